// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct AgentsAutomationsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Only accepted for periodic automations.
    public var expression: String?

    /// Replaces all metadata; omit to leave unchanged.
    public var metadata: [String: String]?

    public var name: String?

    /// A future Unix timestamp in seconds; accepted only before a one-time scheduled
    /// invocation exists.
    public var runAt: Int?

    /// Replaces the complete target, retaining its type and any creator session.
    public var target: AutomationTargetParam?

    /// Only accepted for periodic automations.
    public var timezone: String?

    public init(
        expression: String? = nil,
        metadata: [String: String]? = nil,
        name: String? = nil,
        runAt: Int? = nil,
        target: AutomationTargetParam? = nil,
        timezone: String? = nil
    ) {
        self.expression = expression
        self.metadata = metadata
        self.name = name
        self.runAt = runAt
        self.target = target
        self.timezone = timezone
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.expression = try container.decodeIfPresent(String.self, forKey: "expression")
        self.metadata = try container.decodeIfPresent([String: String].self, forKey: "metadata")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.runAt = try container.decodeIfPresent(Int.self, forKey: "run_at")
        self.target = try container.decodeIfPresent(AutomationTargetParam.self, forKey: "target")
        self.timezone = try container.decodeIfPresent(String.self, forKey: "timezone")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.expression, forKey: "expression")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.runAt, forKey: "run_at")
        try container.encodeIfPresent(self.target, forKey: "target")
        try container.encodeIfPresent(self.timezone, forKey: "timezone")
    }
}
