import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// `DecodingIssue.capture` reports where a reply left out what the spec requires, for plain
/// calls and for streams, through the loopback server; nothing leaks between tasks.
@Suite(.timeLimit(.minutes(10)))
struct DecodingIssueCaptureTests {
    /// A completion without `created` and with a choice without `index`.
    static let completion: JSONValue = [
        "id": "chatcmpl-1", "object": "chat.completion", "model": "gpt-4o",
        "choices": [["finish_reason": "stop", "message": ["role": "assistant", "content": "Hi", "refusal": nil]]],
    ]

    static let request = OpenAI.CreateChatCompletionRequest(messages: [.user("Hello")], model: .gpt4o)

    @Test func aCallReportsTheMembersItLeftOut() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.completion)])
        let client = OpenAIClient.loopback(session)
        let request = Self.request
        // README: decoding-issues
        let (completion, issues) = try await DecodingIssue.capture {
            try await client.chat.completions.create(request)
        }
        for issue in issues { print(issue) }   // "created: required member is absent; decoded as its empty value"
        // README: end
        let mismatch = try ReadmeSnippet.mismatch("decoding-issues", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
        #expect(completion.choices.first?.message.content == "Hi")
        #expect(completion.created == 0)
        #expect(Set(issues.map(\.path)) == ["created", "choices[0].index"])
        #expect(issues.allSatisfy { $0.kind == .missingRequired })
    }

    /// docs/decoding-policy.md: a collector in a decoder of one's own, for data decoded outside
    /// the client.
    @Test func aCollectorInTheDecoderReportsWhatItLeftOut() throws {
        let data = try JSONCoding.encode(Self.completion)
        // README: issue-collector
        let issues = DecodingIssueCollector()
        let decoder = ClientJSONDecoder(userInfo: [DecodingIssueCollector.userInfoKey: issues])
        let response = try decoder.decode(CreateChatCompletionResponse.self, from: data)
        print(issues.issues)   // e.g. "usage.prompt_tokens_details.cached_tokens: required member is absent; …"
        // README: end
        let policy = ReadmeSnippet.repository.appendingPathComponent("docs/decoding-policy.md")
        for name in ["issue-collector", "decoding-issues"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: policy)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
        #expect(response.choices.first?.message.content == "Hi")
        #expect(Set(issues.issues.map(\.path)) == ["created", "choices[0].index"])
    }

    @Test func aStreamReportsEachEventIteratedInside() async throws {
        // Two chunks, each without `created`; the second's choice sends `index: null`.
        let chunks = [
            #"{"id":"c1","object":"chat.completion.chunk","model":"gpt-4o","choices":[{"index":0,"delta":{"content":"Hel"},"finish_reason":null}]}"#,
            #"{"id":"c1","object":"chat.completion.chunk","model":"gpt-4o","choices":[{"index":null,"delta":{"content":"lo"},"finish_reason":null}]}"#,
        ]
        let body = chunks.map { "data: \($0)\n\n" }.joined() + "data: [DONE]\n\n"
        let session = try await LoopbackServer.shared().mockSession([.text(body, headers: ["Content-Type": "text/event-stream"])])
        let client = OpenAIClient.loopback(session)
        let (text, issues) = try await DecodingIssue.capture {
            var text = ""
            for try await chunk in try await client.chat.completions.stream(Self.request) {
                text += chunk.choices.first?.delta.content ?? ""
            }
            return text
        }
        #expect(text == "Hello")
        #expect(issues.map(\.path).sorted() == ["choices[0].index", "created", "created"])
        #expect(issues.filter { $0.kind == .nullRequired }.map(\.path) == ["choices[0].index"])
    }

    @Test func callsOutsideACaptureAndOtherTasksDoNotMix() async throws {
        let complete: JSONValue = [
            "id": "chatcmpl-2", "object": "chat.completion", "model": "gpt-4o", "created": 1,
            "choices": [["index": 0, "finish_reason": "stop", "message": ["role": "assistant", "content": "Hi", "refusal": nil]]],
        ]
        let incompleteSession = try await LoopbackServer.shared().mockSession([.json(Self.completion), .json(Self.completion)])
        let completeSession = try await LoopbackServer.shared().mockSession([.json(complete)])
        let incomplete = OpenAIClient.loopback(incompleteSession)
        let whole = OpenAIClient.loopback(completeSession)

        // Decoding outside a capture still works and records nothing anywhere.
        _ = try await incomplete.chat.completions.create(Self.request)
        async let first = DecodingIssue.capture { try await incomplete.chat.completions.create(Self.request) }
        async let second = DecodingIssue.capture { try await whole.chat.completions.create(Self.request) }
        let (withIssues, withoutIssues) = try await (first, second)
        #expect(withIssues.issues.count == 2)
        #expect(withoutIssues.issues.isEmpty)
    }
}
