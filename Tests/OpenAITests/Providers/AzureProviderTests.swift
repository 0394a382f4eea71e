import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Azure OpenAI: both URL forms, both credentials, deployment from the request's model,
/// uploads and embeddings, operations Azure does not serve, and its error envelope.
@Suite(.timeLimit(.minutes(10)))
struct AzureProviderTests {
    static let key = "azure-key-0123456789SECRET"
    static let base = "https://my-res.openai.azure.com/openai"

    static func client(_ provider: OpenAIProvider, _ responses: [MockResponse], retries: RetryPolicy = .none)
        async throws -> (OpenAIClient, RedirectTransport, MockSession) {
        let session = try await LoopbackServer.shared().mockSession(responses)
        let transport = RedirectTransport(to: session)
        return (OpenAIClient(provider: provider, timeout: 30, retryPolicy: retries, transport: transport), transport, session)
    }

    @Test func deploymentFormTakesTheDeploymentFromTheModel() async throws {
        let (client, transport, session) = try await Self.client(
            .azure(resource: "my-res", apiVersion: "2024-10-21", credential: .apiKey(Self.key)),
            [.json(ProviderFixtures.chatCompletion), ProviderFixtures.stream])
        _ = try await client.chat.completions.create(ProviderFixtures.request)
        var text = ""
        for try await chunk in try await client.chat.completions.stream(ProviderFixtures.request) {
            text += chunk.choices.first?.delta.content ?? ""
        }
        #expect(text == "Hello")
        let url = "\(Self.base)/deployments/my-model/chat/completions?api-version=2024-10-21"
        #expect(transport.urls == [url, url])
        let recorded = try await session.requests()
        #expect(recorded.map(\.method) == ["POST", "POST"])
        #expect(recorded.map(\.path) == ["/openai/deployments/my-model/chat/completions", "/openai/deployments/my-model/chat/completions"])
        #expect(recorded.map(\.rawQuery) == ["api-version=2024-10-21", "api-version=2024-10-21"])
        #expect(clientHeaders(recorded[0]) == ProviderFixtures.jsonHeaders(["api-key": Self.key]))
        #expect(ProviderFixtures.withoutAccept(clientHeaders(recorded[1]))
                == ProviderFixtures.withoutAccept(ProviderFixtures.jsonHeaders(["api-key": Self.key])))
    }

    @Test func aFixedDeploymentWinsOverTheModel() async throws {
        let (client, transport, _) = try await Self.client(
            .azure(resource: "my-res", credential: .apiKey(Self.key), deployment: "prod gpt"),
            [.json(ProviderFixtures.chatCompletion)])
        _ = try await client.chat.completions.create(ProviderFixtures.request)
        #expect(transport.urls == ["\(Self.base)/deployments/prod%20gpt/chat/completions?api-version=\(OpenAIProvider.azureDefaultAPIVersion)"])
    }

    @Test func embeddingsAndUploads() async throws {
        let embedding: JSONValue = ["object": "list", "model": "emb", "data": [["object": "embedding", "index": 0, "embedding": [0.5]]],
                                    "usage": ["prompt_tokens": 1, "total_tokens": 1]]
        let file: JSONValue = ["id": "file-1", "object": "file", "bytes": 3, "created_at": 1, "filename": "a.jsonl",
                               "purpose": "batch", "status": "processed"]
        let (client, transport, session) = try await Self.client(
            .azure(resource: "my-res", apiVersion: "2024-10-21", credential: .apiKey(Self.key)),
            [.json(embedding), .json(file)])
        let vectors = try await client.embeddings.create(.init(input: "hello", model: "text-embedding-3-small"))
        #expect(vectors.data.count == 1)
        let uploaded = try await client.files.create(.init(file: .data(Data("{}\n".utf8), filename: "a.jsonl"), purpose: .batch))
        #expect(uploaded.id == "file-1")
        #expect(transport.urls == [
            "\(Self.base)/deployments/text-embedding-3-small/embeddings?api-version=2024-10-21",
            "\(Self.base)/files?api-version=2024-10-21",
        ])
        let recorded = try await session.requests()
        #expect(recorded.map(\.path) == ["/openai/deployments/text-embedding-3-small/embeddings", "/openai/files"])
        #expect(clientHeaders(recorded[0]) == ProviderFixtures.jsonHeaders(["api-key": Self.key]))
        var uploadHeaders = clientHeaders(recorded[1])
        #expect(uploadHeaders.removeValue(forKey: "content-type")?.hasPrefix("multipart/form-data; boundary=") == true)
        #expect(uploadHeaders == ["accept": "application/json", "user-agent": UserAgent.value, "api-key": Self.key])
        #expect(recorded[1].parts?.map(\.name) == ["purpose", "file"])
    }

    @Test func multipartRequestsRouteByTheirModelPart() async throws {
        let (client, transport, _) = try await Self.client(
            .azure(resource: "my-res", credential: .apiKey(Self.key)), [.json(["text": "hi"])])
        _ = try await client.audio.transcriptions.create(.init(file: .data(Data([1, 2, 3]), filename: "a.wav"), model: "whisper"))
        #expect(transport.urls == ["\(Self.base)/deployments/whisper/audio/transcriptions?api-version=\(OpenAIProvider.azureDefaultAPIVersion)"])
    }

    @Test func v1FormWithAnEntraIDTokenFetchedForEveryAttempt() async throws {
        let counter = TokenCounter()
        let provider = OpenAIProvider.azureV1(resource: "my-res", credential: .entraID { await counter.next() })
        let (client, transport, session) = try await Self.client(
            provider,
            [.json(["error": ["code": "500", "message": "busy"]], status: 500), .json(ProviderFixtures.chatCompletion),
             ProviderFixtures.stream],
            retries: RetryPolicy(maxRetries: 1, initialDelay: 0, maxDelay: 0))
        _ = try await client.chat.completions.create(ProviderFixtures.request)
        for try await _ in try await client.chat.completions.stream(ProviderFixtures.request) {}
        let url = "\(Self.base)/v1/chat/completions"
        #expect(transport.urls == [url, url, url])
        #expect(await counter.calls == 3)
        let recorded = try await session.requests()
        #expect(recorded.map { $0.headers["authorization"] } == ["Bearer token-1", "Bearer token-2", "Bearer token-3"])
        #expect(recorded.allSatisfy { $0.headers["api-key"] == nil && $0.rawQuery.isEmpty })
        #expect(recorded[0].bodyJSON?["model"] == "my-model")
        #expect(clientHeaders(recorded[1]) == ProviderFixtures.jsonHeaders(["authorization": "Bearer token-2"]))
    }

    @Test func deploymentFormWithAnEntraIDToken() async throws {
        let counter = TokenCounter()
        let (client, _, session) = try await Self.client(
            .azure(resource: "my-res", credential: .entraID { await counter.next() }), [.json(ProviderFixtures.chatCompletion)])
        _ = try await client.chat.completions.create(ProviderFixtures.request)
        let request = try await session.onlyRequest()
        #expect(request.headers["authorization"] == "Bearer token-1")
        #expect(request.headers["api-key"] == nil)
        #expect(await counter.calls == 1)
    }

    @Test func operationsAzureDoesNotServeFailBeforeSending() async throws {
        let (client, transport, _) = try await Self.client(
            .azure(resource: "my-res", credential: .apiKey(Self.key)), [])
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.moderations.create(.init(input: "text"))
        }
        #expect(error?.kind == .invalidRequest)
        #expect(error?.message?.contains("Azure OpenAI does not serve POST /moderations") == true, "\(String(describing: error))")
        #expect(transport.requests.isEmpty)
    }

    @Test func contentFilterResultsAreReachable() async throws {
        let filtered: JSONValue = ["error": [
            "code": "content_filter", "status": 400, "param": "prompt",
            "message": "The response was filtered due to the prompt triggering Azure OpenAI's content management policy.",
            "innererror": ["code": "ResponsibleAIPolicyViolation",
                           "content_filter_result": ["violence": ["filtered": true, "severity": "medium"]]],
        ]]
        let reply: JSONValue = [
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1, "model": "m",
            "prompt_filter_results": [["prompt_index": 0, "content_filter_results": ["hate": ["filtered": false, "severity": "safe"]]]],
            "choices": [["index": 0, "message": ["role": "assistant", "content": "Hi"], "finish_reason": "stop",
                         "content_filter_results": ["hate": ["filtered": false, "severity": "safe"]]]],
        ]
        let (client, _, _) = try await Self.client(
            .azure(resource: "my-res", credential: .apiKey(Self.key)), [.json(filtered, status: 400), .json(reply)])
        let error = await #expect(throws: AIClientError.self) {
            _ = try await client.chat.completions.create(ProviderFixtures.request)
        }
        #expect(error?.providerError?.code == "content_filter")
        #expect(error?.providerError?.message?.hasPrefix("The response was filtered") == true)
        #expect(error?.providerError?.azureContentFilterResults?["violence"]?["filtered"] == .bool(true))
        // The same call through `core.raw` keeps every member Azure adds.
        let raw = try await client.core.raw("POST", "/chat/completions", body: ["model": "my-model", "messages": []]).value
        #expect(raw["prompt_filter_results"]?[0]?["content_filter_results"]?["hate"]?["severity"] == "safe")
    }
}

/// Hands out `token-1`, `token-2`, … and counts the calls.
actor TokenCounter {
    private(set) var calls = 0

    func next() -> String {
        calls += 1
        return "token-\(calls)"
    }
}
