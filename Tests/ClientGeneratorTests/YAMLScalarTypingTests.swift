import Testing
@testable import ClientGenerator

/// Plain scalars are typed by the YAML 1.2 core schema, not YAML 1.1: `on`, `yes` and dates stay strings.
@Suite struct YAMLScalarTypingTests {
    static let strings = [
        "2024-10-01", "on", "off", "yes", "no", "y", "1.0.0", "0.5.1", "tRUE", "nULL", "0b101", "-0x1F",
        "0o", "0x", "0o8", "1_000", "+", "-x", ".", "1e", "1e+", ".e3", "-.nan", "inf", "12:30", "v1", "1 2",
        "NaN", "Infinity", "0x1G", "~~", "nulls", "trueish",
    ]

    @Test(arguments: strings)
    func staysAString(_ text: String) throws {
        #expect(try YAMLFixture.read("v: \(text)\n")["v"]?.value == .string(text))
    }

    static let typed: [(String, DocumentNode.Value)] = [
        ("true", .bool(true)), ("True", .bool(true)), ("TRUE", .bool(true)),
        ("false", .bool(false)), ("False", .bool(false)), ("FALSE", .bool(false)),
        ("null", .null), ("Null", .null), ("NULL", .null), ("~", .null), ("", .null),
        ("42", .integer(42)), ("-7", .integer(-7)), ("+3", .integer(3)), ("0", .integer(0)), ("007", .integer(7)),
        ("0x1F", .integer(31)), ("0xff", .integer(255)), ("0o17", .integer(15)),
        ("9223372036854775807", .integer(Int.max)), ("-9223372036854775808", .integer(Int.min)),
        ("9223372036854775808", .number(9223372036854775808.0)),
        ("0xFFFFFFFFFFFFFFFFFF", .number(4722366482869645213695.0)),
        ("1e3", .number(1000)), ("1.5", .number(1.5)), ("-2.5E-1", .number(-0.25)), (".5", .number(0.5)),
        ("5.", .number(5)), ("+1.0e+2", .number(100)), ("1.0", .number(1)),
        (".inf", .number(.infinity)), (".Inf", .number(.infinity)), ("+.INF", .number(.infinity)),
        ("-.inf", .number(-.infinity)),
    ]

    @Test(arguments: typed)
    func isTyped(_ text: String, _ expected: DocumentNode.Value) throws {
        #expect(try YAMLFixture.read("v: \(text)\n")["v"]?.value == expected)
    }

    @Test(arguments: [".nan", ".NaN", ".NAN"])
    func notANumber(_ text: String) throws {
        let value = try YAMLFixture.read("v: \(text)\n")["v"]?.doubleValue
        #expect(value?.isNaN == true)
    }

    @Test func quotedAndBlockScalarsAreNeverTyped() throws {
        let root = try YAMLFixture.read("a: \"true\"\nb: '42'\nc: |-\n  null\nd: >-\n  1e3\n")
        #expect(root.value == YAMLFixture.object([
            "a": .string("true"), "b": .string("42"), "c": .string("null"), "d": .string("1e3"),
        ]))
    }

    @Test func nonASCIIStringsSurviveIntact() throws {
        #expect(try YAMLFixture.read("v: héllo ✓ 日本\n")["v"]?.value == .string("héllo ✓ 日本"))
    }
}
