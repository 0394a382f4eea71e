// Built only with the MCP trait (or in Integrations/MCP), when the MCP Swift SDK is in the
// graph: otherwise this product is an empty module.
#if canImport(MCP)
/// What stops an operation from being served or called: a manifest or configuration that
/// cannot be used (thrown before serving starts), or a call whose arguments are wrong (the
/// caller sees it as an `isError` tool result with ``description``). API errors and timeouts
/// are the runtime's `AIClientError`s.
public struct MCPServeError: Error, Sendable, Hashable, CustomStringConvertible {
    public struct Kind: Sendable, Hashable, CustomStringConvertible {
        private let name: String
        private init(_ name: String) { self.name = name }

        /// The manifest is not JSON, not of ``ServedOperations/format``, or lacks a field.
        public static let invalidManifest = Kind("invalidManifest")
        /// The server's configuration (file or command line) is incomplete or contradictory.
        public static let invalidConfiguration = Kind("invalidConfiguration")
        /// The environment variable that should hold the API key is unset or empty.
        public static let missingCredential = Kind("missingCredential")
        /// A call names no served tool.
        public static let unknownTool = Kind("unknownTool")
        /// A call's arguments are missing a required one, name an unknown one, or have a value
        /// the request cannot carry.
        public static let invalidArguments = Kind("invalidArguments")
        /// A call took longer than the server's call timeout.
        public static let timedOut = Kind("timedOut")

        public var description: String { name }
    }

    public var kind: Kind
    public var message: String

    public init(_ kind: Kind, _ message: String) {
        self.kind = kind
        self.message = message
    }

    public var description: String { message }
}
#endif
