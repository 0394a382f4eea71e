// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reasoning configuration for the agent.
///
/// - Schema: `#/components/schemas/AgentReasoningParam`
public nonisolated struct AgentReasoningParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The amount of reasoning effort the model should use.
    ///
    /// Omission lets the model select it.
    public var effort: AgentReasoningParam.Effort?

    /// Controls whether the response includes a reasoning summary.
    ///
    /// - `concise` - Returns a concise reasoning summary when supported.
    /// - `detailed` - Returns a detailed reasoning summary when supported.
    /// - `auto` - Automatically selects the most detailed summary supported by the
    ///   model.
    public var summary: AgentReasoningParam.Summary?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effort: AgentReasoningParam.Effort? = nil,
        summary: AgentReasoningParam.Summary? = nil
    ) {
        self.effort = effort
        self.summary = summary
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The amount of reasoning effort the model should use.
    ///
    /// Omission lets the model select it.
    public nonisolated enum Effort: OpenEnum, EmptyDecodable {
        case none
        case minimal
        case low
        case medium
        case high
        case xhigh
        case max
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "none": self = .none
            case "minimal": self = .minimal
            case "low": self = .low
            case "medium": self = .medium
            case "high": self = .high
            case "xhigh": self = .xhigh
            case "max": self = .max
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .none: "none"
            case .minimal: "minimal"
            case .low: "low"
            case .medium: "medium"
            case .high: "high"
            case .xhigh: "xhigh"
            case .max: "max"
            case .unknown(let value): value
            }
        }
    }

    /// Controls whether the response includes a reasoning summary.
    ///
    /// - `concise` - Returns a concise reasoning summary when supported.
    /// - `detailed` - Returns a detailed reasoning summary when supported.
    /// - `auto` - Automatically selects the most detailed summary supported by the
    ///   model.
    public nonisolated enum Summary: OpenEnum, EmptyDecodable {
        case concise
        case detailed
        case auto
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "concise": self = .concise
            case "detailed": self = .detailed
            case "auto": self = .auto
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .concise: "concise"
            case .detailed: "detailed"
            case .auto: "auto"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(AgentReasoningParam.Effort.self, forKey: "effort")
        self.summary = try container.decodeIfPresent(AgentReasoningParam.Summary.self, forKey: "summary")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effort, forKey: "effort")
        try container.encodeIfPresent(self.summary, forKey: "summary")
    }
}

nonisolated extension NullableMember where Owner == AgentReasoningParam {
    public static var effort: Self { Self("effort") }
    public static var summary: Self { Self("summary") }
}
