// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The resolved permission_policy was auto: the server judged this invocation individually.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolEvaluationAuto`
public nonisolated struct BetaManagedAgentsAgentToolEvaluationAuto: Codable, Equatable, Sendable, EmptyDecodable {
    /// The server's judgement for this invocation.
    public var evaluatedPermission: BetaManagedAgentsAgentAutoEvaluatedPermission

    public var type: String

    public init(
        evaluatedPermission: BetaManagedAgentsAgentAutoEvaluatedPermission
    ) {
        self.evaluatedPermission = evaluatedPermission
        self.type = "auto"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            evaluatedPermission: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.evaluatedPermission = try container.decodeRequired(BetaManagedAgentsAgentAutoEvaluatedPermission.self, forKey: "evaluated_permission", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "auto")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.evaluatedPermission, forKey: "evaluated_permission")
        try container.encode(self.type, forKey: "type")
    }
}
