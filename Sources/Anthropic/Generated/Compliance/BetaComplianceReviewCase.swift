// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A record of an organization's messages that Anthropic flagged and sent to the organization to review. It lists the messages by ID and doesn't include their content.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewCase`
public nonisolated struct BetaComplianceReviewCase: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// When Anthropic sent the case. The time you have to respond starts here.
    public var createdAt: String

    /// The action that Anthropic took before it sent the case. Null when it took none.
    public var enforcementAction: BetaComplianceReviewEnforcementAction?

    /// The unique ID of the case (`rvc_...`).
    public var id: String

    /// The UUID of the organization that sent the flagged messages, which the case
    /// belongs to.
    public var organizationID: String

    /// Anthropic's labels for why the messages were flagged, such as `cyber` or
    /// `fraud`.
    ///
    /// There is at least one. New values can appear, so accept a value that you don't
    /// know.
    public var policyCategories: [BetaComplianceReviewPolicyCategory]

    /// Whether Anthropic is still waiting for a response.
    public var status: BetaComplianceReviewCaseStatus

    /// The flagged messages. There is at least one, and the list isn't paginated.
    public var transcripts: [BetaComplianceReviewTranscript]

    /// The object type, always `compliance_review_case`.
    public var type: String

    /// When the case last changed.
    ///
    /// It changes when Anthropic sends the case, when the case closes, and when
    /// Anthropic sends a notice about the case.
    public var updatedAt: String

    /// The ID of the workspace that sent the flagged messages (`wrkspc_...`).
    ///
    /// Null when the messages have no workspace, and it can be null for the default
    /// workspace.
    public var workspaceID: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        id: String,
        organizationID: String,
        policyCategories: [BetaComplianceReviewPolicyCategory],
        status: BetaComplianceReviewCaseStatus,
        transcripts: [BetaComplianceReviewTranscript],
        updatedAt: String,
        enforcementAction: BetaComplianceReviewEnforcementAction? = nil,
        workspaceID: String? = nil
    ) {
        self.createdAt = createdAt
        self.enforcementAction = enforcementAction
        self.id = id
        self.organizationID = organizationID
        self.policyCategories = policyCategories
        self.status = status
        self.transcripts = transcripts
        self.type = "compliance_review_case"
        self.updatedAt = updatedAt
        self.workspaceID = workspaceID
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            id: .emptyValue,
            organizationID: .emptyValue,
            policyCategories: .emptyValue,
            status: .emptyValue,
            transcripts: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.enforcementAction = try container.decodeIfPresent(BetaComplianceReviewEnforcementAction.self, forKey: "enforcement_action")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.policyCategories = try container.decodeRequired([BetaComplianceReviewPolicyCategory].self, forKey: "policy_categories", in: decoder)
        self.status = try container.decodeRequired(BetaComplianceReviewCaseStatus.self, forKey: "status", in: decoder)
        self.transcripts = try container.decodeRequired([BetaComplianceReviewTranscript].self, forKey: "transcripts", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compliance_review_case")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.workspaceID = try container.decodeIfPresent(String.self, forKey: "workspace_id")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encodeIfPresent(self.enforcementAction, forKey: "enforcement_action")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encode(self.policyCategories, forKey: "policy_categories")
        try container.encode(self.status, forKey: "status")
        try container.encode(self.transcripts, forKey: "transcripts")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encodeIfPresent(self.workspaceID, forKey: "workspace_id")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewCase {
    public static var enforcementAction: Self { Self("enforcement_action") }
    public static var workspaceID: Self { Self("workspace_id") }
}
