// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The Workspace's human review setting.
///
/// - Schema: `#/components/schemas/BetaAnthropicHumanReview`
public nonisolated struct BetaAnthropicHumanReview: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var type: BetaAnthropicHumanReview.Kind

    public init(
        type: BetaAnthropicHumanReview.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: BetaAnthropicHumanReview.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case disabled
        case enabled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "disabled": self = .disabled
            case "enabled": self = .enabled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .disabled: "disabled"
            case .enabled: "enabled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(BetaAnthropicHumanReview.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
