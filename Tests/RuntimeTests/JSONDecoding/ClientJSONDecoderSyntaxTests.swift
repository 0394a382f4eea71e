import Foundation
import Testing
@testable import AIClientRuntime

/// Documents that are not JSON: a `DecodingError.dataCorrupted` whose underlying
/// `JSONSyntaxError` says where and why, never a crash.
@Suite struct ClientJSONDecoderSyntaxTests {
    private func syntaxError(_ json: String) -> JSONSyntaxError? {
        do {
            _ = try ClientJSONDecoder().decode(JSONValue.self, from: Data(json.utf8))
            return nil
        } catch let DecodingError.dataCorrupted(context) {
            #expect(context.debugDescription == "The given data was not valid JSON.")
            return context.underlyingError as? JSONSyntaxError
        } catch {
            Issue.record("unexpected error \(error)")
            return nil
        }
    }

    @Test(arguments: [
        ("", "the document is empty", 1, 1),
        ("   ", "the document has no value", 1, 4),
        ("{\"a\":\n tru}", "unexpected 't', expected a value", 2, 2),
        ("{\"a\":1} x", "unexpected 'x' after the JSON value", 1, 9),
        ("{\"a\":1", "unexpected end of data in an object", 1, 7),
        ("[1,2", "unexpected end of data in an array", 1, 5),
        ("[1,]", "unexpected ']', expected a value", 1, 4),
        ("{\"a\":1,}", "unexpected '}', expected a member name in quotes", 1, 8),
        ("{\"a\" 1}", "unexpected '1', expected ':' after a member name", 1, 6),
        ("[01]", "a number cannot have a leading zero", 1, 3),
        ("[1.]", "a number needs digits after '.'", 1, 4),
        ("[-]", "a number needs digits after '-'", 1, 3),
        ("[1e]", "a number needs digits in its exponent", 1, 4),
        ("[\"abc", "unexpected end of data in a string", 1, 6),
        ("[\"a\\x\"]", "invalid escape '\\x' in a string", 1, 5),
        ("[\"\\u12\"]", "a \\u escape needs four hexadecimal digits", 1, 4),
        ("[\"a\tb\"]", "unescaped control character byte 0x9 in a string", 1, 4),
        ("[NaN]", "unexpected 'N', expected a value", 1, 2),
    ] as [(String, String, Int, Int)])
    func syntaxErrorsSayWhereAndWhy(json: String, reason: String, line: Int, column: Int) throws {
        let error = try #require(syntaxError(json))
        #expect(error.reason == reason)
        #expect(error.line == line)
        #expect(error.column == column)
    }

    @Test func deepNestingIsAnErrorNotACrash() throws {
        let error = try #require(syntaxError(String(repeating: "[", count: 100_000)))
        #expect(error.reason == "nesting deeper than 512 levels")
        let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
        #expect(throws: Never.self) { try ClientJSONDecoder().decode(JSONValue.self, from: Data(fine.utf8)) }
    }

    @Test func aCutDocumentBecomesADecodingErrorWithThePayload() {
        let payload = Data(#"{"id":"chatcmpl-1","choices":[{"index":0,"mess"#.utf8)
        do {
            _ = try JSONCoding.decode(JSONValue.self, from: payload)
            Issue.record("a cut document decoded")
        } catch {
            #expect(error.kind == .decoding)
            #expect("\(error)".contains("unexpected end of data"))
        }
    }
}

/// Damaged documents: every cut and a few thousand seeded byte changes of a recorded body
/// end in a value or a `DecodingError`, never a crash, and whatever JSONSerialization accepts
/// is accepted.
@Suite struct ClientJSONDecoderDamageTests {
    static let body: Data = {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("OpenAITests/Fixtures/recorded/openai.jsonl")
        let firstLine = (try? String(contentsOf: folder, encoding: .utf8))?.split(separator: "\n").first ?? ""
        return Data(firstLine.utf8)
    }()

    /// A small deterministic generator (SplitMix64), so a failure can be replayed.
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    private func outcome(_ data: Data) -> Bool? {
        do {
            _ = try ClientJSONDecoder().decode(JSONValue.self, from: data)
            return true
        } catch is DecodingError {
            return false
        } catch {
            Issue.record("not a DecodingError: \(error)")
            return nil
        }
    }

    @Test func everyCutOfADocumentIsASyntaxError() {
        #expect(outcome(Self.body) == true)
        #expect(Self.body.count > 1000)
        for length in 0..<Self.body.count {
            #expect(outcome(Self.body.prefix(length)) == false, "a cut at \(length) decoded")
        }
    }

    @Test func changedBytesNeverCrashAndValidJSONIsAccepted() {
        var random = SplitMix(state: 12)
        let alphabet = Array(#"{}[]",:\/"0123456789.eE+-tfnul aé"#.utf8) + [0x00, 0x0A, 0xFF]
        let bytes = [UInt8](Self.body)
        var stillJSON = 0
        var rejected = 0
        for _ in 0..<3000 {
            var damaged = bytes
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                let index = Int.random(in: 0..<damaged.count, using: &random)
                damaged[index] = alphabet[Int.random(in: 0..<alphabet.count, using: &random)]
            }
            let data = Data(damaged)
            let ours = outcome(data)
            if ours == false { rejected += 1 }
            if (try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])) != nil {
                stillJSON += 1
                #expect(ours == true, "JSONSerialization accepts what ours rejects: \(String(decoding: damaged, as: UTF8.self))")
            }
        }
        // Both outcomes are exercised.
        #expect(stillJSON > 300 && rejected > 300, "\(stillJSON) still JSON, \(rejected) rejected")
    }
}
