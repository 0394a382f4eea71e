// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimit`
public nonisolated struct WorkspaceRateLimit: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The rate-limit group this entry's limits apply to.
    public var group: WorkspaceRateLimitGroup

    /// The workspace's limiter values for this group.
    ///
    /// By default only the limiter types with a workspace-level override are listed.
    /// With `include_inherited` set to `true`, the limiter types the workspace inherits
    /// from the organization are listed too, each marked by `source`.
    public var limits: [WorkspaceRateLimitValue]

    /// Model names this entry's limits apply to, including aliases.
    ///
    /// `null` when `group.type` is not `"model_group"`. The list covers the models this
    /// workspace has access to, so it can differ between workspaces.
    public var models: [String]?

    /// The `id` of the organization's RateLimit entry this entry applies to.
    public var rateLimitID: String

    /// Object type. Always `workspace_rate_limit` for workspace rate-limit entries.
    public var type: String

    /// ID of the Workspace this entry applies to.
    public var workspaceID: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        group: WorkspaceRateLimitGroup,
        limits: [WorkspaceRateLimitValue],
        rateLimitID: String,
        workspaceID: String,
        models: [String]? = nil
    ) {
        self.group = group
        self.limits = limits
        self.models = models
        self.rateLimitID = rateLimitID
        self.type = "workspace_rate_limit"
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            group: .emptyValue,
            limits: .emptyValue,
            rateLimitID: .emptyValue,
            workspaceID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.group = try container.decodeRequired(WorkspaceRateLimitGroup.self, forKey: "group", in: decoder)
        self.limits = try container.decodeRequired([WorkspaceRateLimitValue].self, forKey: "limits", in: decoder)
        self.models = try container.decodeIfPresent([String].self, forKey: "models")
        self.rateLimitID = try container.decodeRequired(String.self, forKey: "rate_limit_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "workspace_rate_limit")
        self.workspaceID = try container.decodeRequired(String.self, forKey: "workspace_id", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.group, forKey: "group")
        try container.encode(self.limits, forKey: "limits")
        try container.encodeIfPresent(self.models, forKey: "models")
        try container.encode(self.rateLimitID, forKey: "rate_limit_id")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == WorkspaceRateLimit {
    public static var models: Self { Self("models") }
}
