import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Requests of each shape through the generated Anthropic client against the loopback server.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicRequestTests {
    @Test func jsonPost() async throws {
        let message: JSONValue = [
            "id": "msg_01", "type": "message", "role": "assistant", "model": "claude-sonnet-4-5",
            "content": [["type": "text", "text": "Hello! How can I help?"]],
            "stop_reason": "end_turn", "stop_sequence": nil,
            "usage": ["input_tokens": 10, "output_tokens": 8],
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(message, headers: ["request-id": "req_011C"])])
        let claude = AnthropicClient.loopback(session)

        let result = try await claude.messages.create(.init(
            model: "claude-sonnet-4-5", messages: [.init(content: "Hello, Claude", role: .user)], maxTokens: 1024))
        #expect(result.id == "msg_01")
        #expect(result.usage.outputTokens == 8)
        guard case .text(let block)? = result.content.first else {
            Issue.record("expected a text block, got \(String(describing: result.content.first))")
            return
        }
        #expect(block.text == "Hello! How can I help?")

        let request = try await session.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/v1/messages")
        #expect(request.rawQuery.isEmpty)
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.bodyJSON == [
            "model": "claude-sonnet-4-5", "max_tokens": 1024,
            "messages": [["role": "user", "content": "Hello, Claude"]],
        ])
    }

    @Test func getWithQueryArrays() async throws {
        let empty: JSONValue = ["data": [], "next_page": nil]
        let session = try await LoopbackServer.shared().mockSession([.json(empty)])
        let claude = AnthropicClient.loopback(session)
        _ = try await claude.beta.sessions.list(limit: 5, statuses: [.running, .idle, .unknown("paused")])
        let request = try await session.onlyRequest()
        #expect(request.path == "/v1/sessions")
        #expect(request.query == ["beta": ["true"], "limit": ["5"], "statuses[]": ["running", "idle", "paused"]])
        #expect(request.rawQuery.hasPrefix("beta=true&"))
    }

    @Test func binaryDownloadToAFile() async throws {
        let size = 300_000
        let session = try await LoopbackServer.shared().mockSession([.download(size: size)])
        let claude = AnthropicClient.loopback(session)
        let destination = FileManager.default.temporaryDirectory.appendingPathComponent("download-\(UUID().uuidString).bin")
        defer { try? FileManager.default.removeItem(at: destination) }

        let written = try await claude.beta.files.download(fileID: "file_011abc", to: destination)
        #expect(written == Int64(size))
        let data = try Data(contentsOf: destination)
        #expect(data.count == size)
        #expect(isDownloadPattern(data))

        let request = try await session.onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/v1/files/file_011abc/content")
        #expect(request.query == ["beta": ["true"]])
    }

    @Test func multipartUploadFromAURL() async throws {
        let contents = Data("{\"a\":1}\n".utf8)
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("notes-\(UUID().uuidString).txt")
        try contents.write(to: url)
        defer { try? FileManager.default.removeItem(at: url) }
        let metadata: JSONValue = [
            "id": "file_011", "type": "file", "filename": .string(url.lastPathComponent), "mime_type": "text/plain",
            "size_bytes": .integer(contents.count), "created_at": "2025-04-14T12:00:00Z", "downloadable": false,
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(metadata)])
        let claude = AnthropicClient.loopback(session)

        let uploaded = try await claude.beta.files.upload(.init(file: .url(url)))
        #expect(uploaded.id == "file_011")
        let request = try await session.onlyRequest()
        #expect(request.path == "/v1/files")
        #expect(request.query == ["beta": ["true"]])
        let parts = try #require(request.parts)
        #expect(parts.count == 1)
        #expect(parts.first?.name == "file")
        #expect(parts.first?.filename == url.lastPathComponent)
        #expect(parts.first?.contentType == "text/plain")
        #expect(parts.first?.text == "{\"a\":1}\n")
    }
}
