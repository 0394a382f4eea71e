// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryPathConflictError`
public nonisolated struct BetaManagedAgentsMemoryPathConflictError: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var message: String?

    public var conflictingPath: String?

    public var conflictingMemoryID: String?

    public init(
        message: String? = nil,
        conflictingPath: String? = nil,
        conflictingMemoryID: String? = nil
    ) {
        self.type = "memory_path_conflict_error"
        self.message = message
        self.conflictingPath = conflictingPath
        self.conflictingMemoryID = conflictingMemoryID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "memory_path_conflict_error")
        self.message = try container.decodeIfPresent(String.self, forKey: "message")
        self.conflictingPath = try container.decodeIfPresent(String.self, forKey: "conflicting_path")
        self.conflictingMemoryID = try container.decodeIfPresent(String.self, forKey: "conflicting_memory_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.message, forKey: "message")
        try container.encodeIfPresent(self.conflictingPath, forKey: "conflicting_path")
        try container.encodeIfPresent(self.conflictingMemoryID, forKey: "conflicting_memory_id")
    }
}
