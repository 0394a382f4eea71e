// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Mount a file uploaded via the Files API into the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileResourceParams`
public nonisolated struct BetaManagedAgentsFileResourceParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// ID of a previously uploaded file.
    public var fileID: String

    /// Mount path in the container. Defaults to `/mnt/session/uploads/<file_id>`.
    public var mountPath: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        fileID: String,
        mountPath: String? = nil
    ) {
        self.type = "file"
        self.fileID = fileID
        self.mountPath = mountPath
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
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: "mount_path")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encodeIfPresent(self.mountPath, forKey: "mount_path")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsFileResourceParams {
    public static var mountPath: Self { Self("mount_path") }
}
