import AIClientRuntime
import Foundation
import Testing

/// `JSONValue(encoding:)` writes a `JSONValue` directly (issue 31). It must give exactly what the
/// runtime got before by writing JSON text with `JSONEncoder()` and reading it back with the
/// client's decoder: each test compares the two.
@Suite struct JSONValueEncoderTests {
    /// The value the runtime used to build: JSON text, read back.
    static func throughText<T: Encodable>(_ value: T) throws -> JSONValue {
        try JSONCoding.decoder.decode(JSONValue.self, from: JSONEncoder().encode(value))
    }

    func expectSameAsText<T: Encodable>(_ value: T, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let expected = try Self.throughText(value)
        let direct = try JSONValue(encoding: value)
        #expect(direct == expected, "\(T.self): direct \(direct) ≠ through text \(expected)", sourceLocation: sourceLocation)
    }

    // MARK: - Shapes

    enum Mood: String, Codable { case calm, loud }
    enum Level: Int, Codable { case low = 1, high = 9 }
    /// Synthesized coding of cases with values: nested keyed containers.
    enum Shape: Codable {
        case circle(radius: Double)
        case polygon(points: [[Int]], label: String?)
        case empty
    }

    struct Inner: Codable {
        var name: String
        var weight: Double
        var tags: [String]
        var mood: Mood?
    }

    struct Outer: Codable {
        var id: Int64
        var big: UInt64
        var inner: Inner
        var inners: [Inner]
        var optional: Int?
        var nested: Int??
        var optionals: [Int?]
        var shapes: [Shape]
        var level: Level
        var byNumber: [Int: String]
        var byMood: [Mood: Int]
        var flags: Set<Bool>
        var free: JSONValue
    }

    /// Writes `nil` with `encodeNil` (a `null` member) where synthesized code leaves it out.
    struct ExplicitNulls: Encodable {
        var present: String?
        var absent: String?
        var doubleOptional: Int??
        enum CodingKeys: String, CodingKey { case present, absent, doubleOptional = "double_optional" }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            if let present { try container.encode(present, forKey: .present) } else { try container.encodeNil(forKey: .present) }
            try container.encodeIfPresent(absent, forKey: .absent)
            try container.encode(doubleOptional, forKey: .doubleOptional)
        }
    }

    /// Every container kind, nested, and super encoders, some left empty.
    struct Containers: Encodable {
        enum Keys: String, CodingKey { case list, object, late, merged }
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: Keys.self)
            var list = container.nestedUnkeyedContainer(forKey: .list)
            try list.encode(1)
            try list.encodeNil()
            var inList = list.nestedContainer(keyedBy: Keys.self)
            try inList.encode(UInt8(7), forKey: .object)
            var listInList = list.nestedUnkeyedContainer()
            try listInList.encode(Float(0.25))
            try listInList.encode(Int8(-3))
            let elementSuper = list.superEncoder()
            var single = elementSuper.singleValueContainer()
            try single.encode("from a super encoder")
            _ = list.superEncoder()
            try list.encode([Optional<Int>.none, 2])
            _ = container.superEncoder()
            let named = container.superEncoder(forKey: .object)
            var namedContainer = named.container(keyedBy: Keys.self)
            try namedContainer.encode(Data([0, 1, 2, 254, 255]), forKey: .list)
            // Written after its owner went on: still part of the value.
            var late = container.nestedContainer(keyedBy: Keys.self, forKey: .late)
            try container.encode(true, forKey: .merged)
            try late.encode(Int16.min, forKey: .late)
            // The same nested container asked for twice: one object.
            var again = container.nestedContainer(keyedBy: Keys.self, forKey: .late)
            try again.encode(UInt32.max, forKey: .list)
            try late.encode(Int32.max, forKey: .object)
        }
    }

    /// Two keyed containers from one encoder (what generated unions do) and a key written twice.
    struct SharedContainer: Encodable {
        enum Keys: String, CodingKey { case a, b }
        func encode(to encoder: any Encoder) throws {
            var first = encoder.container(keyedBy: Keys.self)
            try first.encode("one", forKey: .a)
            var second = encoder.container(keyedBy: Keys.self)
            try second.encode("two", forKey: .b)
            try first.encode("three", forKey: .a)
        }
    }

    struct EncodesNothing: Encodable {
        func encode(to encoder: any Encoder) throws {}
    }

    struct FoundationTypes: Encodable {
        var date = Date(timeIntervalSinceReferenceDate: 123_456.789)
        var epoch = Date(timeIntervalSince1970: 0)
        var data = Data("héllo".utf8)
        var emptyData = Data()
        var url = URL(string: "https://example.com/a/b?c=d&e=%20f#g")
        var relative = URL(string: "c/d", relativeTo: URL(string: "https://example.com/a/"))
        var decimals: [Decimal] = ["0", "-0", "1.5", "100", "12345678901234567890.123", "-92233720368547758.9108", "1e50", "0.000001"].compactMap { Decimal(string: $0) }
    }

    @Test func structsEnumsAndOptionals() throws {
        let inner = Inner(name: "a/b \"quoted\" \u{1F600}", weight: 2.0, tags: ["x", ""], mood: .calm)
        let outer = Outer(
            id: Int64.min, big: UInt64.max, inner: inner,
            inners: [inner, Inner(name: "", weight: 0.1, tags: [], mood: nil)],
            optional: nil, nested: .some(nil), optionals: [1, nil, 3],
            shapes: [.circle(radius: 1.5), .polygon(points: [[0, 0], [1, 2]], label: nil), .empty],
            level: .high, byNumber: [1: "one", -2: "minus two"], byMood: [.loud: 3], flags: [true],
            free: ["n": 2.0, "f": 0.5, "big": .exactNumber("12345678901234567890"), "list": [1e20, nil, "s"]])
        try expectSameAsText(outer)
        var other = outer
        other.nested = .some(4)
        other.optional = 0
        try expectSameAsText(other)
        try expectSameAsText(ExplicitNulls(present: nil, absent: nil, doubleOptional: .some(nil)))
        try expectSameAsText(ExplicitNulls(present: "p", absent: "a", doubleOptional: 1))
        try expectSameAsText([Int?.none, 1, nil])
        try expectSameAsText([[String: Int?]]([["a": nil, "b": 1]]))
    }

    @Test func containersAndSuperEncoders() throws {
        try expectSameAsText(Containers())
        try expectSameAsText([Containers(), Containers()])
        try expectSameAsText(SharedContainer())
        // Nothing encoded inside another value is `{}`.
        try expectSameAsText(["empty": EncodesNothing()])
        try expectSameAsText([EncodesNothing()])
        try expectSameAsText(Optional(EncodesNothing()))
    }

    @Test func foundationTypesWithTheDefaultStrategies() throws {
        try expectSameAsText(FoundationTypes())
        try expectSameAsText(Date(timeIntervalSinceReferenceDate: -1e9))
        try expectSameAsText(URL(string: "mailto:a@b.c"))
        try expectSameAsText(Decimal(string: "3.25"))
        // A `Data` written through its own `encode(to:)` (an array of bytes), as `JSONEncoder` too.
        struct Bytes: Encodable {
            var data: Data
            func encode(to encoder: any Encoder) throws { try data.encode(to: encoder) }
        }
        try expectSameAsText(Bytes(data: Data([1, 2, 3])))
    }

    @Test func scalarsAtTheTopLevel() throws {
        try expectSameAsText("text")
        try expectSameAsText(true)
        try expectSameAsText(Int.max)
        try expectSameAsText(UInt.max)
        try expectSameAsText(-0.0)
        try expectSameAsText(Float(-0.0))
        try expectSameAsText(Optional<Int>.none)
        try expectSameAsText([String]())
        try expectSameAsText([String: Int]())
        try expectSameAsText(JSONValue.number(3))
        try expectSameAsText(JSONValue.exactNumber("1.50"))
    }

    @Test func integersOfEveryWidth() throws {
        try expectSameAsText([Int8.min, Int8.max].map(Int64.init) + [Int64.min, Int64.max, 0, -1])
        try expectSameAsText([UInt64.max, UInt64(Int64.max), UInt64(Int64.max) + 1, 1 << 53, (1 << 53) + 1])
        try expectSameAsText([UInt32.max])
        try expectSameAsText([Int16.min])
        if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
            try expectSameAsText([Int128.max, Int128.min, Int128(42), Int128(Int64.min) - 1])
            try expectSameAsText([UInt128.max, UInt128(7)])
        }
    }

    @Test func doubleAndFloatEdgeValues() throws {
        let doubles: [Double] = [
            0, -0.0, 0.1, 0.5, 1, -1, 1.5, 2.0, 1e15, 1e16, 1e20, 1e22, 1e300, -1e300, 1.2345e-300,
            .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude, -.greatestFiniteMagnitude,
            // 2^53 + 1 and Int64.max are not Doubles: converted at run time, they round as a reply's would.
            9_007_199_254_740_991, 9_007_199_254_740_992, Double(9_007_199_254_740_993 as Int64), 9.3e18, Double(Int64.max),
            1_152_921_504_606_846_976, 1.8446744073709552e19, 123_456_789.125, 1.0 / 3.0, 1e-7, 100,
        ]
        for value in doubles {
            try expectSameAsText(value)
            try expectSameAsText(["v": value])
            try expectSameAsText(JSONValue.number(value))
            if Float(value).isFinite { try expectSameAsText(Float(value)) }
        }
        let floats: [Float] = [0.1, 1, 16_777_216, Float(16_777_217 as Int32), 3.4e38, 1e-7, .leastNonzeroMagnitude, .greatestFiniteMagnitude, 1e20]
        try expectSameAsText(floats)
    }

    /// Doubles from random bit patterns and random whole numbers, against the text path.
    @Test func randomDoubles() throws {
        var generator = ClientJSONDecoderDamageTests.SplitMix(state: 31)
        var doubles: [Double] = []
        while doubles.count < 4_000 {
            let bits = Double(bitPattern: generator.next())
            if bits.isFinite { doubles.append(bits) }
            let whole = Double(Int64(bitPattern: generator.next()) >> (generator.next() % 64))
            doubles.append(whole)
            doubles.append(Double(Int64(bitPattern: generator.next()) % 1_000_000) / 1_000)
        }
        for value in doubles {
            let expected = try Self.throughText(value)
            let direct = try JSONValue(encoding: value)
            #expect(direct == expected, "\(value) (bits \(value.bitPattern))")
        }
        try expectSameAsText(doubles.map(Float.init).filter(\.isFinite))
    }

    // MARK: - Errors

    @Test func aNonFiniteNumberThrowsWithItsPathAsJSONEncoderDoes() throws {
        struct Holder: Encodable { var values: [Double] }
        for bad in [Double.infinity, -.infinity, .nan] {
            let value = Holder(values: [1, bad])
            let textError = #expect(throws: EncodingError.self) { try JSONEncoder().encode(value) }
            let directError = #expect(throws: EncodingError.self) { try JSONValue(encoding: value) }
            #expect(Self.path(of: directError) == "values[1]")
            #expect(Self.path(of: directError) == Self.path(of: textError))
        }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: ["f": Float.infinity]) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: JSONValue.array([.number(.nan)])) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: Double.infinity) }
    }

    @Test func whatTheTextPathRefusedIsRefused() {
        // `JSONEncoder` writes `NaN`, which the decoder then refused.
        #expect(throws: (any Error).self) { try Self.throughText([Decimal.nan]) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: [Decimal.nan]) }
        #expect(throws: EncodingError.self) { try JSONEncoder().encode(EncodesNothing()) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: EncodesNothing()) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: JSONValue.exactNumber("not a number")) }
    }

    /// Where `JSONEncoder` stops the process, the direct encoder throws.
    @Test func twoKindsOfContainerThrowInsteadOfStopping() {
        struct Mixed: Encodable {
            enum Keys: CodingKey { case a }
            func encode(to encoder: any Encoder) throws {
                var keyed = encoder.container(keyedBy: Keys.self)
                try keyed.encode(1, forKey: .a)
                var unkeyed = encoder.unkeyedContainer()
                try unkeyed.encode(2)
            }
        }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: Mixed()) }
        #expect(throws: EncodingError.self) { try JSONValue(encoding: ["inside": Mixed()]) }
    }

    static func path(of error: EncodingError?) -> String? {
        guard case .invalidValue(_, let context)? = error else { return nil }
        return AnyCodingKey.pathDescription(context.codingPath)
    }
}
