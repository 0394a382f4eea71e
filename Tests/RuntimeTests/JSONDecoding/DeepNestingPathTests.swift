import Foundation
import Testing
@testable import AIClientRuntime

/// Every path that reads server data (event streams and their error envelopes, JSON Lines,
/// `JSONValue` conversions, structured output) reads a deeply nested value as quickly as a
/// flat one: through the client's decoder, not Foundation's `JSONDecoder`, whose cost grows
/// about with the cube of the depth (about 25 s per 500-level branch; the values here have
/// five, over two minutes of CPU each, so a path that still used it runs into the time limit,
/// while a path through the client's decoder takes milliseconds: five minutes leaves a busy
/// machine a factor of hundreds). Above the 512 levels JSON text may nest, each path throws a
/// typed error instead.
@Suite(.timeLimit(.minutes(5)))
struct DeepNestingPathTests {
    /// `{"k":"xx…","n":{"k":…,"n":0}}`, `depth` objects deep.
    static func branch(depth: Int, pad: Int = 30) -> String {
        let open = "{\"k\":\"" + String(repeating: "x", count: pad) + "\",\"n\":"
        return String(repeating: open, count: depth) + "0" + String(repeating: "}", count: depth)
    }

    /// Five branches of 480 levels in an array (about 100 KB): within the 512-level limit even
    /// inside an envelope.
    static let deepText = "[" + Array(repeating: branch(depth: 480), count: 5).joined(separator: ",") + "]"
    static func deepValue() throws -> JSONValue { try JSONCoding.decoder.decode(JSONValue.self, from: deepText) }

    static func depth(of value: JSONValue) -> Int {
        var depth = 0
        var value = value
        // Bounded by the value's own depth (at most 512 levels).
        while true {
            switch value {
            case .array(let elements) where !elements.isEmpty: value = elements[0]
            case .object(let members):
                guard let next = members["n"] else { return depth }
                value = next
            default: return depth
            }
            depth += 1
        }
    }

    static func events(_ body: String, format: EventStreamFormat) async throws -> [JSONValue] {
        let stream = EventStream<JSONValue>(
            body: HTTPResponseBody(Data(body.utf8)), format: format, info: HTTPResponseInfo(status: 200, headers: [:]))
        var events: [JSONValue] = []
        for try await event in stream { events.append(event) }
        return events
    }

    @Test func theDeepValueIsAsDeepAsItSays() throws {
        #expect(Self.deepText.utf8.count > 100_000)
        #expect(Self.depth(of: try Self.deepValue()) == 481)
    }

    @Test func decodeAsReadsADeepValue() throws {
        #expect(try Self.deepValue().decode(as: JSONValue.self) == Self.deepValue())
    }

    @Test func initEncodingReadsADeepValue() throws {
        #expect(try JSONValue(encoding: Self.deepValue()) == Self.deepValue())
    }

    @Test func structuredOutputReadsADeepAnswer() throws {
        #expect(try StructuredOutputDecoding.decode(JSONValue.self, from: Self.deepText) == Self.deepValue())
    }

    @Test func aDeepErrorEnvelopeEndsTheStreamAsTheProvidersError() async throws {
        let body = "data: {\"n\":1}\n\ndata: {\"error\":{\"message\":\"boom\",\"detail\":\(Self.deepText)}}\n\n"
        do {
            _ = try await Self.events(body, format: EventStreamFormat(errorEnvelopes: true))
            Issue.record("an error envelope must throw")
        } catch let error as AIClientError {
            #expect(error.kind == .streamError)
            #expect(error.providerError?.message == "boom")
            #expect(error.eventsReceived == 1)
        }
    }

    @Test func aDeepEventThatStartsLikeAnEnvelopeIsAnEvent() async throws {
        let body = "data: {\"error\":null,\"data\":\(Self.deepText)}\n\n"
        let events = try await Self.events(body, format: EventStreamFormat(errorEnvelopes: true))
        #expect(events == [.object(["error": .null, "data": try Self.deepValue()])])
    }

    @Test func aDeepEventWrappedWithItsNameIsAnEvent() async throws {
        let body = "event: tick\ndata: \(Self.deepText)\n\n"
        let events = try await Self.events(body, format: EventStreamFormat(wrapsEventName: true))
        #expect(events == [.object(["event": "tick", "data": try Self.deepValue()])])
    }

    @Test func aDeepLastJSONLineWithoutNewlineIsAnEvent() async throws {
        let events = try await Self.events("{\"n\":1}\n" + Self.deepText, format: EventStreamFormat(framing: .jsonLines))
        #expect(events == [.object(["n": 1]), try Self.deepValue()])
    }

    // MARK: - Beyond the limit

    /// 513 levels: one more than JSON text may nest.
    static let tooDeepText = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)

    @Test func decodeAsOfAValueNestedBeyondTheLimitIsADecodingError() throws {
        var value: JSONValue = 0
        for _ in 0..<600 { value = [value] }
        let error = #expect(throws: AIClientError.self) { _ = try value.decode(as: JSONValue.self) }
        #expect(error?.kind == .decoding)
    }

    @Test func structuredOutputNestedBeyondTheLimitIsAMismatch() throws {
        let error = #expect(throws: AIClientError.self) { _ = try StructuredOutputDecoding.decode(JSONValue.self, from: Self.tooDeepText) }
        #expect(error?.structuredOutput?.reason == .mismatch)
        #expect(error?.description.contains("deeper than 512") == true)
    }

    @Test func anEventNestedBeyondTheLimitIsADecodingErrorAfterTheEarlierEvents() async throws {
        let body = "data: {\"n\":1}\n\ndata: {\"error\":\(Self.tooDeepText)}\n\n"
        var events: [JSONValue] = []
        let stream = EventStream<JSONValue>(
            body: HTTPResponseBody(Data(body.utf8)), format: EventStreamFormat(errorEnvelopes: true),
            info: HTTPResponseInfo(status: 200, headers: [:]))
        let error = await #expect(throws: AIClientError.self) {
            for try await event in stream { events.append(event) }
        }
        #expect(events == [.object(["n": 1])])
        #expect(error?.kind == .decoding)
        #expect(error?.description.contains("deeper than 512") == true)
    }
}
