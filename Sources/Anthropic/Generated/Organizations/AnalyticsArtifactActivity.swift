// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Artifact-creation activity for one (`artifact_type`, `is_shared`) bucket
/// on a given day.
///
/// Artifacts form a small finite cube — the canonical MIME type (8 values incl.
/// `other`) crossed with shared-vs-private — so the response is the full set of
/// non-empty buckets, not a ranked/paginated list. Claude Code and Cowork
/// artifacts report under `text/html` and are counted from 2026-08-17
/// onward; earlier days contain claude.ai chat artifacts only. With
/// `group_by[]=product` / `user_id` / `rbac_group_id` each row is further
/// split by the flat group keys and counts are scoped to that cut.
///
/// - Schema: `#/components/schemas/AnalyticsArtifactActivity`
public nonisolated struct AnalyticsArtifactActivity: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Canonical artifact MIME type (e.g.
    ///
    /// `text/markdown`, `application/vnd.ant.react`, `image/svg+xml`), or `other`.
    /// Claude Code and Cowork artifacts report as `text/html`.
    public var artifactType: String

    /// Number of artifacts created in this bucket on the requested day
    public var artifactsCreatedCount: Int

    /// Number of distinct users who created artifacts in this bucket on the requested
    /// day
    public var distinctUserCount: Int

    /// Whether the artifacts in this bucket have ever been shared (a Claude Code /
    /// Cowork artifact is shared once anyone beyond its creator may open it: named
    /// members, the whole organization, or anyone with the link).
    public var isShared: Bool

    /// Product that produced this row's activity: one of `chat`, `claude_code`,
    /// `cowork`, `office_agent`, or `chat_cowork_unified` (Chat and Cowork unified).
    /// These are the canonical Cost & Usage product names; an `office_agent` row's
    /// per-surface breakdown is in its `office_metrics`. On `/plugins` only `cowork`,
    /// `claude_code` and `chat_cowork_unified` occur (the only surfaces with plugin
    /// attribution); on `/artifacts` only `chat`, `claude_code`, `cowork` and
    /// `chat_cowork_unified` occur (the surfaces that create artifacts);
    /// `/apps/chat/projects` does not support the product dimension (a `product` entry
    /// in `group_by[]` or `filter[]` there is rejected). Present only when the request
    /// grouped by `product`.
    public var product: String?

    /// Number of those artifacts that have been published (for Claude Code / Cowork
    /// artifacts: open to anyone with the link); never exceeds
    /// `artifacts_created_count`
    public var publishedArtifactsCreatedCount: Int

    /// Tagged RBAC group identifier (`rbac_group_...`), matching the spend-limits API
    /// spelling. Present only when the request grouped by `rbac_group_id`.
    public var rbacGroupID: String?

    /// Resolved RBAC group display name, alongside `rbac_group_id` when name resolution
    /// is available. Null if the group has been deleted or its name could not be
    /// resolved; `rbac_group_id` remains the stable key.
    public var rbacGroupName: String?

    /// Tagged user identifier (e.g.
    ///
    /// `user_...`). Present only when the request grouped by `user_id`.
    public var userID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        artifactType: String,
        artifactsCreatedCount: Int,
        distinctUserCount: Int,
        isShared: Bool,
        publishedArtifactsCreatedCount: Int,
        product: String? = nil,
        rbacGroupID: String? = nil,
        rbacGroupName: String? = nil,
        userID: String? = nil
    ) {
        self.artifactType = artifactType
        self.artifactsCreatedCount = artifactsCreatedCount
        self.distinctUserCount = distinctUserCount
        self.isShared = isShared
        self.product = product
        self.publishedArtifactsCreatedCount = publishedArtifactsCreatedCount
        self.rbacGroupID = rbacGroupID
        self.rbacGroupName = rbacGroupName
        self.userID = userID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            artifactType: .emptyValue,
            artifactsCreatedCount: .emptyValue,
            distinctUserCount: .emptyValue,
            isShared: .emptyValue,
            publishedArtifactsCreatedCount: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.artifactType = try container.decodeRequired(String.self, forKey: "artifact_type", in: decoder)
        self.artifactsCreatedCount = try container.decodeRequired(Int.self, forKey: "artifacts_created_count", in: decoder)
        self.distinctUserCount = try container.decodeRequired(Int.self, forKey: "distinct_user_count", in: decoder)
        self.isShared = try container.decodeRequired(Bool.self, forKey: "is_shared", in: decoder)
        self.product = try container.decodeIfPresent(String.self, forKey: "product")
        self.publishedArtifactsCreatedCount = try container.decodeRequired(Int.self, forKey: "published_artifacts_created_count", in: decoder)
        self.rbacGroupID = try container.decodeIfPresent(String.self, forKey: "rbac_group_id")
        self.rbacGroupName = try container.decodeIfPresent(String.self, forKey: "rbac_group_name")
        self.userID = try container.decodeIfPresent(String.self, forKey: "user_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.artifactType, forKey: "artifact_type")
        try container.encode(self.artifactsCreatedCount, forKey: "artifacts_created_count")
        try container.encode(self.distinctUserCount, forKey: "distinct_user_count")
        try container.encode(self.isShared, forKey: "is_shared")
        try container.encodeIfPresent(self.product, forKey: "product")
        try container.encode(self.publishedArtifactsCreatedCount, forKey: "published_artifacts_created_count")
        try container.encodeIfPresent(self.rbacGroupID, forKey: "rbac_group_id")
        try container.encodeIfPresent(self.rbacGroupName, forKey: "rbac_group_name")
        try container.encodeIfPresent(self.userID, forKey: "user_id")
    }
}

nonisolated extension NullableMember where Owner == AnalyticsArtifactActivity {
    public static var product: Self { Self("product") }
    public static var rbacGroupID: Self { Self("rbac_group_id") }
    public static var rbacGroupName: Self { Self("rbac_group_name") }
    public static var userID: Self { Self("user_id") }
}
