import Testing
@testable import ClientGenerator

/// Every malformed input stops the read with exactly one error that says where and why.
@Suite struct JSONReaderErrorTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var bytes: [UInt8]
        var line: Int
        var column: Int
        var message: String

        init(_ text: String, _ line: Int, _ column: Int, _ message: String) {
            self.init(bytes: Array(text.utf8), line, column, message)
        }

        init(bytes: [UInt8], _ line: Int, _ column: Int, _ message: String) {
            self.bytes = bytes
            self.line = line
            self.column = column
            self.message = message
        }

        var testDescription: String { message }
    }

    private func diagnose(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            _ = try JSONReader.read(bytes, path: "Spec/bad.json")
            return []
        } catch {
            return error.diagnostics
        }
    }

    private func check(_ testCase: Case) {
        let diagnostics = diagnose(testCase.bytes)
        #expect(diagnostics.count == 1)
        guard let diagnostic = diagnostics.first else { return }
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.location == SourceLocation(file: "Spec/bad.json", line: testCase.line, column: testCase.column))
        #expect(diagnostic.message.contains(testCase.message), "\(diagnostic.message)")
    }

    @Test(arguments: [
        Case(#"{"a": 1 "b": 2}"#, 1, 9, #"expected ',' or '}' after object member, found '"'"#),
        Case("[1 2]", 1, 4, "expected ',' or ']' after array element, found '2'"),
        Case(#"{"a" 1}"#, 1, 6, "expected ':' after object key, found '1'"),
        Case("{a: 1}", 1, 2, "expected a string key or '}', found 'a' (object keys are strings in double quotes)"),
        Case(#"{"a": 1, 'b': 2}"#, 1, 10, "expected a string key after ',', found '''"),
        Case("[True]", 1, 2, "expected a value, found 'True' (JSON literals are lowercase)"),
        Case("[nul]", 1, 2, "expected a value, found 'nul'"),
        Case("[1, é]", 1, 5, "expected a value, found 'é'"),
        Case("{} {}", 1, 4, "expected the end of the input after the JSON document, found '{'"),
        Case("[1] x", 1, 5, "expected the end of the input after the JSON document, found 'x'"),
    ])
    func unexpectedCharacter(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case(#"{"a": "abc"#, 1, 7, "unterminated string: the input ends before its closing '\"'"),
        Case(#"["abc\"#, 1, 2, "unterminated string"),
        Case("[\"ab\ncd\"]", 1, 5, "unterminated string (it starts at 1:2): a line break inside a string must be written \\n"),
        Case("[\"a\tb\"]", 1, 4, "control character U+0009 must be escaped inside a string (write \\t)"),
        Case("[\"a\u{1}\"]", 1, 4, "control character U+0001 must be escaped inside a string (write \\u0001)"),
    ])
    func unterminatedStringsAndControlCharacters(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case("[1, 2,]", 1, 6, "trailing comma before ']'"),
        Case("{\"a\": 1,\n}", 1, 8, "trailing comma before '}'"),
    ])
    func trailingComma(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case("{\n  \"a\": {\n    \"b\": [1,\n", 4, 1,
             "unexpected end of input: the array that starts at 3:10 is not closed (expected a value)"),
        Case(#"{"a": {"b": 1}"#, 1, 15,
             "unexpected end of input: the object that starts at 1:1 is not closed (expected ',' or '}' after object member)"),
        Case(#"{"a""#, 1, 5, "the object that starts at 1:1 is not closed (expected ':' after object key)"),
        Case("", 1, 1, "unexpected end of input: expected a value"),
        Case(bytes: [0xEF, 0xBB, 0xBF, 0x20], 1, 2, "unexpected end of input: expected a value"),
    ])
    func unexpectedEndOfInput(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case("[01]", 1, 2, "invalid number '01': leading zeros are not allowed"),
        Case("[-007]", 1, 2, "invalid number '-007': leading zeros are not allowed"),
        Case("[1.]", 1, 2, "invalid number '1.': expected a digit after '.'"),
        Case("[1.e5]", 1, 2, "invalid number '1.e5': expected a digit after '.'"),
        Case("[1e+]", 1, 2, "invalid number '1e+': expected a digit after the exponent marker"),
        Case("[-]", 1, 2, "invalid number '-': expected a digit after '-'"),
        Case("[-Infinity]", 1, 2, "invalid number '-Infinity': expected a digit after '-'"),
        Case("[1.5.3]", 1, 2, "invalid number '1.5.3'"),
        Case("[0x1F]", 1, 2, "invalid number '0x1F'"),
        Case("[+1]", 1, 2, "invalid number '+1': a JSON number starts with a digit or '-'"),
        Case("[.5]", 1, 2, "invalid number '.5'"),
        Case("[1e400]", 1, 2, "number '1e400' is too large to represent"),
    ])
    func badNumber(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case(#"["ok", "a\x"]"#, 1, 10, #"invalid escape '\x' in string"#),
        Case(#"["\u12G4"]"#, 1, 3, #"'\u' must be followed by four hexadecimal digits"#),
        Case(#"["\u12"]"#, 1, 3, #"'\u' must be followed by four hexadecimal digits"#),
        Case(#"["é\uD83D"]"#, 1, 4, #"lone surrogate \uD83D: a high surrogate must be followed by a low surrogate"#),
        Case(#"["\uD83Dx"]"#, 1, 3, #"lone surrogate \uD83D"#),
        Case(#"["\uD83D\u0041"]"#, 1, 3, #"lone surrogate \uD83D"#),
        Case(#"["\uDE00"]"#, 1, 3, #"lone surrogate \uDE00: a low surrogate must follow a high surrogate"#),
    ])
    func badEscape(_ testCase: Case) { check(testCase) }

    @Test(arguments: [
        Case(bytes: Array(#"["é"#.utf8) + [0xFF] + Array(#""]"#.utf8), 1, 4, "invalid UTF-8 byte 0xFF"),
        Case(bytes: Array("[\"".utf8) + [0x80] + Array("\"]".utf8), 1, 3, "invalid UTF-8 byte 0x80 (a continuation byte"),
        Case(bytes: Array("[\"".utf8) + [0xC0, 0xAF] + Array("\"]".utf8), 1, 3, "invalid UTF-8 byte 0xC0"),
        Case(bytes: Array("[\"".utf8) + [0xED, 0xA0, 0x80] + Array("\"]".utf8), 1, 3, "invalid UTF-8 byte 0xED (the start of a truncated"),
        Case(bytes: Array("[\"".utf8) + [0xE2, 0x82] + Array("\"]".utf8), 1, 3, "invalid UTF-8 byte 0xE2"),
        Case(bytes: Array("[\"".utf8) + [0xF4, 0x90, 0x80, 0x80] + Array("\"]".utf8), 1, 3, "invalid UTF-8 byte 0xF4"),
        Case(bytes: [UInt8(ascii: "[")] + [0xFE], 1, 2, "invalid UTF-8 byte 0xFE"),
    ])
    func invalidUTF8(_ testCase: Case) { check(testCase) }

    @Test func duplicateKeyInSmallObject() {
        check(Case("{\n  \"x\": 1,\n  \"y\": {\"x\": 2},\n  \"x\": 3\n}", 4, 3, "duplicate key 'x' (first defined at 2:3)"))
    }

    @Test func duplicateKeyInLargeObject() {
        // Past the linear-scan threshold the check goes through a set; the message is the same.
        let members = (0..<200).map { "\"k\($0)\": \($0)" }.joined(separator: ",\n")
        check(Case("{\n" + members + ",\n\"k150\": 0}", 202, 1, "duplicate key 'k150' (first defined at 152:1)"))
    }

    @Test func nestingBeyondTheLimit() {
        let depth = JSONReader.maximumDepth + 1
        check(Case(String(repeating: "[", count: depth), 1, depth, "nested too deeply (more than 1000 levels)"))
        check(Case(String(repeating: #"{"a":"#, count: depth), 1, 5 * depth - 4, "nested too deeply"))
    }

    @Test func diagnosticPrintsLikeACompiler() {
        let diagnostics = diagnose(Array("[1,]".utf8))
        #expect(diagnostics.map(\.description) == [
            "Spec/bad.json:1:3: error: trailing comma before ']': remove the ',' or add another element",
        ])
    }
}
