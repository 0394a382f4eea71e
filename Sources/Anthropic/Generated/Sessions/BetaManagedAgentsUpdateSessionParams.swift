// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for updating a `session`. Omit a field to preserve its current value.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateSessionParams`
public nonisolated struct BetaManagedAgentsUpdateSessionParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-readable session title.
    public var title: String?

    /// Metadata patch. Set a key to a string to upsert it, or to null to delete it. Omit the field to preserve.
    public var metadata: [String: JSONValue]?

    /// Vault IDs (`vlt_*`) to attach to the session. Not yet supported; requests setting this field are rejected. Reserved for future use.
    public var vaultIDs: [String]?

    /// Agent configuration update.
    ///
    /// Only `tools` and `mcp_servers` are updatable
    /// mid-session. Only valid for sessions created from an agent or deployment
    /// reference. The session must not be running.
    public var agent: BetaManagedAgentsSessionAgentUpdateParam?

    /// Enforced spend ceiling for the session. Set an object to replace the budget of a
    /// session that was created with one, or `null` to remove it; omit to preserve. A
    /// budget cannot be added to a session created without one (rejected with reason
    /// `budget_create_only`), and a removed budget cannot be re-added. Allowed in any
    /// non-terminated status. Lowering `max_list_cost` to at or below the session's
    /// consumed list cost is rejected with reason `budget_not_raised`, and every model
    /// the session can run must have a public list price or the request is rejected
    /// with reason `model_not_budgetable`.
    public var budget: BetaManagedAgentsBudgetLimitParam?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        title: String? = nil,
        metadata: [String: JSONValue]? = nil,
        vaultIDs: [String]? = nil,
        agent: BetaManagedAgentsSessionAgentUpdateParam? = nil,
        budget: BetaManagedAgentsBudgetLimitParam? = nil
    ) {
        self.title = title
        self.metadata = metadata
        self.vaultIDs = vaultIDs
        self.agent = agent
        self.budget = budget
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.metadata = try container.decodeIfPresent([String: JSONValue].self, forKey: "metadata")
        self.vaultIDs = try container.decodeIfPresent([String].self, forKey: "vault_ids")
        self.agent = try container.decodeIfPresent(BetaManagedAgentsSessionAgentUpdateParam.self, forKey: "agent")
        self.budget = try container.decodeIfPresent(BetaManagedAgentsBudgetLimitParam.self, forKey: "budget")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.vaultIDs, forKey: "vault_ids")
        try container.encodeIfPresent(self.agent, forKey: "agent")
        try container.encodeIfPresent(self.budget, forKey: "budget")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUpdateSessionParams {
    public static var title: Self { Self("title") }
    public static var metadata: Self { Self("metadata") }
    public static var budget: Self { Self("budget") }
}
