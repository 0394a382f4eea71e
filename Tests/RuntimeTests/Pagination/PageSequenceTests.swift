import AIClientsTestSupport
import Foundation
import Testing
@testable import AIClientRuntime

@Suite(.timeLimit(.minutes(10)))
struct PageSequenceTests {
    struct Item: Decodable, Sendable, Equatable { var id: String }
    struct CursorPage: Decodable, Sendable {
        var data: [Item]
        var hasMore: Bool?
        var lastID: String?
        var nextPage: String?
        enum CodingKeys: String, CodingKey { case data, hasMore = "has_more", lastID = "last_id", nextPage = "next_page" }
    }

    /// Counts fetches, so tests can check laziness and the number of requests.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func increment() { lock.withLock { value += 1 } }
        var count: Int { lock.withLock { value } }
    }

    @Test(arguments: ["after", "after_id"])
    func threePageListIsIteratedToTheEnd(cursorName: String) async throws {
        let core = APIClientCore.loopback(try await LoopbackServer.shared(), transport: URLSessionTransport())
        let fetches = Counter()
        let items = PageSequence<CursorPage, Item>(
            fetchPage: { cursor in
                fetches.increment()
                var query: QueryItems = [("limit", "3")]
                query.append(cursorName, cursor)
                return try await core.send(RequestComponents(method: "GET", path: "/pages", query: query), as: CursorPage.self).value
            },
            items: \.data,
            nextCursor: { PageCursor.afterLastID(hasMore: $0.hasMore, lastID: $0.lastID) })
        #expect(fetches.count == 0)  // nothing happens before iteration
        var ids: [String] = []
        for try await item in items { ids.append(item.id) }
        #expect(ids == (1...7).map { "item_\($0)" })
        #expect(fetches.count == 3)
    }

    @Test func nextPageTokensAreFollowed() async throws {
        let core = APIClientCore.loopback(try await LoopbackServer.shared(), transport: URLSessionTransport())
        let pages = PageSequence<CursorPage, Item>(
            fetchPage: { cursor in
                try await core.send(RequestComponents(method: "GET", path: "/numbered-pages", query: cursor.map { [("page", $0)] } ?? []),
                                    as: CursorPage.self).value
            },
            items: \.data,
            nextCursor: { PageCursor.nextPage($0.nextPage) }).pages
        var sizes: [Int] = []
        for try await page in pages { sizes.append(page.data.count) }
        #expect(sizes == [3, 3, 1])
    }

    @Test func emptyPageStopsEvenWhenTheServerSaysHasMore() async throws {
        let fetches = Counter()
        let sequence = PageSequence<Int, Int> { cursor in
            fetches.increment()
            // A broken server: always "more", the second page empty.
            return cursor == nil ? FetchedPage(page: 1, items: [1, 2], nextCursor: "b") : FetchedPage(page: 2, items: [], nextCursor: "c")
        }
        var items: [Int] = []
        for try await item in sequence { items.append(item) }
        #expect(items == [1, 2])
        #expect(fetches.count == 2)
    }

    @Test func repeatedCursorStops() async throws {
        let fetches = Counter()
        let sequence = PageSequence<Int, Int> { _ in
            fetches.increment()
            return FetchedPage(page: 0, items: [fetches.count], nextCursor: "same")
        }
        var items: [Int] = []
        for try await item in sequence { items.append(item) }
        #expect(items == [1, 2])
        #expect(fetches.count == 2)
    }

    @Test func errorsPropagateAndEndIteration() async throws {
        struct Boom: Error {}
        let sequence = PageSequence<Int, Int> { cursor in
            if cursor == nil { return FetchedPage(page: 0, items: [1], nextCursor: "x") }
            throw Boom()
        }
        var iterator = sequence.makeAsyncIterator()
        #expect(try await iterator.next() == 1)
        await #expect(throws: Boom.self) { _ = try await iterator.next() }
        #expect(try await iterator.next() == nil)
    }

    @Test func cursorHelpers() {
        #expect(PageCursor.afterLastID(hasMore: true, lastID: "id_3") == "id_3")
        #expect(PageCursor.afterLastID(hasMore: true, lastID: nil, lastItemID: "id_9") == "id_9")
        #expect(PageCursor.afterLastID(hasMore: false, lastID: "id_3") == nil)
        #expect(PageCursor.afterLastID(hasMore: nil, lastID: "id_3") == nil)
        #expect(PageCursor.nextPage("") == nil)
        #expect(PageCursor.nextPage("tok") == "tok")
    }
}
