// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents hosted tool permissions for a project.
///
/// - Schema: `#/components/schemas/ProjectHostedToolPermissions`
public nonisolated struct ProjectHostedToolPermissions: Codable, Equatable, Sendable, EmptyDecodable {
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.fileSearch = try container.decodeRequired(HostedToolPermission.self, forKey: "file_search", in: decoder)
        self.webSearch = try container.decodeRequired(HostedToolPermission.self, forKey: "web_search", in: decoder)
        self.imageGeneration = try container.decodeRequired(HostedToolPermission.self, forKey: "image_generation", in: decoder)
        self.mcp = try container.decodeRequired(HostedToolPermission.self, forKey: "mcp", in: decoder)
        self.codeInterpreter = try container.decodeRequired(HostedToolPermission.self, forKey: "code_interpreter", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.fileSearch, forKey: "file_search")
        try container.encode(self.webSearch, forKey: "web_search")
        try container.encode(self.imageGeneration, forKey: "image_generation")
        try container.encode(self.mcp, forKey: "mcp")
        try container.encode(self.codeInterpreter, forKey: "code_interpreter")
    }
}
