import Foundation
import MCP

// A small MCP server over stdio for the bridge's tests: `add` (two numbers), `fail` (a tool
// error), `picture` (an image and a text), `crash` (the process exits mid-call), `slow`
// (answers after the seconds it is given), and `grow` (adds a tool `extra` and says so).
// With `--http`, over Streamable HTTP on 127.0.0.1 instead (HTTPListener.swift). Also a
// prompt, `review_code` (argument `code`), and two resources, `file:///docs/guide.md` (text)
// and `file:///images/dot.png` (a PNG), unless `--tools-only` (Prompts.swift). With `--raw`, a
// server written without the SDK, for huge results and broken tool lists (RawServer.swift).

if CommandLine.arguments.contains("--raw") {
    let delay = CommandLine.arguments.firstIndex(of: "--delay-list").flatMap { index in
        CommandLine.arguments.indices.contains(index + 1) ? Double(CommandLine.arguments[index + 1]) : nil
    }
    serveRaw(badTools: CommandLine.arguments.contains("--bad-tools"), listDelay: delay ?? 0)
}

let toolsOnly = CommandLine.arguments.contains("--tools-only")
let server = Server(
    name: "aiclients-test-server", version: "1.0.0",
    capabilities: toolsOnly
        ? .init(tools: .init(listChanged: true))
        : .init(prompts: .init(listChanged: false), resources: .init(subscribe: false, listChanged: false), tools: .init(listChanged: true)))
let grown = Grown()

actor Grown {
    var value = false
    func set() { value = true }
}

func tools(grown: Bool) -> [Tool] {
    let number: Value = .object(["type": .string("number")])
    var tools = [
        Tool(name: "add", description: "Adds a and b", inputSchema: .object([
            "type": .string("object"), "properties": .object(["a": number, "b": number]),
            "required": .array([.string("a"), .string("b")]),
        ]), annotations: .init(readOnlyHint: true)),
        Tool(name: "fail", description: "Always fails", inputSchema: .object(["type": .string("object")])),
        Tool(name: "picture", description: "A tiny picture", inputSchema: .object(["type": .string("object")])),
        Tool(name: "crash", description: "Exits the server", inputSchema: .object(["type": .string("object")])),
        Tool(name: "slow", description: "Answers after `seconds`", inputSchema: .object([
            "type": .string("object"), "properties": .object(["seconds": number]),
        ])),
        Tool(name: "grow", description: "Adds the tool extra", inputSchema: .object(["type": .string("object")])),
    ]
    if grown {
        tools.append(Tool(name: "extra", description: "Added while connected", inputSchema: .object(["type": .string("object")])))
    }
    return tools
}

await server.withMethodHandler(ListTools.self) { _ in
    .init(tools: tools(grown: await grown.value))
}

await server.withMethodHandler(CallTool.self) { params in
    switch params.name {
    case "add":
        let a = params.arguments?["a"]?.doubleValue ?? Double(params.arguments?["a"]?.intValue ?? 0)
        let b = params.arguments?["b"]?.doubleValue ?? Double(params.arguments?["b"]?.intValue ?? 0)
        let sum = a + b
        return .init(content: [.text(text: sum == sum.rounded() ? String(Int(sum)) : String(sum), annotations: nil, _meta: nil)], isError: false)
    case "fail":
        return .init(content: [.text(text: "the tool failed on purpose", annotations: nil, _meta: nil)], isError: true)
    case "picture":
        return .init(content: [.text(text: "a dot", annotations: nil, _meta: nil), .image(data: "iVBORw0KGgo=", mimeType: "image/png", annotations: nil, _meta: nil)], isError: false)
    case "crash":
        exit(3)
    case "slow":
        let seconds = params.arguments?["seconds"]?.doubleValue ?? Double(params.arguments?["seconds"]?.intValue ?? 1)
        try await Task.sleep(nanoseconds: UInt64(seconds * 1e9))
        return .init(content: [.text(text: "done", annotations: nil, _meta: nil)], isError: false)
    case "grow":
        await grown.set()
        try await server.notify(ToolListChangedNotification.message())
        return .init(content: [.text(text: "grown", annotations: nil, _meta: nil)], isError: false)
    case "extra":
        return .init(content: [.text(text: "extra works", annotations: nil, _meta: nil)], isError: false)
    default:
        // A JSON-RPC error, as the MCP spec answers a tool the server does not have.
        throw MCPError.invalidParams("Unknown tool: \(params.name)")
    }
}

if !toolsOnly { await addPromptsAndResources(to: server) }

if CommandLine.arguments.contains("--http") {
    // Streamable HTTP on 127.0.0.1 at a free port, printed first; the server ends when its
    // stdin closes, its session is deleted, or after two minutes.
    let transport = StatefulHTTPServerTransport()
    try await server.start(transport: transport)
    let listener = try HTTPListener { request in
        let response = await transport.handleRequest(request)
        // One session per process: once its client ends it, so does the server (after replying).
        if request.method == "DELETE", response.statusCode == 200 {
            Task {
                try? await Task.sleep(for: .milliseconds(200))
                exit(0)
            }
        }
        return response
    }
    listener.start()
    FileHandle.standardOutput.write(Data("\(listener.port)\n".utf8))
    Thread {
        while FileHandle.standardInput.availableData.count > 0 {}
        exit(0)
    }.start()
    try await Task.sleep(for: .seconds(120))
} else {
    try await server.start(transport: StdioTransport())
    await server.waitUntilCompleted()
}
