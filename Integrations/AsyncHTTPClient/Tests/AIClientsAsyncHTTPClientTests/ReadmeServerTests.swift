import AIClientsAsyncHTTPClient
import AsyncHTTPClient
import Foundation
import NIOCore
import OpenAIChat
import Testing

// The README's "On a server" example, at file scope as a user writes it: compiled here (not
// run: it would call the real API), and checked to read the same there. Inside an async
// function `try await httpClient.shutdown()` is AsyncHTTPClient's async overload; at top
// level Swift picked the one that returns an EventLoopFuture and warned three times.
// README: server-transport
/// One answer from the server. In an app, make the `HTTPClient` once and shut it down when
/// the app stops; here it lives for one call.
func reply(to prompt: String, eventLoopGroup: any EventLoopGroup, key: String) async throws -> String {
    let httpClient = HTTPClient(
        eventLoopGroup: eventLoopGroup,   // Vapor: app.eventLoopGroup; Hummingbird: app.eventLoopGroup
        configuration: AsyncHTTPClientTransport.recommendedHTTPClientConfiguration())
    let client = OpenAIClient(apiKey: key, transport: AsyncHTTPClientTransport(httpClient: httpClient))
    do {
        let completion = try await client.chat.completions.create(.init(messages: [.user(prompt)], model: "gpt-4o"))
        try await httpClient.shutdown()   // you own the HTTPClient: shut it down, on errors too
        return completion.choices.first?.message.content ?? ""
    } catch {
        try? await httpClient.shutdown()
        throw error
    }
}
// README: end

/// The README's "On a server" example reads as `reply(to:eventLoopGroup:key:)` above.
@Suite
struct ReadmeServerTests {
    @Test func theReadmeShowsThisCode() throws {
        let readme = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("README.md")
        let documented = try Self.block("server-transport", in: String(contentsOf: readme, encoding: .utf8))
        let tested = try Self.region("server-transport", in: String(contentsOf: URL(fileURLWithPath: #filePath), encoding: .utf8))
        #expect(!tested.isEmpty)
        #expect(documented == tested)
    }

    /// The README's code block after `<!-- snippet: name … -->`, without its `import` lines.
    static func block(_ name: String, in text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)..<close].filter { !$0.hasPrefix("import ") }.drop { $0.isEmpty }.map { $0 }
    }

    /// The lines between `// README: name` and `// README: end`, without their common indent.
    static func region(_ name: String, in text: String) throws -> [String] {
        let lines = text.components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name)" }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: end" })
        else { return [] }
        let region = lines[(begin + 1)..<end]
        let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return region.map { String($0.dropFirst(indent)) }
    }
}
