// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A file mounted into each session's container.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileResourceConfig`
public nonisolated struct BetaManagedAgentsFileResourceConfig: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// ID of a previously uploaded file.
    public var fileID: String

    /// Mount path in the container. Defaults to `/mnt/session/uploads/<file_id>`.
    public var mountPath: String?

    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileID: String,
        mountPath: String? = nil
    ) {
        self.fileID = fileID
        self.mountPath = mountPath
        self.type = "file"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: "mount_path")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.fileID, forKey: "file_id")
        try container.encodeIfPresent(self.mountPath, forKey: "mount_path")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsFileResourceConfig {
    public static var mountPath: Self { Self("mount_path") }
}
