import Foundation
import Testing
@testable import AIClientRuntime

/// `{"error": …}` and nothing else ends a stream as the provider's error however the JSON is
/// spelled (spaces, newlines, an escaped name), and only then.
@Suite(.timeLimit(.minutes(10)))
struct ErrorEnvelopeTests {
    static func outcome(_ data: String, framing: EventStreamFormat.Framing = .serverSentEvents) async -> Result<[JSONValue], AIClientError> {
        let body = framing == .jsonLines
            ? "{\"n\":1}\n" + data + "\n{\"n\":2}\n"
            : "data: {\"n\":1}\n\n" + data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }.joined() + "\ndata: {\"n\":2}\n\n"
        let stream = EventStream<JSONValue>(
            body: HTTPResponseBody(Data(body.utf8)), format: EventStreamFormat(errorEnvelopes: true, framing: framing),
            info: HTTPResponseInfo(status: 200, headers: [:]))
        var events: [JSONValue] = []
        do {
            for try await event in stream { events.append(event) }
            return .success(events)
        } catch let error as AIClientError {
            return .failure(error)
        } catch {
            Issue.record("not an AIClientError: \(error)")
            return .success(events)
        }
    }

    @Test(arguments: [
        #"{"error":{"message":"overloaded"}}"#,
        #"{ "error": {"message":"overloaded"}}"#,
        "{\n  \"error\": {\n    \"message\": \"overloaded\"\n  }\n}",
        "\t{\"error\" :{\"message\":\"overloaded\"} } ",
        #"{"\u0065rror":{"message":"overloaded"}}"#,
    ])
    func anEnvelopeIsTheProvidersErrorHoweverItIsSpelled(data: String) async throws {
        for framing in [EventStreamFormat.Framing.serverSentEvents, .jsonLines] where framing == .serverSentEvents || !data.contains("\n") {
            let outcome = await Self.outcome(data, framing: framing)
            guard case .failure(let error) = outcome else {
                Issue.record("\(framing): \(data) is an error envelope, got \(outcome)")
                continue
            }
            #expect(error.kind == .streamError)
            #expect(error.providerError?.message == "overloaded")
            #expect(error.eventsReceived == 1)
        }
    }

    @Test(arguments: [
        #"{"error":null,"n":3}"#,
        #"{ "errors": ["x"] }"#,
        #"["error"]"#,
        #""error""#,
    ])
    func otherValuesAreEvents(data: String) async throws {
        let outcome = await Self.outcome(data)
        guard case .success(let events) = outcome else {
            Issue.record("\(data) is an event, got \(outcome)")
            return
        }
        #expect(events.count == 3)
    }
}
