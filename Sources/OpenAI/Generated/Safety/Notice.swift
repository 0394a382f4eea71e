// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/Notice`
public nonisolated struct Notice: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var type: Notice.Kind

    public init(
        type: Notice.Kind
    ) {
        self.type = type
    }

    public init(stringLiteral value: String) {
        self.init(type: Notice.Kind(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            type: .emptyValue
        )
    }

    public nonisolated enum Kind: OpenEnum, EmptyDecodable {
        case warning
        case deactivation
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "warning": self = .warning
            case "deactivation": self = .deactivation
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .warning: "warning"
            case .deactivation: "deactivation"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(Notice.Kind.self, forKey: "type", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
