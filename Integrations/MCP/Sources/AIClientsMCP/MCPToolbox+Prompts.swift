// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation
import MCP

extension MCPToolbox {
    /// The prompts of the server `server` (every page, at most 100); empty where the server
    /// announced no prompts capability. A name no connected server has is
    /// ``MCPBridgeError/Kind/unsupported``.
    public func prompts(on server: String) async throws -> [MCPPrompt] {
        let connected = try connected(server, else: MCPBridgeError(kind: .unsupported, server: server, message: "no server of that name is connected"))
        guard connected.capabilities?.prompts != nil else { return [] }
        let client = connected.client
        let listed = try await Self.pages(connected, timeout: callTimeout) { cursor in
            try await client.listPrompts(cursor: cursor)
        }
        return listed.map { prompt in
            MCPPrompt(server: server, name: prompt.name, title: prompt.title, description: prompt.description,
                      arguments: (prompt.arguments ?? []).map { .init(name: $0.name, description: $0.description, required: $0.required ?? false) })
        }
    }

    /// The prompts of every connected server, in the order they connected.
    public func prompts() async throws -> [MCPPrompt] {
        var all: [MCPPrompt] = []
        for name in serverNames { all += try await prompts(on: name) }
        return all
    }

    /// The messages of the prompt `name` of the server `server`, filled in with `arguments`.
    ///
    /// Throws ``MCPBridgeError``: ``MCPBridgeError/Kind/unknownPrompt`` where the server has no
    /// such prompt, ``MCPBridgeError/Kind/unsupported`` where it offers no prompts at all,
    /// ``MCPBridgeError/Kind/protocolError`` for the server's other errors (a missing required
    /// argument, say) and content that is not what MCP says, and the kinds of a tool call for
    /// servers that exit or stall.
    public func prompt(_ name: String, on server: String, arguments: [String: String] = [:]) async throws -> [MCPPromptMessage] {
        let connected = try connected(server, else: MCPBridgeError(kind: .unknownPrompt, server: server, prompt: name, message: "no server of that name is connected"))
        guard connected.capabilities?.prompts != nil else {
            throw MCPBridgeError(kind: .unsupported, server: server, prompt: name, message: "the server offers no prompts")
        }
        let client = connected.client
        do {
            let (_, messages) = try await Self.deadline(callTimeout, server: connected, tool: nil, prompt: name) {
                try await client.getPrompt(name: name, arguments: arguments.isEmpty ? nil : arguments)
            }
            return try messages.map { message in
                MCPPromptMessage(role: message.role == .assistant ? .assistant : .user,
                                 content: try Self.content(message.content, server: server, prompt: name))
            }
        } catch let error as MCPBridgeError where error.kind == .protocolError {
            // MCP answers an unknown name and a missing argument with the same code (invalid params): the list tells them apart.
            let known = (try? await prompts(on: server))?.contains { $0.name == name }
            if known == false { throw MCPBridgeError(kind: .unknownPrompt, server: server, prompt: name, message: error.message) }
            throw error
        }
    }

    /// The resources of the server `server` (every page, at most 100); empty where the server
    /// announced no resources capability. A name no connected server has is
    /// ``MCPBridgeError/Kind/unsupported``.
    public func resources(on server: String) async throws -> [MCPResource] {
        let connected = try connected(server, else: MCPBridgeError(kind: .unsupported, server: server, message: "no server of that name is connected"))
        guard connected.capabilities?.resources != nil else { return [] }
        let client = connected.client
        let listed = try await Self.pages(connected, timeout: callTimeout) { cursor in
            try await client.listResources(cursor: cursor)
        }
        return listed.map {
            MCPResource(server: server, uri: $0.uri, name: $0.name, title: $0.title, description: $0.description, mimeType: $0.mimeType, size: $0.size)
        }
    }

    /// The resources of every connected server, in the order they connected.
    public func resources() async throws -> [MCPResource] {
        var all: [MCPResource] = []
        for name in serverNames { all += try await resources(on: name) }
        return all
    }

    /// What the resource at `uri` of the server `server` holds (a resource may have several parts).
    ///
    /// Throws ``MCPBridgeError``: ``MCPBridgeError/Kind/unknownResource`` where the server has
    /// no such resource (MCP's "resource not found", -32002, or any error for a URI it does not
    /// list), ``MCPBridgeError/Kind/unsupported`` where it offers no resources at all,
    /// ``MCPBridgeError/Kind/protocolError`` for a blob that is not base64 and other errors.
    public func readResource(_ uri: String, on server: String) async throws -> [MCPResourceContents] {
        let connected = try connected(server, else: MCPBridgeError(kind: .unknownResource, server: server, resource: uri, message: "no server of that name is connected"))
        guard connected.capabilities?.resources != nil else {
            throw MCPBridgeError(kind: .unsupported, server: server, resource: uri, message: "the server offers no resources")
        }
        let client = connected.client
        do {
            let contents = try await Self.deadline(callTimeout, server: connected, tool: nil, resource: uri) {
                do {
                    return try await client.readResource(uri: uri)
                } catch let error as MCPError where error.code == -32002 {
                    throw MCPBridgeError(kind: .unknownResource, server: server, resource: uri, message: error.localizedDescription)
                }
            }
            return try contents.map { try Self.contents($0, server: server, resource: uri) }
        } catch let error as MCPBridgeError where error.kind == .protocolError {
            let known = (try? await resources(on: server))?.contains { $0.uri == uri }
            if known == false { throw MCPBridgeError(kind: .unknownResource, server: server, resource: uri, message: error.message) }
            throw error
        }
    }

    // MARK: - Conversions from the SDK's types

    static func content(_ content: Prompt.Message.Content, server: String, prompt: String) throws -> MCPContent {
        func decoded(_ base64: String) throws -> Data {
            guard let data = Data(base64Encoded: base64) else {
                throw MCPBridgeError(kind: .protocolError, server: server, prompt: prompt, message: "the server sent data that is not base64")
            }
            return data
        }
        switch content {
        case .text(let text): return .text(text)
        case .image(let data, let mimeType): return .image(try decoded(data), mimeType: mimeType)
        case .audio(let data, let mimeType): return .audio(try decoded(data), mimeType: mimeType)
        case .resource(let resource, _, _): return .resource(try contents(resource, server: server, prompt: prompt, resource: resource.uri))
        case .resourceLink(let uri, let name, _, _, let mimeType, _): return .resourceLink(uri: uri, name: name, mimeType: mimeType)
        }
    }

    static func contents(_ content: Resource.Content, server: String, prompt: String? = nil, resource: String) throws -> MCPResourceContents {
        if let text = content.text { return MCPResourceContents(uri: content.uri, mimeType: content.mimeType, body: .text(text)) }
        guard let blob = content.blob, let data = Data(base64Encoded: blob) else {
            throw MCPBridgeError(kind: .protocolError, server: server, prompt: prompt, resource: resource,
                                 message: "the resource \(content.uri) has neither text nor a base64 blob")
        }
        return MCPResourceContents(uri: content.uri, mimeType: content.mimeType, body: .blob(data))
    }

    /// Every page of a list (at most 100 pages), each within `timeout`.
    static func pages<Item: Sendable>(
        _ server: ConnectedServer, timeout: Duration, _ page: @escaping @Sendable (String?) async throws -> ([Item], String?)
    ) async throws -> [Item] {
        var items: [Item] = []
        var cursor: String?
        for _ in 0..<100 {
            let (listed, next) = try await deadline(timeout, server: server, tool: nil) { [cursor] in try await page(cursor) }
            items += listed
            cursor = next
            if cursor == nil { break }
        }
        return items
    }
}
#endif
