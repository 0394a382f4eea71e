// The MCP Swift SDK is in the graph only with the main package's MCP trait (Integrations/MCP
// builds it so): without it this executable says how to build it, and exits.
#if canImport(MCP)
import AIClientsMCP
import Foundation

// `aiclients-mcp-serve`: serves a tool manifest (`generate-client mcp-tools`) as MCP tools
// over standard input and output. Everything but the protocol goes to standard error.

let usage = """
    USAGE: aiclients-mcp-serve [--config FILE] [--manifest FILE] [--provider P] [--base-url URL]
                               [--api-key-env NAME] [--tools A,B] [--timeout SECONDS]

    Serves the operations of a manifest written by `generate-client mcp-tools` as MCP tools over
    standard input and output, each call sent to the API with the key from an environment variable.
      --config FILE       A JSON file with any of: manifest (relative to the file), provider,
                          baseURL, apiKeyEnvironmentVariable, tools, timeoutSeconds. Options
                          given here override it.
      --manifest FILE     The tool manifest.
      --provider P        openai, anthropic, bearer, basic, header:NAME, query:NAME or none
                          (default: the manifest's, from the spec's securitySchemes).
      --base-url URL      Where requests go (default: the provider's, else the spec's server).
      --api-key-env NAME  The environment variable that holds the key (default: OPENAI_API_KEY
                          for openai, ANTHROPIC_API_KEY for anthropic).
      --tools A,B         Serve only these tools (names or operation ids).
      --timeout SECONDS   How long one call may take, retries included (default 120).
    """

func fail(_ message: String, status: Int32) -> Never {
    FileHandle.standardError.write(Data("aiclients-mcp-serve: \(message)\n".utf8))
    exit(status)
}

func parse(_ arguments: [String]) throws(MCPServeError) -> MCPServeConfiguration {
    var file: MCPServeConfiguration?
    var given = MCPServeConfiguration()
    var index = 0
    func value(_ name: String) throws(MCPServeError) -> String {
        index += 1
        guard index < arguments.count else { throw MCPServeError(.invalidConfiguration, "\(name) needs a value") }
        return arguments[index]
    }
    while index < arguments.count {
        let argument = arguments[index]
        switch argument {
        case "--config": file = try MCPServeConfiguration.read(contentsOf: URL(fileURLWithPath: try value(argument)))
        case "--manifest": given.manifest = try value(argument)
        case "--provider": given.provider = try .init(parsing: try value(argument))
        case "--base-url": given.baseURL = try value(argument)
        case "--api-key-env": given.apiKeyEnvironmentVariable = try value(argument)
        case "--tools": given.tools = try value(argument).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        case "--timeout":
            let text = try value(argument)
            guard let seconds = Double(text) else { throw MCPServeError(.invalidConfiguration, "--timeout expects seconds, not '\(text)'") }
            given.timeoutSeconds = seconds
        default: throw MCPServeError(.invalidConfiguration, "unknown argument '\(argument)'")
        }
        index += 1
    }
    return (file ?? MCPServeConfiguration()).overridden(by: given)
}

let arguments = Array(CommandLine.arguments.dropFirst())
if arguments.contains("--help") || arguments.contains("-h") {
    print(usage)
    exit(0)
}
let server: MCPOperationServer
do {
    server = try parse(arguments).makeServer()
} catch {
    fail("\(error.message)\nRun 'aiclients-mcp-serve --help' for usage.", status: error.kind == .invalidConfiguration ? 2 : 1)
}
do {
    try await server.serve()
} catch {
    fail("\(error)", status: 1)
}
#else
import Foundation

FileHandle.standardError.write(Data("""
    aiclients-mcp-serve was built without the MCP trait: build it with `swift build --traits MCP \
    --product aiclients-mcp-serve`, or from a package that enables the trait.\n
    """.utf8))
exit(1)
#endif
