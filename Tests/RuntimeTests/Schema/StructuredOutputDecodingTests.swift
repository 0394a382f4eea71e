import AIClientRuntime
import Foundation
import Testing

/// Reading structured answers: dates as the derived schema describes them, typed errors that
/// carry the model's text, and the streams over events.
@Suite struct StructuredOutputDecodingTests {
    struct Meeting: Decodable, Equatable { var title: String; var at: Date }

    @Test func datesAreISO8601WithOrWithoutFractions() throws {
        let plain = try StructuredOutputDecoding.decode(Meeting.self, from: #"{"title":"Standup","at":"2025-03-01T09:30:00Z"}"#)
        let fraction = try StructuredOutputDecoding.decode(Meeting.self, from: #"{"title":"Standup","at":"2025-03-01T09:30:00.250Z"}"#)
        #expect(plain.at == Date(timeIntervalSince1970: 1_740_821_400))
        #expect(fraction.at.timeIntervalSince(plain.at) == 0.25)
    }

    static func structuredError(_ body: () throws -> Meeting) -> (AIClientError, StructuredOutputError)? {
        do {
            _ = try body()
            return nil
        } catch let error as AIClientError {
            return error.structuredOutput.map { (error, $0) }
        } catch {
            return nil
        }
    }

    @Test func refusalCarriesTheText() throws {
        let (error, output) = try #require(Self.structuredError { try StructuredOutputDecoding.decode(Meeting.self, from: nil, refusal: "I can't help with that") })
        #expect(error.kind == .decoding)
        #expect(output.reason == .refusal && output.text == "I can't help with that" && output.typeName == "Meeting")
        #expect("\(error)".contains("the model refused: I can't help with that"))
    }

    @Test func mismatchCarriesTheTextAndTheMember() throws {
        let text = #"{"title":"Standup","at":"tomorrow"}"#
        let (error, output) = try #require(Self.structuredError { try StructuredOutputDecoding.decode(Meeting.self, from: text) })
        #expect(output.reason == .mismatch && output.text == text)
        #expect(output.detail?.hasPrefix("at at: ") == true)
        #expect(error.payloadSnippet == text)
    }

    @Test func truncatedAndEmptyAnswers() throws {
        let cut = try #require(Self.structuredError { try StructuredOutputDecoding.decode(Meeting.self, from: #"{"title":"Stand"#, truncated: true) })
        #expect(cut.1.reason == .truncated && cut.1.text == #"{"title":"Stand"#)
        #expect(Self.structuredError { try StructuredOutputDecoding.decode(Meeting.self, from: "") }?.1.reason == .noContent)
        // An answer that parses is read even when the stop reason says it was cut.
        #expect(try StructuredOutputDecoding.decode(Meeting.self, from: #"{"title":"A","at":"2025-03-01T09:30:00Z"}"#, truncated: true).title == "A")
    }

    struct Piece: Decodable, Sendable { var text: String? }

    static func events(_ pieces: [String?]) -> EventStream<Piece> {
        let body = pieces.map { piece in "data: " + (piece.map { #"{"text":"\#($0)"}"# } ?? "{}") + "\n\n" }.joined()
        return EventStream(body: HTTPResponseBody(Data(body.utf8)), format: EventStreamFormat(),
                           info: HTTPResponseInfo(status: 200, headers: ["Content-Type": "text/event-stream"]))
    }

    @Test func structuredStreamYieldsEventsThenTheParsedValue() async throws {
        let stream = EventStreamTransforms.structured(
            Self.events(["{\\\"title\\\":", nil, "\\\"A\\\"}"]), accumulator: "",
            add: { text, event in text += event.text ?? "" },
            finish: { text in try StructuredOutputDecoding.decode([String: String].self, from: text) })
        var elements: [StructuredStreamEvent<Piece, [String: String]>] = []
        for try await element in stream { elements.append(element) }
        #expect(elements.count == 4)
        #expect(elements.last?.parsed == ["title": "A"])
    }

    @Test func structuredStreamEndsWithTheParseError() async throws {
        let stream = EventStreamTransforms.structured(
            Self.events(["not json"]), accumulator: "", add: { $0 += $1.text ?? "" },
            finish: { try StructuredOutputDecoding.decode([String: String].self, from: $0) })
        var events = 0
        await #expect(throws: AIClientError.self) {
            for try await element in stream where element.parsed == nil { events += 1 }
        }
        #expect(events == 1)
    }

    @Test func textStreamSkipsEventsWithoutText() async throws {
        var pieces: [String] = []
        for try await piece in EventStreamTransforms.text(Self.events(["Hel", nil, "lo"]), of: \.text) { pieces.append(piece) }
        #expect(pieces == ["Hel", "lo"])
    }
}
