import AIClientRuntime
import AIClientsObservability
import Foundation
import InMemoryTracing
import Logging
import Testing

/// The README's "Logging, tracing and metrics" example, run against the loopback server, and
/// kept the same as the README's block.
@Suite struct ReadmeTests {
    /// What the example calls `client`: anything with a `core` (the generated clients have one).
    struct Client { var core: APIClientCore }

    @Test func theExampleLogsACall() async throws {
        let base = try await Loopback.session([Loopback.json(["object": "list", "data": []])])
        var client = Client(core: APIClientCore(baseURL: base, authentication: .bearer("sk-readme"), retryPolicy: .none))
        // README: observability
        // Logs to `logger`; traces and counts where the app bootstrapped InstrumentationSystem and MetricsSystem.
        client.core.middlewares.append(ObservabilityMiddleware(logger: Logger(label: "ai")))
        // README: end
        #expect(client.core.middlewares.count == 1)
        let reply = try await client.core.send(RequestComponents(method: "GET", path: "/models", operation: "listModels"), as: JSONValue.self)
        #expect(reply.value["object"] == "list")
        #expect(try Self.readmeBlock("observability") == Self.testedRegion("observability"))
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The README block under `<!-- snippet: name …`, without imports, the client's creation and
    /// leading blank lines.
    static func readmeBlock(_ name: String) throws -> [String] {
        let lines = try String(contentsOf: repository.appendingPathComponent("README.md"), encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)..<close]
            .filter { !$0.hasPrefix("import ") && !$0.contains("Client(apiKey: key)") }
            .drop { $0.isEmpty }.map { $0 }
    }

    /// This file's lines between `// README: name` and `// README: end`, dedented.
    static func testedRegion(_ name: String) throws -> [String] {
        let lines = try String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8).components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name)" }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: end" }) else { return [] }
        return lines[(begin + 1)..<end].map { $0.trimmingCharacters(in: .whitespaces) }
    }
}
