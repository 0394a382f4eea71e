import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Requests of each shape through the generated OpenAI client against the loopback server:
/// what the server received, and what the client made of the answer.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIRequestTests {
    @Test func getWithQueryArrays() async throws {
        let emptyList: JSONValue = ["object": "list", "data": [], "first_id": nil, "last_id": nil, "has_more": false]
        let session = try await LoopbackServer.shared().mockSession([.json(emptyList), .json(["id": "resp_1", "object": "response"])])
        let client = OpenAIClient.loopback(session)

        // `include[]` is bracketed in the spec; `include` of responses is bracketed as the
        // official SDKs send it (the spec says `include=a&include=b`).
        let steps = try await client.threads.runs.steps.list(
            threadID: "thread_1", runID: "run/2", limit: 2, order: .desc,
            include: [.stepDetailsToolCallsFileSearchResultsContent, .unknown("later value")])
        #expect(steps.data.isEmpty)
        _ = try await client.responses.retrieve(responseID: "resp_1", include: [.fileSearchCallResults, .reasoningEncryptedContent])

        let requests = try await session.requests()
        try #require(requests.count == 2)
        #expect(requests[0].method == "GET")
        #expect(requests[0].path == "/threads/thread_1/runs/run%2F2/steps")
        #expect(requests[0].query == [
            "limit": ["2"], "order": ["desc"],
            "include[]": ["step_details.tool_calls[*].file_search.results[*].content", "later value"],
        ])
        #expect(requests[0].rawQuery.contains("include%5B%5D=step_details.tool_calls%5B%2A%5D") || requests[0].rawQuery.contains("include%5B%5D=step_details.tool_calls%5B*%5D"))
        #expect(requests[1].path == "/responses/resp_1")
        #expect(requests[1].query == ["include[]": ["file_search_call.results", "reasoning.encrypted_content"]])
        #expect(requests[1].rawQuery == "include%5B%5D=file_search_call.results&include%5B%5D=reasoning.encrypted_content")
    }

    @Test func jsonPost() async throws {
        let completion: JSONValue = [
            "id": "chatcmpl-1", "object": "chat.completion", "created": 1_700_000_000, "model": "gpt-4o",
            "choices": [["index": 0, "finish_reason": "stop", "logprobs": nil,
                         "message": ["role": "assistant", "content": "Code flows like a stream", "refusal": nil]]],
            "usage": ["prompt_tokens": 12, "completion_tokens": 6, "total_tokens": 18],
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(completion)])
        let client = OpenAIClient.loopback(session)

        let result = try await client.chat.completions.create(.init(
            messages: [.user(.init(content: "Write a haiku about Swift"))], model: "gpt-4o"))
        #expect(result.choices.first?.message.content == "Code flows like a stream")
        #expect(result.usage?.totalTokens == 18)

        let request = try await session.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/chat/completions")
        #expect(request.rawQuery.isEmpty)
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.headers["accept"] == "application/json")
        #expect(request.bodyJSON == ["model": "gpt-4o", "messages": [["role": "user", "content": "Write a haiku about Swift"]]])
    }

    @Test func multipartUploadStreamsAFileFromAURL() async throws {
        let contents = Data((0..<20_000).map { UInt8(truncatingIfNeeded: $0 &* 7) })
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("upload-\(UUID().uuidString).jsonl")
        try contents.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let file: JSONValue = [
            "id": "file-abc", "object": "file", "bytes": 20_000, "created_at": 1_700_000_000,
            "filename": .string(url.lastPathComponent), "purpose": "batch", "status": "processed",
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(file)])
        let client = OpenAIClient.loopback(session)

        let uploaded = try await client.files.create(.init(file: .url(url), purpose: .batch))
        #expect(uploaded.id == "file-abc")
        #expect(uploaded.bytes == 20_000)

        let request = try await session.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/files")
        #expect(request.headers["content-type"]?.hasPrefix("multipart/form-data; boundary=") == true)
        // The length is exact although the file is streamed from disk.
        #expect(request.headers["content-length"] == String(request.bodySize))
        let parts = try #require(request.parts)
        // Fields first, files last, as the official SDKs send them.
        #expect(parts.map(\.name) == ["purpose", "file"])
        #expect(parts[1].filename == url.lastPathComponent)
        #expect(parts[1].contentType == "application/jsonl")
        #expect(parts[1].size == contents.count)
        #expect(parts[1].adler32 == adler32(contents))
        #expect(parts[0].text == "batch")
        #expect(parts[0].filename == nil)
    }

    @Test func emptyAnswer() async throws {
        let session = try await LoopbackServer.shared().mockSession([.text("", headers: ["x-request-id": "req_deleted"])])
        let client = OpenAIClient.loopback(session)
        let info = try await client.responses.delete(responseID: "resp_1")
        #expect(info.status == 200)
        #expect(info.requestID == "req_deleted")
        let request = try await session.onlyRequest()
        #expect(request.method == "DELETE")
        #expect(request.path == "/responses/resp_1")
        #expect(request.bodySize == 0)
    }

    @Test func unknownEndpointThroughTheRawCall() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(["id": "thing_1", "ok": true])])
        let client = OpenAIClient.loopback(session)
        let response = try await client.core.raw(
            "post", "/brand_new/things", query: [("limit", "2")], body: ["name": "a thing", "tags": ["x"]])
        #expect(response.value["id"] == "thing_1")
        #expect(response.value["ok"] == true)

        let request = try await session.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/brand_new/things")
        #expect(request.query == ["limit": ["2"]])
        #expect(request.bodyJSON == ["name": "a thing", "tags": ["x"]])
        #expect(request.headers["authorization"] == "Bearer \(OpenAIClient.testKey)")
    }
}
