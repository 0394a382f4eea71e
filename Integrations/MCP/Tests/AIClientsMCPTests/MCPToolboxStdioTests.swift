@testable import AIClientsMCP
import Foundation
import Testing

/// The stdio connection itself, against real processes: a server that exits under a host app
/// (`mcp-test-host`, an app of its own), huge and over-long messages and tool lists that do
/// not decode (`mcp-test-server --raw`), and what a call leaves behind.
@Suite(.timeLimit(.minutes(5)))
struct MCPToolboxStdioTests {
    static let server = MCPToolboxTests.server
    static let host = ServerProcess.executable("mcp-test-host")

    /// Runs `mcp-test-host` to its end (at most 60 s): how it ended and what it printed.
    static func runHost(_ arguments: [String]) async throws -> (reason: Process.TerminationReason, status: Int32, lines: [String]) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: host)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        for _ in 0..<1200 where process.isRunning { try await Task.sleep(for: .milliseconds(50)) }
        if process.isRunning {
            process.terminate()
            Issue.record("mcp-test-host \(arguments) did not end within 60 s")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        return (process.terminationReason, process.terminationStatus, text.split(separator: "\n").map(String.init))
    }

    /// A server that exits does not take the app with it (SIGPIPE, exit 141, when the next call
    /// writes to its pipe), each later call answers the model with the error, and nothing keeps
    /// running for the dead server: the app idles at next to no CPU (the SDK's client loop spun
    /// on the ended stream, 6.95 s of CPU in 10 s). Also where the app ignores SIGPIPE itself.
    @Test(arguments: [false, true])
    func aServerThatExitsNeitherKillsNorBusiesTheApp(appIgnoresSIGPIPE: Bool) async throws {
        let run = try await Self.runHost(["dead-server", Self.server] + (appIgnoresSIGPIPE ? ["--ignore-sigpipe"] : []))
        #expect(run.reason == .exit, "the host ended by signal \(run.status): \(run.lines)")
        #expect(run.status == 0, "\(run.lines)")
        #expect(run.lines.first == "crash: Error: tool 'crash' of MCP server 'test': the server process exited with status 3", "\(run.lines)")
        for index in 1...3 {
            let answer = run.lines.first { $0.hasPrefix("add \(index): ") }
            #expect(answer?.hasPrefix("add \(index): Error: tool 'add' of MCP server 'test': ") == true, "\(run.lines)")
        }
        let idle = run.lines.first { $0.hasPrefix("idle-cpu: ") }.flatMap { Double($0.dropFirst("idle-cpu: ".count)) }
        // Two seconds idle: a spinning loop takes most of them even on a loaded machine.
        #expect(idle.map { $0 < 0.4 } == true, "CPU time in 2 s idle: \(idle.map { "\($0) s" } ?? "not printed")")
    }

    /// 1 MiB and 8 MiB results arrive whole. The bound only catches a read that is not linear:
    /// the SDK's quadratic read took 11.6 s for 1 MiB and 48.8 s for 2 MiB (some 13 minutes for
    /// 8 MiB); Scripts/bench-mcp measures the release build (well under a second each).
    @Test func hugeResultsArriveWholeAndInLinearTime() async throws {
        let toolbox = MCPToolbox(callTimeout: .seconds(120))
        try await toolbox.connect("raw", command: Self.server, arguments: ["--raw"])
        let start = ContinuousClock.now
        for mebibytes in [1, 8] {
            let text = try await toolbox.call("huge", on: "raw", arguments: #"{"bytes": \#(mebibytes << 20)}"#)
            #expect(text.utf8.count == mebibytes << 20)
            #expect(text.utf8.allSatisfy { $0 == UInt8(ascii: "x") })
        }
        #expect(ContinuousClock.now - start < .seconds(60))
        await toolbox.close()
    }

    /// A message over `maxMessageBytes` is a typed error as soon as the limit is passed (not at
    /// the call's timeout), the server's process is ended, and later calls say why at once.
    @Test func aMessageOverTheLimitIsATypedErrorAndEndsTheServer() async throws {
        let toolbox = MCPToolbox(callTimeout: .seconds(60), maxMessageBytes: 1 << 20)
        try await toolbox.connect("raw", command: Self.server, arguments: ["--raw"])
        #expect(try await toolbox.call("huge", on: "raw", arguments: #"{"bytes": 1000}"#).count == 1000)
        let start = ContinuousClock.now
        let error = await #expect(throws: MCPBridgeError.self) {
            _ = try await toolbox.call("huge", on: "raw", arguments: #"{"bytes": 4194304}"#)
        }
        #expect(error?.kind == .messageTooLarge)
        #expect(error?.description.contains("longer than 1048576 bytes") == true, "\(error?.description ?? "")")
        #expect(ContinuousClock.now - start < .seconds(20))
        let again = await #expect(throws: MCPBridgeError.self) {
            _ = try await toolbox.call("huge", on: "raw", arguments: #"{"bytes": 10}"#)
        }
        #expect(again?.kind == .messageTooLarge)
        let connected = try await toolbox.connected("raw", else: MCPBridgeError(kind: .unknownTool, server: "raw", message: "not connected"))
        for _ in 0..<200 where connected.process?.isRunning == true { try await Task.sleep(for: .milliseconds(50)) }
        #expect(connected.process?.isRunning == false)
        await toolbox.close()
    }

    /// A server whose tool list does not decode costs only its own tools, and is reported in
    /// `listingErrors` as soon as its list arrives (not after `callTimeout`).
    @Test func aToolListThatDoesNotDecodeCostsOnlyItsServersTools() async throws {
        let toolbox = MCPToolbox(callTimeout: .seconds(30))
        try await toolbox.connect("good", command: Self.server, arguments: ["--tools-only"])
        try await toolbox.connect("bad", command: Self.server, arguments: ["--raw", "--bad-tools"])
        let start = ContinuousClock.now
        let handlers = try await toolbox.handlers()
        #expect(ContinuousClock.now - start < .seconds(10))
        #expect(handlers.map(\.name) == ["add", "fail", "picture", "crash", "slow", "grow"])
        let errors = await toolbox.listingErrors
        #expect(errors.map(\.server) == ["bad"])
        #expect(errors.first?.kind == .protocolError)
        #expect(errors.first?.message.contains("tool list") == true, "\(errors.first?.message ?? "")")
        let add = try #require(handlers.first { $0.name == "add" })
        #expect(try await add(arguments: #"{"a": 1, "b": 2}"#) == "3")
        // Listed again, the good server's tools come back and the error stays reported.
        #expect(try await toolbox.handlers().count == 6)
        #expect(await toolbox.listingErrors.map(\.server) == ["bad"])
        await toolbox.close()

        // With no server to list, the error is thrown.
        let alone = MCPToolbox(callTimeout: .seconds(30))
        try await alone.connect("bad", command: Self.server, arguments: ["--raw", "--bad-tools"])
        let error = await #expect(throws: MCPBridgeError.self) { _ = try await alone.handlers() }
        #expect(error?.server == "bad")
        await alone.close()
    }

    /// A server that does not list in time costs only its own tools too, and the servers are
    /// listed at once (the slow one's timeout is the whole wait).
    @Test func aServerThatListsTooSlowlyCostsOnlyItsOwnTools() async throws {
        let toolbox = MCPToolbox(callTimeout: .seconds(2))
        try await toolbox.connect("good", command: Self.server, arguments: ["--tools-only"])
        try await toolbox.connect("slow", command: Self.server, arguments: ["--raw", "--delay-list", "30"])
        let handlers = try await toolbox.handlers()
        #expect(handlers.count == 6)
        #expect(await toolbox.listingErrors.map(\.kind) == [.timedOut])
        await toolbox.close()
    }

    /// A call's handlers (its timer, what it does if the server exits) go when the call ends:
    /// a server that answers many calls holds none of them.
    @Test func aCallLeavesNothingBehindOnItsServer() async throws {
        let toolbox = MCPToolbox()
        try await toolbox.connect("test", command: Self.server, arguments: ["--tools-only"])
        let connected = try await toolbox.connected("test", else: MCPBridgeError(kind: .unknownTool, server: "test", message: "not connected"))
        let before = connected.exit.waitingCount
        for index in 0..<20 {
            #expect(try await toolbox.call("add", on: "test", arguments: #"{"a": \#(index), "b": 1}"#) == String(index + 1))
        }
        _ = try? await toolbox.call("fail", on: "test")
        _ = try await toolbox.handlers()
        #expect(connected.exit.waitingCount == before)
        await toolbox.close()
    }
}
