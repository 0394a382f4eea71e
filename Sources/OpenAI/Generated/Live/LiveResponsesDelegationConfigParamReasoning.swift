// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Reasoning settings passed to each delegated Responses request.
///
/// - Schema: `#/components/schemas/LiveResponsesDelegationConfigParamReasoning`
public nonisolated struct LiveResponsesDelegationConfigParamReasoning: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// How much reasoning effort the delegated Responses model should use.
    ///
    /// Supported values depend on the backend model.
    public var effort: LiveResponsesDelegationConfigParamReasoning.Effort?

    /// The reasoning summary to request from the delegated Responses model, when
    /// supported.
    public var summary: LiveResponsesDelegationConfigParamReasoning.Summary?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        effort: LiveResponsesDelegationConfigParamReasoning.Effort? = nil,
        summary: LiveResponsesDelegationConfigParamReasoning.Summary? = nil
    ) {
        self.effort = effort
        self.summary = summary
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// How much reasoning effort the delegated Responses model should use.
    ///
    /// Supported values depend on the backend model.
    public nonisolated enum Effort: OpenEnum, EmptyDecodable {
        case none
        case minimal
        case low
        case medium
        case high
        case xhigh
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
            case .unknown(let value): value
            }
        }
    }

    /// The reasoning summary to request from the delegated Responses model, when
    /// supported.
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
        self.effort = try container.decodeIfPresent(LiveResponsesDelegationConfigParamReasoning.Effort.self, forKey: "effort")
        self.summary = try container.decodeIfPresent(LiveResponsesDelegationConfigParamReasoning.Summary.self, forKey: "summary")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.effort, forKey: "effort")
        try container.encodeIfPresent(self.summary, forKey: "summary")
    }
}

nonisolated extension NullableMember where Owner == LiveResponsesDelegationConfigParamReasoning {
    public static var effort: Self { Self("effort") }
    public static var summary: Self { Self("summary") }
}
