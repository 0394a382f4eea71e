import Foundation

/// One fetched page: the page itself, its items, and the cursor of the next page.
public struct FetchedPage<Page: Sendable, Item: Sendable>: Sendable {
    public var page: Page
    public var items: [Item]
    /// Where the next page starts; nil (or empty) when this is the last page.
    public var nextCursor: String?

    public init(page: Page, items: [Item], nextCursor: String?) {
        self.page = page
        self.items = items
        self.nextCursor = nextCursor
    }
}

/// The items of a paginated list, fetched page by page as you iterate.
///
/// Nothing is fetched before the first `next()`, and the next page only when the current
/// one is used up. How a cursor is read from a page and put into the next request is the
/// generated code's business (see ``PageCursor`` for the OpenAI and Anthropic styles). How
/// far it goes is the server's: iteration stops at a page without a next cursor, and also —
/// so a misbehaving server cannot loop forever — at an empty page or a cursor that repeats.
///
/// ```swift
/// for try await file in client.files.list() { print(file.id) }
/// for try await page in client.files.list().pages { print(page.data.count) }
/// ```
public struct PageSequence<Page: Sendable, Item: Sendable>: AsyncSequence, Sendable {
    public typealias Element = Item
    /// Fetches the page that starts at a cursor (nil: the first page).
    public typealias Fetch = @Sendable (_ cursor: String?) async throws -> FetchedPage<Page, Item>

    private let firstCursor: String?
    private let fetch: Fetch

    /// A sequence starting at `cursor` (nil: the first page).
    public init(startingAt cursor: String? = nil, fetch: @escaping Fetch) {
        self.firstCursor = cursor
        self.fetch = fetch
    }

    /// A sequence from a page-fetching closure plus how to read items and the next cursor.
    public init(
        startingAt cursor: String? = nil,
        fetchPage: @escaping @Sendable (_ cursor: String?) async throws -> Page,
        items: @escaping @Sendable (Page) -> [Item],
        nextCursor: @escaping @Sendable (Page) -> String?
    ) {
        self.init(startingAt: cursor) { cursor in
            let page = try await fetchPage(cursor)
            return FetchedPage(page: page, items: items(page), nextCursor: nextCursor(page))
        }
    }

    /// The pages themselves rather than their items.
    public var pages: Pages { Pages(firstCursor: firstCursor, fetch: fetch) }

    public func makeAsyncIterator() -> Iterator {
        Iterator(pages: pages.makeAsyncIterator())
    }

    /// Iterates items, fetching pages as needed.
    public struct Iterator: AsyncIteratorProtocol {
        private var pages: Pages.Iterator
        private var items: [Item] = []
        private var index = 0

        init(pages: Pages.Iterator) { self.pages = pages }

        public mutating func next() async throws -> Item? {
            while index == items.count {
                guard let fetched = try await pages.nextFetched() else { return nil }
                items = fetched.items
                index = 0
            }
            defer { index += 1 }
            return items[index]
        }
    }

    /// The pages of a ``PageSequence``, fetched lazily.
    public struct Pages: AsyncSequence, Sendable {
        public typealias Element = Page
        let firstCursor: String?
        let fetch: Fetch

        public func makeAsyncIterator() -> Iterator {
            Iterator(cursor: firstCursor, fetch: fetch)
        }

        /// Iterates pages, stopping by the rules of ``PageSequence``.
        public struct Iterator: AsyncIteratorProtocol {
            private var cursor: String?
            private var usedCursors: Set<String> = []
            private var finished = false
            private let fetch: Fetch

            init(cursor: String?, fetch: @escaping Fetch) {
                self.cursor = cursor
                self.fetch = fetch
            }

            public mutating func next() async throws -> Page? {
                try await nextFetched()?.page
            }

            mutating func nextFetched() async throws -> FetchedPage<Page, Item>? {
                guard !finished else { return nil }
                try Task.checkCancellation()
                if let cursor { usedCursors.insert(cursor) }
                let fetched: FetchedPage<Page, Item>
                do {
                    fetched = try await fetch(cursor)
                } catch {
                    finished = true
                    throw error
                }
                // Stop at the last page, at an empty page (has_more: true with no items
                // would otherwise repeat forever) and at a cursor already used.
                if let next = fetched.nextCursor, !next.isEmpty, !fetched.items.isEmpty, !usedCursors.contains(next) {
                    cursor = next
                } else {
                    finished = true
                }
                return fetched
            }
        }
    }
}

/// How the OpenAI and Anthropic list endpoints say where the next page starts.
public enum PageCursor {
    /// OpenAI `after` + `has_more`/`last_id`, Anthropic `after_id` + `has_more`/`last_id`:
    /// the id to continue after, or nil when `has_more` is not true. Falls back to the id of
    /// the last item (`lastItemID`) when the page has no `last_id`.
    public static func afterLastID(hasMore: Bool?, lastID: String?, lastItemID: String? = nil) -> String? {
        guard hasMore == true else { return nil }
        if let lastID, !lastID.isEmpty { return lastID }
        if let lastItemID, !lastItemID.isEmpty { return lastItemID }
        return nil
    }

    /// An opaque `next_page` token (to send back as `page`), nil when absent or empty.
    public static func nextPage(_ token: String?) -> String? {
        guard let token, !token.isEmpty else { return nil }
        return token
    }
}
