import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The README's chat streaming example, compiled and run against a recorded stream.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeStreamingTests {
    @Test func theReadmeShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("chat-stream", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func chatStreamExample() async throws {
        // A stream recorded with `stream_options: {"include_usage": true}`: its last chunk has the usage.
        let recording = try #require(RecordedStreams.of("/chat/completions").first {
            !$0.body.contains("tool_calls") && $0.body.contains(#""usage":{"#) && $0.source.hasPrefix("crewAIInc/crewAI")
        })
        let (client, script) = try await RecordedStreams.client(replaying: recording)
        var printed = ""
        // Shadows `Swift.print` for the example below, to check what it prints.
        func print(_ items: Any..., separator: String = " ", terminator: String = "\n") {
            printed += items.map { "\($0)" }.joined(separator: separator) + terminator
        }
        // README: chat-stream
        let request = CreateChatCompletionRequest(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o",
            streamOptions: .init(includeUsage: true))   // a last chunk with the usage
        var accumulator = ChatCompletionAccumulator()
        for try await chunk in try await client.chat.completions.stream(request) {
            print(chunk.choices.first?.delta.content ?? "", terminator: "")   // each piece as it arrives
            accumulator.add(chunk)
        }
        let completion = try accumulator.result()   // what `create` would have returned
        print("\n", completion.choices[0].finishReason, completion.usage?.totalTokens ?? 0)
        // README: end
        let content = try #require(completion.choices[0].message.content)
        #expect(!content.isEmpty)
        #expect(printed.hasPrefix(content + "\n "))
        let usage = try #require(completion.usage?.totalTokens)
        #expect(usage > 0)
        #expect(printed.hasSuffix(" \(usage)\n"))
        let sent = try #require(try await script.log().requestBodies.first ?? nil)
        #expect(try JSONDecoder().decode(JSONValue.self, from: Data(sent.utf8))["stream_options"] == ["include_usage": true])
    }
}
