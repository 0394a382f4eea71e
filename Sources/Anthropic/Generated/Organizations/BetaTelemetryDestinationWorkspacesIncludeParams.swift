// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Cover only the workspaces on the list.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestinationWorkspacesIncludeParams`
public nonisolated struct BetaTelemetryDestinationWorkspacesIncludeParams: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// The IDs of the workspaces on the destination's list (`wrkspc_...`).
    ///
    /// At most 100 per request.
    ///
    /// On create, these workspaces become the destination's list. If you leave
    /// `workspace_ids` out, the list starts empty. If the API refuses one of the IDs,
    /// it doesn't create the destination.
    ///
    /// On update, `workspace_ids` replaces the whole list. A workspace that stays on
    /// the list keeps its entry and its `created_at`. An empty array empties the list.
    /// If you leave `workspace_ids` out and the type stays the same, the list doesn't
    /// change. If you leave it out and the type changes, the new list starts empty.
    /// After a change to `include` without `workspace_ids`, the destination doesn't
    /// cover any workspace until one is added. After a change to `exclude` without
    /// `workspace_ids`, it covers every workspace.
    ///
    /// An ID sent more than once is added once. An archived workspace can't be added to
    /// a list. An update can keep an archived workspace that is already on the list.
    public var workspaceIDs: [String]?

    public init(
        workspaceIDs: [String]? = nil
    ) {
        self.type = "include"
        self.workspaceIDs = workspaceIDs
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "include")
        self.workspaceIDs = try container.decodeIfPresent([String].self, forKey: "workspace_ids")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.workspaceIDs, forKey: "workspace_ids")
    }
}
