import Foundation
import Testing
@testable import AIClientRuntime

/// A batch results file with one bad line among good ones: the bad line is that item's
/// `undecodable` error (its line number, and its custom id when it could be read), and every
/// good line before and after it is still delivered, whatever the chunking.
@Suite(.timeLimit(.minutes(10)))
struct BatchResultLinesTests {
    /// A line shaped as OpenAI's output lines: `{"custom_id", "response": {"status_code", "body"}}`.
    struct Line: Decodable, Sendable {
        struct Response: Decodable, Sendable {
            var statusCode: Int
            var body: JSONValue
            enum CodingKeys: String, CodingKey { case statusCode = "status_code", body }
        }
        var customID: String
        var response: Response
        enum CodingKeys: String, CodingKey { case customID = "custom_id", response }

        var result: BatchResult<JSONValue> {
            if (200..<300).contains(response.statusCode) {
                return BatchResult(customID: customID, outcome: .success(response.body))
            }
            return BatchResult(customID: customID, outcome: .failure(BatchItemError(kind: .failed, customID: customID, statusCode: response.statusCode)))
        }
    }

    static func good(_ index: Int) -> String {
        #"{"custom_id":"r\#(index)","response":{"status_code":200,"body":{"answer":\#(index)}}}"#
    }

    /// Each bad kind, with the custom id it should be reported under ("" when unreadable).
    static let badLines: [(name: String, line: String, customID: String)] = [
        ("not JSON", #"{"custom_id":"bad","response":{"status_code":200,"body":"#, ""),
        ("plain text", "Internal Server Error", ""),
        ("a number beyond Double", #"{"custom_id":"big","response":{"status_code":200,"body":{"n":1e400}}}"#, "big"),
        ("nesting over 512", #"{"custom_id":"deep","response":{"status_code":200,"body":"# + String(repeating: "[", count: 600) + String(repeating: "]", count: 600) + "}}", ""),
        ("a custom_id that is not a string", #"{"custom_id":42,"response":{"status_code":200,"body":{}}}"#, ""),
        ("a failed request whose error body holds 1e400", #"{"custom_id":"failed","response":{"status_code":400,"body":{"error":{"code":1e400}}}}"#, "failed"),
        ("not a result", #"[1,2,3]"#, ""),
    ]

    static func read(_ text: String, chunkSize: Int) async throws -> [BatchResult<JSONValue>] {
        let bytes = Data(text.utf8)
        let body = HTTPResponseBody(AsyncThrowingStream { continuation in
            var start = 0
            // Bounded: `start` grows by chunkSize (at least 1) each time.
            while start < bytes.count {
                continuation.yield(bytes.subdata(in: start..<min(bytes.count, start + chunkSize)))
                start += chunkSize
            }
            continuation.finish()
        })
        var results: [BatchResult<JSONValue>] = []
        for try await result in BatchResultLines.read(Line.self, from: body, file: "output file file-1", result: { $0.result }) {
            results.append(result)
        }
        return results
    }

    @Test(arguments: [1, 7, 1 << 16])
    func aBadLineIsThatItemsErrorAndTheOthersAreAllDelivered(chunkSize: Int) async throws {
        for bad in Self.badLines {
            let text = [Self.good(1), Self.good(2), bad.line, Self.good(4), "", Self.good(6)].joined(separator: "\n") + "\n"
            let results = try await Self.read(text, chunkSize: chunkSize)
            try #require(results.count == 5, "\(bad.name): \(results.map(\.customID))")
            #expect(results.map(\.customID) == ["r1", "r2", bad.customID, "r4", "r6"], "\(bad.name)")
            #expect(results.map { $0.response } == [["answer": 1], ["answer": 2], nil, ["answer": 4], ["answer": 6]], "\(bad.name)")
            let error = try #require(results[2].error, "\(bad.name)")
            #expect(error.kind == .undecodable, "\(bad.name)")
            #expect(error.lineNumber == 3, "\(bad.name)")
            #expect(error.message?.contains("line 3 of output file file-1") == true, "\(bad.name): \(error)")
            #expect(error.description.contains("line 3"), "\(bad.name): \(error)")
        }
    }

    @Test func lineNumbersCountBlankLinesAsAnEditorDoes() async throws {
        let text = [Self.good(1), "", "  ", "oops", Self.good(5)].joined(separator: "\r\n")
        let results = try await Self.read(text, chunkSize: 3)
        #expect(results.map(\.customID) == ["r1", "", "r5"])
        #expect(results[1].error?.lineNumber == 4)
    }

    @Test func aFailedRequestStaysAFailure() async throws {
        let text = #"{"custom_id":"x","response":{"status_code":429,"body":{"error":{"message":"slow down"}}}}"#
        let results = try await Self.read(text, chunkSize: 5)
        #expect(results.count == 1)
        #expect(results.first?.error?.kind == .failed)
        #expect(results.first?.error?.statusCode == 429)
    }
}
