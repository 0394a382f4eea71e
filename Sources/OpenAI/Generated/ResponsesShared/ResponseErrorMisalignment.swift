// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponseErrorMisalignment`
public nonisolated struct ResponseErrorMisalignment: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The public explanation for this block.
    public var detailedExplanation: String?

    /// An optional classification; clients must accept additional values.
    public var errorType: ResponseErrorMisalignment.ErrorType?

    /// An opaque target for explicitly continuing this review, or null when
    /// unavailable.
    public var reviewTarget: String?

    /// An optional public continuation instruction.
    public var steer: ResponseErrorMisalignmentSteer?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        detailedExplanation: String? = nil,
        errorType: ResponseErrorMisalignment.ErrorType? = nil,
        reviewTarget: String? = nil,
        steer: ResponseErrorMisalignmentSteer? = nil
    ) {
        self.detailedExplanation = detailedExplanation
        self.errorType = errorType
        self.reviewTarget = reviewTarget
        self.steer = steer
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// An optional classification; clients must accept additional values.
    public nonisolated enum ErrorType: OpenEnum, EmptyDecodable {
        case potentiallyUnintendedDataTransfer
        case potentiallyUnintendedDataAccess
        case potentiallyUnintendedDestructiveActivity
        case other
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "potentially_unintended_data_transfer": self = .potentiallyUnintendedDataTransfer
            case "potentially_unintended_data_access": self = .potentiallyUnintendedDataAccess
            case "potentially_unintended_destructive_activity": self = .potentiallyUnintendedDestructiveActivity
            case "other": self = .other
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .potentiallyUnintendedDataTransfer: "potentially_unintended_data_transfer"
            case .potentiallyUnintendedDataAccess: "potentially_unintended_data_access"
            case .potentiallyUnintendedDestructiveActivity: "potentially_unintended_destructive_activity"
            case .other: "other"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.detailedExplanation = try container.decodeIfPresent(String.self, forKey: "detailed_explanation")
        self.errorType = try container.decodeIfPresent(ResponseErrorMisalignment.ErrorType.self, forKey: "error_type")
        self.reviewTarget = try container.decodeIfPresent(String.self, forKey: "review_target")
        self.steer = try container.decodeIfPresent(ResponseErrorMisalignmentSteer.self, forKey: "steer")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.detailedExplanation, forKey: "detailed_explanation")
        try container.encodeIfPresent(self.errorType, forKey: "error_type")
        try container.encodeIfPresent(self.reviewTarget, forKey: "review_target")
        try container.encodeIfPresent(self.steer, forKey: "steer")
    }
}

nonisolated extension NullableMember where Owner == ResponseErrorMisalignment {
    public static var detailedExplanation: Self { Self("detailed_explanation") }
    public static var errorType: Self { Self("error_type") }
    public static var reviewTarget: Self { Self("review_target") }
    public static var steer: Self { Self("steer") }
}
