// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectHostedToolPermissionsUpdateRequest`
public nonisolated struct ProjectHostedToolPermissionsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
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

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

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
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileSearch = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: "file_search")
        self.webSearch = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: "web_search")
        self.imageGeneration = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: "image_generation")
        self.mcp = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: "mcp")
        self.codeInterpreter = try container.decodeIfPresent(HostedToolPermissionUpdate.self, forKey: "code_interpreter")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.fileSearch, forKey: "file_search")
        try container.encodeIfPresent(self.webSearch, forKey: "web_search")
        try container.encodeIfPresent(self.imageGeneration, forKey: "image_generation")
        try container.encodeIfPresent(self.mcp, forKey: "mcp")
        try container.encodeIfPresent(self.codeInterpreter, forKey: "code_interpreter")
    }
}

nonisolated extension NullableMember where Owner == ProjectHostedToolPermissionsUpdateRequest {
    public static var fileSearch: Self { Self("file_search") }
    public static var webSearch: Self { Self("web_search") }
    public static var imageGeneration: Self { Self("image_generation") }
    public static var mcp: Self { Self("mcp") }
    public static var codeInterpreter: Self { Self("code_interpreter") }
}
