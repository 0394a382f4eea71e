import Foundation
import Testing

/// The README's swift-otel example (`Examples/otel-example`), run as the program it is against
/// the loopback model server and a tiny OTLP/HTTP receiver on 127.0.0.1 (Python/otlp_receiver.py):
/// the call's span, histograms and log line arrive over OTLP (protobuf, swift-otel's default).
@Suite(.timeLimit(.minutes(5))) struct OTelExampleTests {
    struct Failure: Error, CustomStringConvertible { var description: String }

    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let package = here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example's executable beside this test binary (the package's build folder).
    static var example: URL {
        let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("otel-example")
        if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
        return package.appendingPathComponent(".build/debug/otel-example")
    }

    @Test func theExampleExportsTheCallsSpanMetricsAndLogOverOTLP() async throws {
        let receiver = try Receiver.start()
        defer { receiver.stop() }
        let base = try await Loopback.session([Loopback.json(ObservabilityMiddlewareTests.chatReply)])

        let run = try Self.runExample(environment: [
            "OPENAI_BASE_URL": base.absoluteString,
            "OPENAI_API_KEY": "sk-otel-example",
            "OTEL_EXPORTER_OTLP_ENDPOINT": "http://127.0.0.1:\(receiver.port)",
        ])
        #expect(run.status == 0, "otel-example exited with \(run.status):\n\(run.output)")
        #expect(run.output.contains("private answer"))

        let exports = receiver.stop()
        let spans = exports.filter { $0["path"] as? String == "/v1/traces" }.flatMap { $0["spans"] as? [[String: Any]] ?? [] }
        let span = try #require(spans.first { $0["name"] as? String == "chat gpt-4o" }, "no span `chat gpt-4o` among \(spans)")
        let attributes = span["attributes"] as? [String: Any] ?? [:]
        #expect(attributes["gen_ai.operation.name"] as? String == "chat")
        #expect(attributes["gen_ai.provider.name"] as? String == "openai")
        #expect(attributes["gen_ai.request.model"] as? String == "gpt-4o")
        #expect(attributes["gen_ai.response.model"] as? String == "gpt-4o-2024-08-06")
        #expect(attributes["gen_ai.response.id"] as? String == "chatcmpl-7")
        #expect(attributes["gen_ai.usage.input_tokens"] as? Int == 12)
        #expect(attributes["gen_ai.usage.output_tokens"] as? Int == 3)
        #expect(attributes["server.address"] as? String == "127.0.0.1")

        let metrics = exports.filter { $0["path"] as? String == "/v1/metrics" }.flatMap { $0["metrics"] as? [String] ?? [] }
        #expect(metrics.contains("gen_ai.client.operation.duration"), "\(metrics)")
        #expect(metrics.contains("gen_ai.client.token.usage"), "\(metrics)")
        let logs = exports.filter { $0["path"] as? String == "/v1/logs" }.flatMap { $0["logs"] as? [String] ?? [] }
        #expect(logs.contains { $0.hasPrefix("chat gpt-4o: 200 in ") }, "\(logs)")
        #expect(!exports.contains { $0["error"] != nil }, "the receiver could not read an export: \(exports)")
        // Never a prompt or a reply's text.
        #expect(!exports.description.contains("Hello") && !exports.description.contains("private answer"))
    }

    /// Runs the example to its end (at most 60 s), with its standard output and error in a file.
    static func runExample(environment: [String: String]) throws -> (status: Int32, output: String) {
        let log = FileManager.default.temporaryDirectory.appendingPathComponent("otel-example-\(UUID().uuidString).log")
        _ = FileManager.default.createFile(atPath: log.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: log) }
        let output = try FileHandle(forWritingTo: log)
        defer { try? output.close() }
        let process = Process()
        process.executableURL = example
        process.environment = environment.merging(["PATH": ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"]) { $1 }
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        try process.run()
        for _ in 0..<600 where process.isRunning { Thread.sleep(forTimeInterval: 0.1) }
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
            throw Failure(description: "otel-example did not end within 60 s: \((try? String(contentsOf: log, encoding: .utf8)) ?? "")")
        }
        process.waitUntilExit()
        return (process.terminationStatus, (try? String(contentsOf: log, encoding: .utf8)) ?? "")
    }
}

/// Python/otlp_receiver.py on 127.0.0.1: one JSON line per export; it exits when its stdin
/// closes (or after two minutes).
final class Receiver: @unchecked Sendable {
    let process = Process()
    let input = Pipe()
    let output = Pipe()
    private(set) var port = 0
    private let lock = NSLock()
    private var exports: [[String: Any]]?

    static func start() throws -> Receiver {
        let receiver = Receiver()
        receiver.process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        receiver.process.arguments = ["python3", OTelExampleTests.here.appendingPathComponent("Python/otlp_receiver.py").path, "--lifetime", "120"]
        receiver.process.standardInput = receiver.input
        receiver.process.standardOutput = receiver.output
        try receiver.process.run()
        var bytes = Data()
        for _ in 0..<100 where !bytes.contains(UInt8(ascii: "\n")) {
            let chunk = receiver.output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            bytes.append(chunk)
        }
        let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n")
        guard let first = lines.first, let port = Int(first) else {
            receiver.process.terminate()
            throw OTelExampleTests.Failure(description: "the OTLP receiver printed no port")
        }
        receiver.port = port
        receiver.pending = Data(lines.dropFirst().joined(separator: "\n").utf8)
        return receiver
    }

    private var pending = Data()

    /// Stops the receiver (once) and returns every export it printed.
    @discardableResult func stop() -> [[String: Any]] {
        lock.lock()
        defer { lock.unlock() }
        if let exports { return exports }
        try? input.fileHandleForWriting.close()
        let rest = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: pending + rest, as: UTF8.self)
        let parsed = text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
        exports = parsed
        return parsed
    }
}
