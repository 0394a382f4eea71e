// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Why a review case closed.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewCaseCloseReason`
public nonisolated struct BetaComplianceReviewCaseCloseReason: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// `responded` means that Anthropic recorded a response.
    ///
    /// `window_ended` means that the time to respond ended with no response.
    /// `ended_by_anthropic` means that Anthropic ended the case before that time was
    /// over. New values can appear, so accept a value that you don't know.
    public var type: BetaComplianceReviewCaseCloseReason.Kind

    public init(
        type: BetaComplianceReviewCaseCloseReason.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaComplianceReviewCaseCloseReason.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    /// `responded` means that Anthropic recorded a response.
    ///
    /// `window_ended` means that the time to respond ended with no response.
    /// `ended_by_anthropic` means that Anthropic ended the case before that time was
    /// over. New values can appear, so accept a value that you don't know.
    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case responded
        case windowEnded
        case endedByAnthropic
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "responded": self = .responded
            case "window_ended": self = .windowEnded
            case "ended_by_anthropic": self = .endedByAnthropic
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .responded: "responded"
            case .windowEnded: "window_ended"
            case .endedByAnthropic: "ended_by_anthropic"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(BetaComplianceReviewCaseCloseReason.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
