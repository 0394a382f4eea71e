// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
import Foundation
import MCP
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

extension MCPToolbox {
    /// Connects to an MCP server over Streamable HTTP: `url` is its MCP endpoint (often ending
    /// in `/mcp`), and `headers` go with every request (an `Authorization` header, say).
    ///
    /// The server's tools join those of the other servers, and calls are bounded by the same
    /// timeouts. A server that cannot be reached, or that answers the handshake with an HTTP
    /// error (401, 404, 500…), is an ``MCPBridgeError`` of kind
    /// ``MCPBridgeError/Kind/connectionFailed``. On Linux, messages the server sends on its own
    /// (outside a reply, such as a changed tool list announced later) do not arrive: the SDK
    /// keeps no event stream open there.
    public func connect(_ name: String, url: URL, headers: [String: String] = [:]) async throws {
        guard let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https", url.host != nil else {
            throw MCPBridgeError(kind: .connectionFailed, server: name, message: "\(url.absoluteString) is not an http or https URL")
        }
        let configuration = URLSessionConfiguration.ephemeral
        // Our own deadlines end calls; the session's limit only has to be longer.
        configuration.timeoutIntervalForRequest = Self.seconds(max(callTimeout, connectTimeout)) + 10
        let http = HTTPClientTransport(endpoint: url, configuration: configuration, streaming: true) { request in
            var request = request
            for (field, value) in headers { request.setValue(value, forHTTPHeaderField: field) }
            return request
        }
        let transport = StreamableHTTPLink(http, headers: headers)
        let client = Client(name: "AIClients", version: "1.0.0")
        let server = ConnectedServer(name: name, client: client, transport: transport, process: nil, exit: ServerEnd(), pipes: [])
        do {
            let result = try await Self.deadline(connectTimeout, server: server, tool: nil) {
                try await client.connect(transport: transport)
            }
            // The SDK does this itself only for its own transport type.
            await http.updateNegotiatedProtocolVersion(result.protocolVersion)
            server.capabilities = result.capabilities
            await client.onNotification(ToolListChangedNotification.self) { [server] _ in server.markStale() }
        } catch let error as MCPBridgeError {
            await server.abandon()
            // A handshake that fails over HTTP fails to connect, whatever the layer that said so.
            throw error.kind == .protocolError ? MCPBridgeError(kind: .connectionFailed, server: name, message: "cannot connect to \(url.absoluteString): \(error.message)") : error
        }
        append(server)
    }

    static func seconds(_ duration: Duration) -> Double {
        Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
    }
}
#endif
