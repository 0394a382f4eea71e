// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request parameters for [Update a memory](/en/api/beta/memory_stores/memories/update). At least one of `content` or `path` must be provided. Renaming onto a path occupied by a different memory returns `memory_path_conflict_error` (HTTP 409). Rename never overwrites; delete or rename the blocking memory first. An update where every supplied field already matches the stored value is a no-op: it returns 200 with the existing memory and writes no new version.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsUpdateMemoryParams`
public nonisolated struct BetaManagedAgentsUpdateMemoryParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// New UTF-8 text content for the memory. Maximum 100 kB (102,400 bytes). Omit to leave the content unchanged (e.g., for a rename-only update).
    public var content: String?

    /// New path for the memory (a rename). Must start with `/`, contain at least one non-empty segment, and be at most 1,024 bytes. Must not contain empty segments, `.` or `..` segments, control or format characters, and must be NFC-normalized. Paths are case-sensitive. The memory's `id` is preserved across renames. Omit to leave the path unchanged.
    public var path: String?

    /// Optional optimistic-concurrency precondition. When supplied, the update applies only if the memory's current state matches; on mismatch the request returns `memory_precondition_failed_error` (HTTP 409). When omitted, the update is unconditional.
    public var precondition: BetaManagedAgentsPrecondition?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        content: String? = nil,
        path: String? = nil,
        precondition: BetaManagedAgentsPrecondition? = nil
    ) {
        self.content = content
        self.path = path
        self.precondition = precondition
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeIfPresent(String.self, forKey: "content")
        self.path = try container.decodeIfPresent(String.self, forKey: "path")
        self.precondition = try container.decodeIfPresent(BetaManagedAgentsPrecondition.self, forKey: "precondition")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.content, forKey: "content")
        try container.encodeIfPresent(self.path, forKey: "path")
        try container.encodeIfPresent(self.precondition, forKey: "precondition")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsUpdateMemoryParams {
    public static var content: Self { Self("content") }
    public static var path: Self { Self("path") }
}
