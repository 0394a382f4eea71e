import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Real recorded Chat Completions and legacy Completions streams, replayed in small delayed
/// chunks through the loopback server into `client.chat.completions.stream` and
/// `client.completions.stream`, then accumulated and compared with what the recording says.
@Suite(.serialized, .timeLimit(.minutes(10)))
struct ChatStreamReplayTests {
    @Test func theFixturesHoldEveryRecordedStream() {
        #expect(RecordedStreams.all.count == 31)
        for path in ["/chat/completions", "/completions", "/responses", "/threads/runs", "/audio/speech", "/audio/transcriptions"] {
            #expect(!RecordedStreams.of(path).isEmpty, "no recording of \(path)")
        }
    }

    @Test(arguments: RecordedStreams.of("/chat/completions"))
    func chatCompletion(_ recording: RecordedStream) async throws {
        let (client, script) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateChatCompletionRequest.self)
        var accumulator = ChatCompletionAccumulator()
        var chunks = 0
        for try await chunk in try await client.chat.completions.stream(request) {
            accumulator.add(chunk)
            chunks += 1
        }
        let completion = try accumulator.result()

        // What the recording says, read from its raw JSON.
        let raw = recording.rawEvents.filter { $0.data != "[DONE]" }.compactMap(\.object)
        #expect(chunks == raw.count)
        let choices = raw.flatMap { $0["choices"] as? [[String: Any]] ?? [] }.filter { $0["index"] as? Int == 0 }
        let deltas = choices.compactMap { $0["delta"] as? [String: Any] }
        let content = deltas.compactMap { $0["content"] as? String }
        let finishReason = choices.compactMap { $0["finish_reason"] as? String }.last
        #expect(completion.id == raw.first?["id"] as? String)
        #expect(completion.choices.count == 1)
        #expect(completion.choices.first?.message.content == (content.isEmpty ? nil : content.joined()))
        #expect(completion.choices.first?.finishReason.rawValue == finishReason)
        #expect(completion.usage?.totalTokens == raw.compactMap { $0["usage"] as? [String: Any] }.last?["total_tokens"] as? Int)

        // Tool calls: the fragments of each index, joined.
        var expectedCalls: [Int: (id: String, name: String, arguments: String)] = [:]
        for call in deltas.flatMap({ $0["tool_calls"] as? [[String: Any]] ?? [] }) {
            guard let index = call["index"] as? Int else { continue }
            let function = call["function"] as? [String: Any]
            var current = expectedCalls[index] ?? ("", "", "")
            if let id = call["id"] as? String { current.id = id }
            if let name = function?["name"] as? String, current.name.isEmpty { current.name = name }
            current.arguments += function?["arguments"] as? String ?? ""
            expectedCalls[index] = current
        }
        let calls = completion.choices.first?.message.toolCalls ?? []
        #expect(calls.count == expectedCalls.count)
        for (index, call) in calls.enumerated() {
            guard case .function(let function) = call, let expected = expectedCalls[index] else {
                Issue.record("tool call \(index) is \(call), expected \(String(describing: expectedCalls[index]))")
                continue
            }
            #expect(function.id == expected.id)
            #expect(function.function.name == expected.name)
            #expect(function.function.arguments == expected.arguments)
            // The joined arguments are the JSON the model wrote.
            #expect((try? JSONSerialization.jsonObject(with: Data(function.function.arguments.utf8))) != nil)
        }

        // Log probabilities: every token of every chunk, in order.
        let rawTokens = choices.compactMap { ($0["logprobs"] as? [String: Any])?["content"] as? [[String: Any]] }.flatMap { $0 }
        #expect(completion.choices.first?.logprobs?.content?.map(\.token) ?? [] == rawTokens.compactMap { $0["token"] as? String })

        let log = try await script.log()
        #expect(log.requests == 1)
        #expect(log.requestBodies.first??.contains(#""stream":true"#) == true)
    }

    @Test func finalCompletionReadsTheWholeStream() async throws {
        let recording = try #require(RecordedStreams.of("/chat/completions").first { $0.body.contains("tool_calls") })
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateChatCompletionRequest.self)
        let completion = try await client.chat.completions.stream(request).finalCompletion()
        #expect(completion.choices.first?.finishReason == .toolCalls)
        #expect(completion.choices.first?.message.toolCalls?.isEmpty == false)
    }

    @Test(arguments: RecordedStreams.of("/completions"))
    func legacyCompletion(_ recording: RecordedStream) async throws {
        let (client, _) = try await RecordedStreams.client(replaying: recording)
        let request = try recording.request(as: CreateCompletionRequest.self)
        var text = ""
        var finishReason: String?
        var chunks = 0
        for try await chunk in try await client.completions.stream(request) {
            chunks += 1
            text += chunk.choices.first?.text ?? ""
            finishReason = chunk.choices.first.map(\.finishReason.rawValue) ?? finishReason
        }
        let raw = recording.rawEvents.filter { $0.data != "[DONE]" }.compactMap(\.object)
        let choices = raw.compactMap { ($0["choices"] as? [[String: Any]])?.first }
        #expect(chunks == raw.count)
        #expect(!text.isEmpty)
        #expect(text == choices.compactMap { $0["text"] as? String }.joined())
        #expect(finishReason == choices.compactMap { $0["finish_reason"] as? String }.last)
    }
}
