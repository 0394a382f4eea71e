// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reasoning settings to update. Omit to keep the current effort.
///
/// - Schema: `#/components/schemas/SessionUpdateParamsAgentReasoning`
public nonisolated struct SessionUpdateParamsAgentReasoning: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Omit to keep the current effort. Null selects the model's default effort.
    public var effort: SessionUpdateParamsAgentReasoning.Effort?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effort: SessionUpdateParamsAgentReasoning.Effort? = nil
    ) {
        self.effort = effort
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Omit to keep the current effort. Null selects the model's default effort.
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

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.effort = try container.decodeIfPresent(SessionUpdateParamsAgentReasoning.Effort.self, forKey: "effort")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effort, forKey: "effort")
    }
}

nonisolated extension NullableMember where Owner == SessionUpdateParamsAgentReasoning {
    public static var effort: Self { Self("effort") }
}
