// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaBetaResponseImage`
public nonisolated struct BetaBetaResponseImage: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Effective image context optimization policy.
    public var contextCompression: BetaBetaResponseImage.ContextCompression

    public init(
        contextCompression: BetaBetaResponseImage.ContextCompression
    ) {
        self.contextCompression = contextCompression
    }

    public init(stringLiteral value: String) {
        self.init(contextCompression: BetaBetaResponseImage.ContextCompression(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            contextCompression: .emptyValue
        )
    }

    /// Effective image context optimization policy.
    public nonisolated enum ContextCompression: OpenEnum, EmptyDecodable {
        case enabled
        case disabled
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "enabled": self = .enabled
            case "disabled": self = .disabled
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .enabled: "enabled"
            case .disabled: "disabled"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.contextCompression = try container.decodeRequired(BetaBetaResponseImage.ContextCompression.self, forKey: "context_compression", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.contextCompression, forKey: "context_compression")
    }
}
