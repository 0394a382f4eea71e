// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Document referenced by file ID.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileDocumentSource`
public struct BetaManagedAgentsFileDocumentSource: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of a previously uploaded file.
    public var fileID: String

    public init(
        fileID: String
    ) {
        self.type = "file"
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
    }
}

/// Image referenced by file ID.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileImageSource`
public struct BetaManagedAgentsFileImageSource: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of a previously uploaded file.
    public var fileID: String

    public init(
        fileID: String
    ) {
        self.type = "file"
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
    }
}

/// - Schema: `#/components/schemas/BetaManagedAgentsFileResource`
public struct BetaManagedAgentsFileResource: Codable, Hashable, Sendable, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case type
        case id
        case fileID = "file_id"
        case mountPath = "mount_path"
        case createdAt = "created_at"
        case updatedAt = "updated_at"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.mountPath = try container.decodeRequired(String.self, forKey: .mountPath, in: decoder)
        self.createdAt = try container.decodeRequired(BetaTimestamp.self, forKey: .createdAt, in: decoder)
        self.updatedAt = try container.decodeRequired(BetaTimestamp.self, forKey: .updatedAt, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encode(self.mountPath, forKey: .mountPath)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.updatedAt, forKey: .updatedAt)
    }
}

/// Mount a file uploaded via the Files API into the session.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileResourceParams`
public struct BetaManagedAgentsFileResourceParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of a previously uploaded file.
    public var fileID: String

    /// Mount path in the container. Defaults to `/mnt/session/uploads/<file_id>`.
    public var mountPath: String?

    public init(
        fileID: String,
        mountPath: String? = nil
    ) {
        self.type = "file"
        self.fileID = fileID
        self.mountPath = mountPath
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
        case mountPath = "mount_path"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
        self.mountPath = try container.decodeIfPresent(String.self, forKey: .mountPath)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
        try container.encodeIfPresent(self.mountPath, forKey: .mountPath)
    }
}

/// Rubric referenced by a file uploaded via the Files API.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileRubric`
public struct BetaManagedAgentsFileRubric: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the rubric file.
    public var fileID: String

    public init(
        fileID: String
    ) {
        self.type = "file"
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
    }
}

/// Rubric referenced by a file uploaded via the Files API.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsFileRubricParams`
public struct BetaManagedAgentsFileRubricParams: Codable, Hashable, Sendable, EmptyDecodable {
    public var type: String

    /// ID of the rubric file.
    public var fileID: String

    public init(
        fileID: String
    ) {
        self.type = "file"
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileID: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case fileID = "file_id"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "file")
        self.fileID = try container.decodeRequired(String.self, forKey: .fileID, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.fileID, forKey: .fileID)
    }
}
