import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// `for try await item in client.files.list()` follows OpenAI's cursor pages (`after`,
/// `has_more`, `last_id`) to the end.
@Suite(.timeLimit(.minutes(10)))
struct OpenAIPaginationTests {
    static func file(_ number: Int) -> JSONValue {
        ["id": .string("file-\(number)"), "object": "file", "bytes": .integer(number * 100), "created_at": 1_700_000_000,
         "filename": .string("data-\(number).jsonl"), "purpose": "batch", "status": "processed"]
    }

    static func page(_ numbers: [Int], hasMore: Bool) -> MockResponse {
        .json(["object": "list", "data": .array(numbers.map(file)),
               "first_id": .string("file-\(numbers[0])"), "last_id": .string("file-\(numbers[numbers.count - 1])"),
               "has_more": .bool(hasMore)])
    }

    @Test func threePagesToTheEnd() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            Self.page([1, 2], hasMore: true), Self.page([3, 4], hasMore: true), Self.page([5], hasMore: false),
        ])
        let client = OpenAIClient.loopback(session)

        var ids: [String] = []
        for try await file in client.files.list(purpose: "batch", limit: 2) {
            ids.append(file.id)
            if ids.count > 10 { break }  // bounded even if paging never ended
        }
        #expect(ids == ["file-1", "file-2", "file-3", "file-4", "file-5"])

        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/files", "/files", "/files"])
        #expect(requests.map { $0.query["after"] ?? [] } == [[], ["file-2"], ["file-4"]])
        #expect(requests.allSatisfy { $0.query["limit"] == ["2"] && $0.query["purpose"] == ["batch"] })
    }

    @Test func startsAfterTheGivenCursor() async throws {
        let session = try await LoopbackServer.shared().mockSession([Self.page([5], hasMore: false)])
        let client = OpenAIClient.loopback(session)
        var ids: [String] = []
        for try await file in client.files.list(after: "file-4") {
            ids.append(file.id)
            if ids.count > 10 { break }
        }
        #expect(ids == ["file-5"])
        #expect(try await session.onlyRequest().query == ["after": ["file-4"]])
    }
}
