// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Web search and code execution tool support, with one entry per tool.
///
/// - Schema: `#/components/schemas/ServerToolsCapability`
public nonisolated struct ServerToolsCapability: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether the model supports the code execution tool: true when the model supports
    /// at least one version of the tool, not necessarily every version.
    public var codeExecution: CapabilitySupport

    /// Whether this capability is supported by the model.
    public var supported: Bool

    /// Whether the model supports the web search tool: true when the model supports at
    /// least one version of the tool, not necessarily every version.
    public var webSearch: CapabilitySupport

    public init(
        codeExecution: CapabilitySupport,
        supported: Bool,
        webSearch: CapabilitySupport
    ) {
        self.codeExecution = codeExecution
        self.supported = supported
        self.webSearch = webSearch
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            codeExecution: .emptyValue,
            supported: .emptyValue,
            webSearch: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.codeExecution = try container.decodeRequired(CapabilitySupport.self, forKey: "code_execution", in: decoder)
        self.supported = try container.decodeRequired(Bool.self, forKey: "supported", in: decoder)
        self.webSearch = try container.decodeRequired(CapabilitySupport.self, forKey: "web_search", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.codeExecution, forKey: "code_execution")
        try container.encode(self.supported, forKey: "supported")
        try container.encode(self.webSearch, forKey: "web_search")
    }
}
