import Foundation
import Testing

/// `aiclients-mcp-serve` driven by the MCP Python SDK (`pip install mcp`), an implementation we
/// did not write, through `Python/drive_server.py`. Skipped when `python3 -c "import mcp"` fails.
@Suite(.timeLimit(.minutes(3)), .enabled(if: PythonMCP.isAvailable, "the MCP Python SDK is not installed (pip install mcp)"))
struct PythonClientTests {
    @Test func thePythonSDKListsTheToolsAndCallsThem() async throws {
        let session = try await ModelServer.scripted([
            ["status": 200, "json": ["object": "list", "data": [["object": "embedding", "index": 0, "embedding": [0.5]]], "model": "m"]],
        ])
        let config: [String: Any] = [
            "command": ServerProcess.serve,
            "args": ["--manifest", MCPOperationServerTests.openAI, "--provider", "openai", "--base-url", session.base.absoluteString],
            "env": ["OPENAI_API_KEY": MCPOperationServerTests.key],
            "calls": [
                ["name": "createEmbedding", "arguments": ["input": "hello", "model": "text-embedding-3-small"]],
                ["name": "retrieveModel", "arguments": [:] as [String: Any]],
            ],
        ]
        let output = try await PythonMCP.drive(config)
        let tools = output["tools"] as? [[String: Any]] ?? []
        let manifest = try MCPOperationServerTests.manifestTools(MCPOperationServerTests.openAI)
        #expect(tools.compactMap { $0["name"] as? String } == manifest.compactMap { $0["name"] as? String })
        for (tool, entry) in zip(tools, manifest) {
            #expect(try MCPOperationServerTests.canonical(tool["inputSchema"] ?? [:]) == MCPOperationServerTests.canonical(entry["inputSchema"] ?? [:]))
        }
        let calls = output["calls"] as? [[String: Any]] ?? []
        #expect(calls.count == 2)
        #expect(calls.first?["isError"] as? Bool == false)
        let text = ((calls.first?["content"] as? [[String: Any]])?.first?["text"] as? String) ?? ""
        #expect(text.contains(#""embedding": [0.5]"#))
        #expect(calls.last?["isError"] as? Bool == true)
        #expect(((calls.last?["content"] as? [[String: Any]])?.first?["text"] as? String) == "retrieveModel: missing required argument 'model'")
        let log = try await session.log()
        #expect(log.count == 1)
        #expect(log.first?["method"] as? String == "POST")
        #expect(log.first?["path"] as? String == "/embeddings")
        #expect(try MCPOperationServerTests.canonical(log.first?["body_json"] ?? [:]) == MCPOperationServerTests.canonical(["input": "hello", "model": "text-embedding-3-small"]))
    }
}

enum PythonMCP {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Python/drive_server.py").path

    /// Whether `python3` can import the MCP SDK (checked once, within 30 seconds).
    static let isAvailable: Bool = {
        guard let result = try? run(["-c", "import mcp"], timeout: 30) else { return false }
        return result.status == 0
    }()

    /// Runs the driver with `config` and returns what it printed.
    static func drive(_ config: [String: Any]) async throws -> [String: Any] {
        let argument = String(decoding: try JSONSerialization.data(withJSONObject: config), as: UTF8.self)
        let result = try await Task.detached { try run([script, argument], timeout: 90) }.value
        guard result.status == 0 else { throw Failure(description: "drive_server.py exited \(result.status): \(result.errors)") }
        guard let output = try JSONSerialization.jsonObject(with: result.output) as? [String: Any] else {
            throw Failure(description: "drive_server.py printed no JSON object")
        }
        return output
    }

    /// `python3 arguments`, waiting at most `timeout` seconds (then it is terminated).
    static func run(_ arguments: [String], timeout: Double) throws -> (status: Int32, output: Data, errors: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        let output = Pipe()
        let errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        process.standardInput = FileHandle.nullDevice
        let ended = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in ended.signal() }
        try process.run()
        // Read while it runs, so that a full pipe never blocks it.
        let out = Mutex(Data())
        let err = Mutex(Data())
        let reading = DispatchGroup()
        DispatchQueue.global().async(group: reading) { out.withLock { $0 = output.fileHandleForReading.readDataToEndOfFile() } }
        DispatchQueue.global().async(group: reading) { err.withLock { $0 = errors.fileHandleForReading.readDataToEndOfFile() } }
        if ended.wait(timeout: .now() + timeout) == .timedOut {
            process.terminate()
            _ = ended.wait(timeout: .now() + 5)
            throw Failure(description: "python3 \(arguments.first ?? "") did not finish within \(timeout) s")
        }
        _ = reading.wait(timeout: .now() + 5)
        return (process.terminationStatus, out.withLock { $0 }, String(decoding: err.withLock { $0 }, as: UTF8.self))
    }
}
