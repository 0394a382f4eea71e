// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SafetyAlert`
public nonisolated struct SafetyAlert: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var createdAt: Int

    /// A generated explanation, temporarily available for eligible zero data retention
    /// alerts. Omitted when unavailable.
    public var detailedExplanation: String?

    public var errorType: SafetyAlert.ErrorType

    public var id: String

    public var model: String

    public var object: String

    /// A customer-safe description derived from error_type, or null for zero data
    /// retention requests.
    public var reason: String?

    public var requestID: String

    /// Whether block registration succeeded for this request.
    ///
    /// This does not confirm that response execution stopped.
    public var requestPaused: Bool

    public var responseID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: Int,
        errorType: SafetyAlert.ErrorType,
        id: String,
        model: String,
        requestID: String,
        requestPaused: Bool,
        responseID: String,
        detailedExplanation: String? = nil,
        reason: String? = nil
    ) {
        self.createdAt = createdAt
        self.detailedExplanation = detailedExplanation
        self.errorType = errorType
        self.id = id
        self.model = model
        self.object = "safety.alert"
        self.reason = reason
        self.requestID = requestID
        self.requestPaused = requestPaused
        self.responseID = responseID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            errorType: .emptyValue,
            id: .emptyValue,
            model: .emptyValue,
            requestID: .emptyValue,
            requestPaused: .emptyValue,
            responseID: .emptyValue
        )
    }

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
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.detailedExplanation = try container.decodeIfPresent(String.self, forKey: "detailed_explanation")
        self.errorType = try container.decodeRequired(SafetyAlert.ErrorType.self, forKey: "error_type", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "safety.alert")
        self.reason = try container.decodeIfPresent(String.self, forKey: "reason")
        self.requestID = try container.decodeRequired(String.self, forKey: "request_id", in: decoder)
        self.requestPaused = try container.decodeRequired(Bool.self, forKey: "request_paused", in: decoder)
        self.responseID = try container.decodeRequired(String.self, forKey: "response_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.detailedExplanation, forKey: "detailed_explanation")
        try container.encode(self.errorType, forKey: "error_type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.object, forKey: "object")
        try container.encodeIfPresent(self.reason, forKey: "reason")
        try container.encode(self.requestID, forKey: "request_id")
        try container.encode(self.requestPaused, forKey: "request_paused")
        try container.encode(self.responseID, forKey: "response_id")
    }
}

nonisolated extension NullableMember where Owner == SafetyAlert {
    public static var detailedExplanation: Self { Self("detailed_explanation") }
    public static var reason: Self { Self("reason") }
}
