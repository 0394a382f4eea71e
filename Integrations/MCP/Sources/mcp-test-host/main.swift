import AIClientsMCP
import Foundation
#if canImport(Darwin)
import Darwin
#elseif canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// An app that uses `MCPToolbox`, in a process of its own: what happens to the host when a server
// dies must not happen to the test runner, and its CPU time must be its own.
//
//   mcp-test-host dead-server SERVER [--ignore-sigpipe]
//       Connects to SERVER (mcp-test-server), calls `crash` (the server exits), then `add` three
//       times on the dead server through the tool handlers, as a tool loop would, and prints
//       each answer; then idles for two seconds and prints the CPU time that took.
//       `--ignore-sigpipe` first ignores SIGPIPE, as some apps do.
//   mcp-test-host bench SERVER MIB…
//       Connects to `SERVER --raw` and times a tool result of each size (Scripts/bench-mcp).

/// The CPU time of this process so far, in seconds.
func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("mcp-test-host: \(message)\n".utf8))
    exit(2)
}

let arguments = Array(CommandLine.arguments.dropFirst())
guard arguments.count >= 2 else { fail("usage: mcp-test-host dead-server|bench SERVER …") }
let server = arguments[1]

switch arguments[0] {
case "dead-server":
    if arguments.contains("--ignore-sigpipe") { signal(SIGPIPE, SIG_IGN) }
    let toolbox = MCPToolbox(callTimeout: .seconds(20))
    try await toolbox.connect("test", command: server, arguments: ["--tools-only"])
    let handlers = try await toolbox.handlers()
    guard let crash = handlers.first(where: { $0.name == "crash" }), let add = handlers.first(where: { $0.name == "add" }) else {
        fail("the server has no crash or add tool")
    }
    print("crash: \(try await crash(arguments: "{}"))")
    for index in 1...3 {
        print("add \(index): \(try await add(arguments: #"{"a": 1, "b": 2}"#))")
    }
    let before = cpuSeconds()
    try await Task.sleep(for: .seconds(2))
    print("idle-cpu: \(cpuSeconds() - before)")
    await toolbox.close()

case "bench":
    let toolbox = MCPToolbox(callTimeout: .seconds(600))
    try await toolbox.connect("raw", command: server, arguments: ["--raw"])
    print("| result | time | bytes received |")
    print("| --- | --- | --- |")
    for size in arguments.dropFirst(2) {
        guard let mebibytes = Int(size), mebibytes > 0 else { fail("not a size in MiB: \(size)") }
        let bytes = mebibytes << 20
        let start = ContinuousClock.now
        let text = try await toolbox.call("huge", on: "raw", arguments: #"{"bytes": \#(bytes)}"#)
        let elapsed = ContinuousClock.now - start
        guard text.utf8.count == bytes else { fail("\(size) MiB: \(text.utf8.count) bytes arrived") }
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        print("| \(mebibytes) MiB | \(String(format: "%.3f", seconds)) s | \(text.utf8.count) |")
    }
    await toolbox.close()

default:
    fail("unknown mode \(arguments[0])")
}
