// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsFileResource`
public nonisolated struct BetaManagedAgentsFileResource: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    public var id: String

    public var fileID: String

    public var mountPath: String

    public var createdAt: BetaTimestamp

    public var updatedAt: BetaTimestamp

    public init(
        id: String,
        fileID: String,
        mountPath: String,
        createdAt: BetaTimestamp,
        updatedAt: BetaTimestamp
    ) {
        self.type = "file"
        self.id = id
        self.fileID = fileID
        self.mountPath = mountPath
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            fileID: .emptyValue,
            mountPath: .emptyValue,
            createdAt: .emptyValue,
            updatedAt: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "file")
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        self.mountPath = try container.decodeRequired(String.self, forKey: "mount_path", in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: "created_at", in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: "updated_at", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.fileID, forKey: "file_id")
        try container.encode(self.mountPath, forKey: "mount_path")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.updatedAt, forKey: "updated_at")
    }
}
