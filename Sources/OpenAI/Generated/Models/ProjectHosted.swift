// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents hosted tool permissions for a project.
///
/// - Schema: `#/components/schemas/ProjectHostedToolPermissions`
public struct ProjectHostedToolPermissions: Codable, Hashable, Sendable, EmptyDecodable {
    public var fileSearch: HostedToolPermission

    public var webSearch: HostedToolPermission

    public var imageGeneration: HostedToolPermission

    public var mcp: HostedToolPermission

    public var codeInterpreter: HostedToolPermission

    public init(
        fileSearch: HostedToolPermission,
        webSearch: HostedToolPermission,
        imageGeneration: HostedToolPermission,
        mcp: HostedToolPermission,
        codeInterpreter: HostedToolPermission
    ) {
        self.fileSearch = fileSearch
        self.webSearch = webSearch
        self.imageGeneration = imageGeneration
        self.mcp = mcp
        self.codeInterpreter = codeInterpreter
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            fileSearch: .emptyValue,
            webSearch: .emptyValue,
            imageGeneration: .emptyValue,
            mcp: .emptyValue,
            codeInterpreter: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileSearch = "file_search"
        case webSearch = "web_search"
        case imageGeneration = "image_generation"
        case mcp
        case codeInterpreter = "code_interpreter"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileSearch = try container.decodeRequired(HostedToolPermission.self, forKey: .fileSearch, in: decoder)
        self.webSearch = try container.decodeRequired(HostedToolPermission.self, forKey: .webSearch, in: decoder)
        self.imageGeneration = try container.decodeRequired(HostedToolPermission.self, forKey: .imageGeneration, in: decoder)
        self.mcp = try container.decodeRequired(HostedToolPermission.self, forKey: .mcp, in: decoder)
        self.codeInterpreter = try container.decodeRequired(HostedToolPermission.self, forKey: .codeInterpreter, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.fileSearch, forKey: .fileSearch)
        try container.encode(self.webSearch, forKey: .webSearch)
        try container.encode(self.imageGeneration, forKey: .imageGeneration)
        try container.encode(self.mcp, forKey: .mcp)
        try container.encode(self.codeInterpreter, forKey: .codeInterpreter)
    }
}

/// - Schema: `#/components/schemas/ProjectHostedToolPermissionsUpdateRequest`
public struct ProjectHostedToolPermissionsUpdateRequest: Codable, Hashable, Sendable, EmptyDecodable {
    /// The file search permission update.
    public var fileSearch: HostedToolPermissionUpdate?

    /// The web search permission update.
    public var webSearch: HostedToolPermissionUpdate?

    /// The image generation permission update.
    public var imageGeneration: HostedToolPermissionUpdate?

    /// The MCP permission update.
    public var mcp: HostedToolPermissionUpdate?

    /// The code interpreter permission update.
    public var codeInterpreter: HostedToolPermissionUpdate?

    public init(
        fileSearch: HostedToolPermissionUpdate? = nil,
        webSearch: HostedToolPermissionUpdate? = nil,
        imageGeneration: HostedToolPermissionUpdate? = nil,
        mcp: HostedToolPermissionUpdate? = nil,
        codeInterpreter: HostedToolPermissionUpdate? = nil
    ) {
        self.fileSearch = fileSearch
        self.webSearch = webSearch
        self.imageGeneration = imageGeneration
        self.mcp = mcp
        self.codeInterpreter = codeInterpreter
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case fileSearch = "file_search"
        case webSearch = "web_search"
        case imageGeneration = "image_generation"
        case mcp
        case codeInterpreter = "code_interpreter"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.fileSearch = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: .fileSearch)
        self.webSearch = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: .webSearch)
        self.imageGeneration = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: .imageGeneration)
        self.mcp = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: .mcp)
        self.codeInterpreter = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: .codeInterpreter)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.fileSearch, forKey: .fileSearch)
        try container.encodeIfPresent(self.webSearch, forKey: .webSearch)
        try container.encodeIfPresent(self.imageGeneration, forKey: .imageGeneration)
        try container.encodeIfPresent(self.mcp, forKey: .mcp)
        try container.encodeIfPresent(self.codeInterpreter, forKey: .codeInterpreter)
    }
}
