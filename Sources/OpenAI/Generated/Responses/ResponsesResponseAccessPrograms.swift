// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesResponseAccessPrograms`
public nonisolated struct ResponsesResponseAccessPrograms: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// The effective Cyber access program used for this response.
    public var cyber: ResponsesResponseAccessPrograms.Cyber

    public init(
        cyber: ResponsesResponseAccessPrograms.Cyber
    ) {
        self.cyber = cyber
    }

    public init(stringLiteral value: String) {
        self.init(cyber: ResponsesResponseAccessPrograms.Cyber(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            cyber: .emptyValue
        )
    }

    /// The effective Cyber access program used for this response.
    public nonisolated enum Cyber: OpenEnum, EmptyDecodable {
        case standard
        case daybreakBlue
        case daybreakRed
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "daybreak_blue": self = .daybreakBlue
            case "daybreak_red": self = .daybreakRed
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .daybreakBlue: "daybreak_blue"
            case .daybreakRed: "daybreak_red"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.cyber = try container.decodeRequired(ResponsesResponseAccessPrograms.Cyber.self, forKey: "cyber", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.cyber, forKey: "cyber")
    }
}
