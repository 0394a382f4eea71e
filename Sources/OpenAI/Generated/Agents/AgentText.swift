// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The text configuration used by an agent.
///
/// - Schema: `#/components/schemas/AgentText`
public nonisolated struct AgentText: Codable, Equatable, Sendable, EmptyDecodable {
    /// The effective output format. Defaults to ordinary text.
    public var format: TextFormat

    /// The amount of text produced by the agent. Defaults to `medium`.
    public var verbosity: AgentText.Verbosity

    public init(
        format: TextFormat,
        verbosity: AgentText.Verbosity
    ) {
        self.format = format
        self.verbosity = verbosity
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            format: .emptyValue,
            verbosity: .emptyValue
        )
    }

    /// The amount of text produced by the agent. Defaults to `medium`.
    public nonisolated enum Verbosity: OpenEnum, EmptyDecodable {
        case low
        case medium
        case high
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.format = try container.decodeRequired(TextFormat.self, forKey: "format", in: decoder)
        self.verbosity = try container.decodeRequired(AgentText.Verbosity.self, forKey: "verbosity", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.format, forKey: "format")
        try container.encode(self.verbosity, forKey: "verbosity")
    }
}
