// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The server judged the invocation safe to execute without client approval.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentAutoEvaluatedPermissionAllow`
public nonisolated struct BetaManagedAgentsAgentAutoEvaluatedPermissionAllow: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public init() {
        self.type = "allow"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "allow")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
    }
}
