// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Controls diagnostic tracing during the session.
///
/// - Schema: `#/components/schemas/WorkflowTracingParam`
public nonisolated struct WorkflowTracingParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether tracing is enabled during the session. Defaults to true.
    public var enabled: Bool?

    public init(
        enabled: Bool? = nil
    ) {
        self.enabled = enabled
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
    }
}
