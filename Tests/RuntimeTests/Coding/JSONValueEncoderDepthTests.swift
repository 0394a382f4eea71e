import Foundation
import Testing
@testable import AIClientRuntime

/// `JSONValue(encoding:)` on values a tool loop gets from a model: deep ones cost time in
/// proportion to their size, not to depth × size, and one too deep for the stack throws
/// where `JSONEncoder` would, never stopping the process.
@Suite struct JSONValueEncoderDepthTests {
    /// A chain `depth` objects deep, each with `width` plain integers beside the next link,
    /// and one exact number (which must be rewritten) at the bottom only.
    static func chain(depth: Int, width: Int) -> JSONValue {
        var value = JSONValue.object(["bottom": .exactNumber("123456789012345678901234567890")])
        for level in 0..<depth {
            value = .object(["next": value, "level": .integer(level), "items": .array((0..<width).map { .integer($0) })])
        }
        return value
    }

    /// The same members side by side, one level deep.
    static func flat(depth: Int, width: Int) -> JSONValue {
        var members: [String: JSONValue] = ["bottom": .exactNumber("123456789012345678901234567890")]
        for level in 0..<depth {
            members["items\(level)"] = .array((0..<width).map { .integer($0) })
        }
        return .object(members)
    }

    static func seconds(_ work: () throws -> Void) rethrows -> Double {
        let start = DispatchTime.now().uptimeNanoseconds
        try work()
        return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// Before, each level looked through everything below it again to find the exact number at
    /// the bottom: a chain 500 deep took hundreds of times as long as the same members side by
    /// side. Both are compared in the same run, so the machine's load cancels out.
    @Test func aDeepValueCostsAboutWhatTheSameMembersSideBySideCost() throws {
        let deep = Self.chain(depth: 500, width: 200)
        let flat = Self.flat(depth: 500, width: 200)
        // Warm both once, then time the better of three runs of each.
        _ = try JSONValue(encoding: deep)
        _ = try JSONValue(encoding: flat)
        var deepTime = Double.infinity, flatTime = Double.infinity
        for _ in 0..<3 {
            deepTime = min(deepTime, try Self.seconds { _ = try JSONValue(encoding: deep) })
            flatTime = min(flatTime, try Self.seconds { _ = try JSONValue(encoding: flat) })
        }
        #expect(deepTime < 10 * flatTime + 0.05, "deep \(deepTime) s, flat \(flatTime) s")
        // And the exact number at the bottom is rewritten as the decoder would read it.
        var node = try JSONValue(encoding: deep)
        for _ in 0..<500 {
            guard case .object(let members) = node, let next = members["next"] else { Issue.record("no next"); return }
            node = next
        }
        #expect(node == .object(["bottom": JSONValueEncoder.number(text: "123456789012345678901234567890", integer: true) ?? .null]))
    }

    indirect enum Nested: Encodable {
        case leaf
        case node(Nested)

        func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            if case .node(let inner) = self { try container.encode(inner) }
        }
    }

    /// A value nested far beyond any reply (100,000 levels) throws `EncodingError` with its
    /// path; before, the encoder's recursion ran off the stack (SIGSEGV).
    @Test func aValueTooDeepForTheStackThrows() {
        var nested = Nested.leaf
        for _ in 0..<100_000 { nested = .node(nested) }
        do {
            _ = try JSONValue(encoding: nested)
            Issue.record("no error")
        } catch let error as EncodingError {
            guard case .invalidValue(_, let context) = error else { Issue.record("\(error)"); return }
            #expect(context.debugDescription.contains("deeper than"))
            #expect(context.codingPath.count > 500)
        } catch {
            Issue.record("\(error)")
        }
        // A JSONValue built that deep (not decoded: the decoder stops at 512) throws too.
        var value = JSONValue.exactNumber("1e400")
        for _ in 0..<100_000 { value = .array([value]) }
        #expect(throws: EncodingError.self) { _ = try JSONValue(encoding: value) }
        // Free the chains iteratively: their recursive deinit is not what this test is about.
        Self.unwind(&value)
        Self.unwind(&nested)
    }

    /// Nesting as deep as the decoder allows still encodes.
    @Test func nestingTheDecoderAcceptsStillEncodes() throws {
        var nested = Nested.leaf
        for _ in 0..<500 { nested = .node(nested) }
        let encoded = try JSONValue(encoding: nested)
        let text = String(repeating: "[", count: 501) + String(repeating: "]", count: 501)
        #expect(encoded == (try ClientJSONDecoder().decode(JSONValue.self, from: Data(text.utf8))))
    }

    static func unwind(_ value: inout JSONValue) {
        while case .array(let elements) = value, let first = elements.first { value = first }
    }

    static func unwind(_ value: inout Nested) {
        while case .node(let inner) = value { value = inner }
    }
}
