// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The kind of a review notice.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewNoticeKind`
public nonisolated struct BetaComplianceReviewNoticeKind: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// `response_requested` asks you to respond to the cases in `case_ids`.
    ///
    /// For `warning` and `question`, `message` explains how to answer if an answer is
    /// needed. New values can appear, so accept a value that you don't know.
    public var type: BetaComplianceReviewNoticeKind.Kind

    public init(
        type: BetaComplianceReviewNoticeKind.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaComplianceReviewNoticeKind.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// `response_requested` asks you to respond to the cases in `case_ids`.
    ///
    /// For `warning` and `question`, `message` explains how to answer if an answer is
    /// needed. New values can appear, so accept a value that you don't know.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case responseRequested
        case warning
        case question
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "response_requested": self = .responseRequested
            case "warning": self = .warning
            case "question": self = .question
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .responseRequested: "response_requested"
            case .warning: "warning"
            case .question: "question"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(BetaComplianceReviewNoticeKind.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
