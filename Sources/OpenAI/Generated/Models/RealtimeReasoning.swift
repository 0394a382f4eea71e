// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Configuration for reasoning-capable Realtime models such as `gpt-realtime-2`.
///
/// - Schema: `#/components/schemas/RealtimeReasoning`
public struct RealtimeReasoning: Codable, Hashable, Sendable, EmptyDecodable {
    public var effort: RealtimeReasoningEffort?

    public init(
        effort: RealtimeReasoningEffort? = nil
    ) {
        self.effort = effort
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case effort
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.effort = try container.decodeIfPresent(RealtimeReasoningEffort.self, forKey: .effort)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.effort, forKey: .effort)
    }
}

/// Constrains effort on reasoning for reasoning-capable Realtime models such as
/// `gpt-realtime-2`.
///
/// - Schema: `#/components/schemas/RealtimeReasoningEffort`
public enum RealtimeReasoningEffort: OpenEnum, EmptyDecodable {
    case minimal
    case low
    case medium
    case high
    case xhigh
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
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
        case .minimal: "minimal"
        case .low: "low"
        case .medium: "medium"
        case .high: "high"
        case .xhigh: "xhigh"
        case .unknown(let value): value
        }
    }
}
