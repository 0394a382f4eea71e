// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One stored item that the organization it belongs to can read for review.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewItem`
public nonisolated struct BetaComplianceReviewItem: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// For a message, who sent it.
    ///
    /// Null when no sender was recorded. New types can appear, so accept a type that
    /// you don't know.
    public var actor: BetaComplianceReviewActor?

    /// Read the item, and save any copy you need, by this time.
    ///
    /// The item can stop being readable sooner.
    public var contentExpiresAt: String

    /// For a message, when Anthropic received the call.
    public var createdAt: String

    /// What is particular to this kind of item.
    ///
    /// New types can appear, so accept a type that you don't know.
    public var details: BetaComplianceReviewMessageDetails

    /// The ID of the item. For a message, its own ID, such as `msg_...`.
    public var id: String

    /// The UUID of the organization that the item belongs to.
    ///
    /// For a message, the organization that sent it.
    public var organizationID: String

    /// Why the item is readable.
    ///
    /// New types can appear, so accept a type that you don't know.
    public var readReason: BetaComplianceReviewSafeguardsReason

    /// The object type, always `compliance_review_item`.
    public var type: String

    /// The ID of the user profile that the item was attributed to (`uprof_...`).
    ///
    /// Null when none was recorded.
    public var userProfileID: String?

    /// The ID of the workspace (`wrkspc_...`).
    ///
    /// Null when the item isn't attributed to a workspace.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        contentExpiresAt: String,
        createdAt: String,
        details: BetaComplianceReviewMessageDetails,
        id: String,
        organizationID: String,
        readReason: BetaComplianceReviewSafeguardsReason,
        actor: BetaComplianceReviewActor? = nil,
        userProfileID: String? = nil,
        workspaceID: String? = nil
    ) {
        self.actor = actor
        self.contentExpiresAt = contentExpiresAt
        self.createdAt = createdAt
        self.details = details
        self.id = id
        self.organizationID = organizationID
        self.readReason = readReason
        self.type = "compliance_review_item"
        self.userProfileID = userProfileID
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            contentExpiresAt: .emptyValue,
            createdAt: .emptyValue,
            details: .emptyValue,
            id: .emptyValue,
            organizationID: .emptyValue,
            readReason: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.actor = try container.decodeIfPresent(BetaComplianceReviewActor.self, forKey: "actor")
        self.contentExpiresAt = try container.decodeRequired(String.self, forKey: "content_expires_at", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.details = try container.decodeRequired(BetaComplianceReviewMessageDetails.self, forKey: "details", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.readReason = try container.decodeRequired(BetaComplianceReviewSafeguardsReason.self, forKey: "read_reason", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compliance_review_item")
        self.userProfileID = try container.decodeIfPresent(String.self, forKey: "user_profile_id")
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.actor, forKey: "actor")
        try container.encode(self.contentExpiresAt, forKey: "content_expires_at")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.details, forKey: "details")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.readReason, forKey: "read_reason")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.userProfileID, forKey: "user_profile_id")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewItem {
    public static var actor: Self { Self("actor") }
    public static var userProfileID: Self { Self("user_profile_id") }
    public static var workspaceID: Self { Self("workspace_id") }
}
