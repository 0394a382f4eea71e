// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A message from Anthropic to an organization about its review cases or about the organization as a whole, such as a request to respond by a date, a warning, or a question. A notice doesn't change after Anthropic sends it.
///
/// - Schema: `#/components/schemas/BetaComplianceReviewNotice`
public nonisolated struct BetaComplianceReviewNotice: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The IDs of the cases that the notice is about (`rvc_...`).
    ///
    /// Empty when the notice is about the whole organization.
    public var caseIDs: [String]

    /// When Anthropic sent the notice.
    public var createdAt: String

    /// The unique ID of the notice (`rvn_...`).
    public var id: String

    /// What kind of notice this is.
    public var kind: BetaComplianceReviewNoticeKind

    /// The text of the notice.
    public var message: String

    /// The UUID of the organization that the notice is for.
    public var organizationID: String

    /// The time by which Anthropic asks for an answer.
    ///
    /// Null when there is no deadline. Missing it changes nothing on a case, and the
    /// time to respond to a case can end before it.
    public var respondBy: String?

    /// The object type, always `compliance_review_notice`.
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        caseIDs: [String],
        createdAt: String,
        id: String,
        kind: BetaComplianceReviewNoticeKind,
        message: String,
        organizationID: String,
        respondBy: String? = nil
    ) {
        self.caseIDs = caseIDs
        self.createdAt = createdAt
        self.id = id
        self.kind = kind
        self.message = message
        self.organizationID = organizationID
        self.respondBy = respondBy
        self.type = "compliance_review_notice"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            caseIDs: .emptyValue,
            createdAt: .emptyValue,
            id: .emptyValue,
            kind: .emptyValue,
            message: .emptyValue,
            organizationID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.caseIDs = try container.decodeRequired([String].self, forKey: "case_ids", in: decoder)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.kind = try container.decodeRequired(BetaComplianceReviewNoticeKind.self, forKey: "kind", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.organizationID = try container.decodeRequired(String.self, forKey: "organization_id", in: decoder)
        self.respondBy = try container.decodeIfPresent(String.self, forKey: "respond_by")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "compliance_review_notice")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.caseIDs, forKey: "case_ids")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.kind, forKey: "kind")
        try container.encode(self.message, forKey: "message")
        try container.encode(self.organizationID, forKey: "organization_id")
        try container.encodeIfPresent(self.respondBy, forKey: "respond_by")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaComplianceReviewNotice {
    public static var respondBy: Self { Self("respond_by") }
}
