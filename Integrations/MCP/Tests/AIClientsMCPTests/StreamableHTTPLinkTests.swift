@testable import AIClientsMCP
import Foundation
import Testing

/// How a whole reply (as the SDK reads it on Linux) becomes JSON-RPC messages.
struct StreamableHTTPLinkTests {
    func messages(_ text: String) -> [String] {
        StreamableHTTPLink.messages(in: Data(text.utf8)).map { String(decoding: $0, as: UTF8.self) }
    }

    @Test func aJSONReplyPassesThrough() {
        #expect(messages(#"{"jsonrpc":"2.0","id":1,"result":{}}"#) == [#"{"jsonrpc":"2.0","id":1,"result":{}}"#])
        #expect(messages("\n [{\"a\":1}]") == ["\n [{\"a\":1}]"])
        #expect(messages(" \r\n").isEmpty)
    }

    @Test func eachSSEEventIsOneMessage() {
        let reply = "event: message\ndata: {\"method\":\"notifications/tools/list_changed\"}\n\n"
            + "event: message\r\nid: 7\r\ndata: {\"id\":1,\r\ndata: \"result\":{}}\r\n\r\n"
        #expect(messages(reply) == [#"{"method":"notifications/tools/list_changed"}"#, "{\"id\":1,\n\"result\":{}}"])
    }

    @Test func eventsWithoutDataAndCommentsAreNone() {
        // A priming event (an id and empty data), a comment, and a last event without its blank line.
        #expect(messages("id: 0\ndata:\n\n: keep-alive\n\ndata:{\"id\":2}") == [#"{"id":2}"#])
        #expect(messages("retry: 1000\n\n").isEmpty)
    }
}
