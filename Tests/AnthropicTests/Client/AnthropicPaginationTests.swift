import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// `for try await model in claude.models.list()` follows Anthropic's `after_id` cursor pages.
@Suite(.timeLimit(.minutes(10)))
struct AnthropicPaginationTests {
    static func page(_ ids: [String], hasMore: Bool) -> MockResponse {
        .json([
            "data": .array(ids.map { ["type": "model", "id": .string($0), "display_name": .string($0.uppercased()), "created_at": "2025-02-19T00:00:00Z"] }),
            "has_more": .bool(hasMore), "first_id": .string(ids[0]), "last_id": .string(ids[ids.count - 1]),
        ])
    }

    @Test func threePagesToTheEnd() async throws {
        let session = try await LoopbackServer.shared().mockSession([
            Self.page(["claude-a", "claude-b"], hasMore: true),
            Self.page(["claude-c", "claude-d"], hasMore: true),
            Self.page(["claude-e"], hasMore: false),
        ])
        let claude = AnthropicClient.loopback(session)
        var ids: [String] = []
        for try await model in claude.models.list(limit: 2) {
            ids.append(model.id)
            if ids.count > 10 { break }  // bounded even if paging never ended
        }
        #expect(ids == ["claude-a", "claude-b", "claude-c", "claude-d", "claude-e"])
        let requests = try await session.requests()
        #expect(requests.map(\.path) == ["/v1/models", "/v1/models", "/v1/models"])
        #expect(requests.map { $0.query["after_id"] ?? [] } == [[], ["claude-b"], ["claude-d"]])
        #expect(requests.allSatisfy { $0.query["limit"] == ["2"] })
    }
}
