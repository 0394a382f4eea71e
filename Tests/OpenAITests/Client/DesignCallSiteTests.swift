import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The OpenAI calls of docs/call-sites.md (the official SDKs' first calls, as written here), run
/// against the loopback server; the page says where and why they differ from the SDKs'.
/// `print` writes into a string the test can check.
@Suite(.timeLimit(.minutes(10)))
struct DesignCallSiteTests {
    let key = "sk-test-design"

    @Test func thePageShowsThisCode() throws {
        for name in ["call-sites-chat", "call-sites-responses-stream", "call-sites-files", "call-sites-models", "call-sites-azure"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.callSites)
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    @Test func chatCompletion() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json([
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "gpt-4o",
            "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                         "message": ["role": "assistant", "content": "Swift code takes flight", "refusal": nil]]],
        ])])
        var output = ""
        func print(_ text: String) { Swift.print(text, to: &output) }
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)

        // README: call-sites-chat
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
        print(completion.choices.first?.message.content ?? "")
        // README: end

        #expect(output == "Swift code takes flight\n")
        #expect(try await session.onlyRequest().bodyJSON == [
            "model": "gpt-4o", "messages": [["role": "user", "content": "Write a haiku about Swift"]],
        ])
    }

    @Test func responseStream() async throws {
        let deltas = ["Hel", "lo"].enumerated().map { index, text in
            "event: response.output_text.delta\ndata: {\"type\":\"response.output_text.delta\",\"item_id\":\"msg_1\",\"output_index\":0,"
                + "\"content_index\":0,\"delta\":\"\(text)\",\"sequence_number\":\(index + 1),\"logprobs\":[]}\n\n"
        }
        let session = try await LoopbackServer.shared().mockSession([
            .text(deltas.joined() + "data: [DONE]\n\n", headers: ["Content-Type": "text/event-stream"]),
        ])
        var output = ""
        func print(_ text: String, terminator: String) { Swift.print(text, terminator: terminator, to: &output) }
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)

        // README: call-sites-responses-stream
        for try await event in try await client.responses.stream(.init(model: "gpt-5", input: "Hi")) {
            if case .outputTextDelta(let delta) = event { print(delta.delta, terminator: "") }
        }
        // README: end

        #expect(output == "Hello")
        let request = try await session.onlyRequest()
        #expect(request.path == "/responses")
        #expect(request.bodyJSON == ["model": "gpt-5", "input": "Hi", "stream": true])
    }

    @Test func filesStreamFromAndToDisk() async throws {
        let bigFileURL = FileManager.default.temporaryDirectory.appendingPathComponent("batch-\(UUID().uuidString).jsonl")
        let copyURL = FileManager.default.temporaryDirectory.appendingPathComponent("copy-\(UUID().uuidString).jsonl")
        try Data("{\"custom_id\":\"1\"}\n".utf8).write(to: bigFileURL)
        defer { for url in [bigFileURL, copyURL] { try? FileManager.default.removeItem(at: url) } }
        let session = try await LoopbackServer.shared().mockSession([
            .json(["id": "file-1", "object": "file", "bytes": 18, "created_at": 1, "filename": "batch.jsonl", "purpose": "batch", "status": "uploaded"]),
            .download(size: 18), .download(size: 18),
        ])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)

        // README: call-sites-files
        let file = try await client.files.create(.init(file: .url(bigFileURL), purpose: .batch))   // streamed from disk
        let bytes: Data = try await client.files.content(fileID: file.id)
        try await client.files.content(fileID: file.id, to: copyURL)   // or straight to disk
        // README: end

        #expect(file.id == "file-1")
        let copy = try Data(contentsOf: copyURL)
        #expect(bytes.count == 18 && bytes == copy)
        let requests = try await session.requests()
        #expect(requests.first?.parts?.map(\.name) == ["purpose", "file"]) // fields first, files last, as the SDKs send
        #expect(requests.dropFirst().map(\.path) == ["/files/file-1/content", "/files/file-1/content"])
    }

    @Test func listModels() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["object": "list", "data": [
            ["id": "gpt-4o", "object": "model", "created": 1, "owned_by": "openai"],
            ["id": "gpt-5", "object": "model", "created": 2, "owned_by": "openai"],
        ]])])
        let client = OpenAIClient(apiKey: key, baseURL: session.baseURL)
        var output = ""
        func print(_ text: String) { Swift.print(text, to: &output) }

        // README: call-sites-models
        for model in try await client.models.list().data { print(model.id) }
        // README: end

        #expect(output == "gpt-4o\ngpt-5\n")
    }

    @Test func azureProvider() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(ProviderFixtures.chatCompletion)])
        let azureKey = key

        // README: call-sites-azure
        let azure = OpenAIClient(provider: .azure(resource: "my-res", credential: .apiKey(azureKey)))
        // README: end

        var redirected = azure
        let transport = RedirectTransport(to: session)
        redirected.core.transport = transport
        _ = try await redirected.chat.completions.create(.init(messages: [.user("Hi")], model: "gpt-4o"))
        #expect(transport.urls == ["https://my-res.openai.azure.com/openai/deployments/gpt-4o/chat/completions?api-version=2024-10-21"])
        #expect(try await session.onlyRequest().headers["api-key"] == key)
    }
}
