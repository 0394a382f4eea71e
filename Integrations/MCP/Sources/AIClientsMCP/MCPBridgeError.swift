// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
/// What went wrong with an MCP server. In a tool loop it becomes the tool's result (the model
/// reads it and may try something else); ``MCPToolbox`` throws it where no model is involved.
public struct MCPBridgeError: Error, Sendable, CustomStringConvertible {
    public enum Kind: Sendable, Hashable {
        /// The server process could not be started.
        case launchFailed
        /// A server over HTTP could not be reached, answered with an HTTP error, or failed
        /// MCP's handshake.
        case connectionFailed
        /// The server process ended (its exit status is in the description).
        case serverExited
        /// The server did not answer within the time limit.
        case timedOut
        /// The tool answered with `isError: true`.
        case toolFailed
        /// The model called a tool no connected server has.
        case unknownTool
        /// The server has no prompt of that name.
        case unknownPrompt
        /// The server has no resource at that URI.
        case unknownResource
        /// The server does not offer what was asked for (prompts or resources: it announced
        /// no such capability when it connected).
        case unsupported
        /// The MCP exchange failed (a protocol error, a malformed answer).
        case protocolError
        /// A server over stdio sent a message longer than ``MCPToolbox/maxMessageBytes``; the
        /// connection to it is closed and its process ended.
        case messageTooLarge
    }

    public var kind: Kind
    /// The server's name as given to ``MCPToolbox/connect(_:command:arguments:environment:)``
    /// or ``MCPToolbox/connect(_:url:headers:)``.
    public var server: String
    /// The tool, for errors of one call.
    public var tool: String?
    public var message: String
    /// The prompt, for errors of ``MCPToolbox/prompt(_:on:arguments:)``.
    public var prompt: String?
    /// The resource's URI, for errors of ``MCPToolbox/readResource(_:on:)``.
    public var resource: String?

    init(kind: Kind, server: String, tool: String? = nil, prompt: String? = nil, resource: String? = nil, message: String) {
        self.kind = kind
        self.server = server
        self.tool = tool
        self.message = message
        self.prompt = prompt
        self.resource = resource
    }

    public var description: String {
        let place = if let tool {
            "tool '\(tool)' of MCP server '\(server)'"
        } else if let prompt {
            "prompt '\(prompt)' of MCP server '\(server)'"
        } else if let resource {
            "resource \(resource) of MCP server '\(server)'"
        } else {
            "MCP server '\(server)'"
        }
        return "\(place): \(message)"
    }
}
#endif
