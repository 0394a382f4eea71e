import Testing
@testable import ClientGenerator

/// Queries parse into the expected AST; bad queries fail with the offset of the culprit.
@Suite struct JSONPathParserTests {
    struct Parsed: Sendable, CustomTestStringConvertible {
        var text: String
        var segments: [JSONPath.Segment]
        init(_ text: String, _ segments: [JSONPath.Segment]) {
            self.text = text
            self.segments = segments
        }
        var testDescription: String { text }
    }

    static func at(_ path: String) -> JSONPath.FilterQuery {
        JSONPath.FilterQuery(isRelative: true, segments: [.child([.name(path)])])
    }

    @Test(arguments: [
        Parsed("$", []),
        Parsed("$.paths", [.child([.name("paths")])]),
        Parsed("$.components.schemas._Foo9", [.child([.name("components")]), .child([.name("schemas")]), .child([.name("_Foo9")])]),
        Parsed("$.paths['/responses/{id}'].get", [.child([.name("paths")]), .child([.name("/responses/{id}")]), .child([.name("get")])]),
        Parsed(#"$["x-stainless"]"#, [.child([.name("x-stainless")])]),
        Parsed(#"$['a.b', "c"]"#, [.child([.name("a.b"), .name("c")])]),
        Parsed(#"$['it\'s', "say \"hi\"", 'tab\t\u00e9\uD83D\uDE00']"#, [.child([.name("it's"), .name("say \"hi\""), .name("tab\té😀")])]),
        Parsed("$.*", [.child([.wildcard])]),
        Parsed("$[*]", [.child([.wildcard])]),
        Parsed("$[0]", [.child([.index(0)])]),
        Parsed("$[-1]", [.child([.index(-1)])]),
        Parsed("$ [ 1 , 2 ]", [.child([.index(1), .index(2)])]),
        Parsed("$..description", [.descendant([.name("description")])]),
        Parsed("$..*", [.descendant([.wildcard])]),
        Parsed("$..['$ref']", [.descendant([.name("$ref")])]),
        Parsed("$.naïve", [.child([.name("naïve")])]),
        Parsed("$[?@.type == 'x']", [.child([.filter(.comparison(.query(at("type")), .equal, .literal(.string("x"))))])]),
        Parsed("$[?(@.type=='x')]", [.child([.filter(.comparison(.query(at("type")), .equal, .literal(.string("x"))))])]),
        Parsed("$[?@ == 'name']", [.child([.filter(.comparison(.query(.init(isRelative: true, segments: [])), .equal, .literal(.string("name"))))])]),
        Parsed("$[?@.n != -1.5e2]", [.child([.filter(.comparison(.query(at("n")), .notEqual, .literal(.number(-150))))])]),
        Parsed("$[?@.a == true || @.b == null && @.c != false]", [.child([.filter(.or(
            .comparison(.query(at("a")), .equal, .literal(.bool(true))),
            .and(.comparison(.query(at("b")), .equal, .literal(.null)), .comparison(.query(at("c")), .notEqual, .literal(.bool(false))))))])]),
        Parsed("$[?@.foo]", [.child([.filter(.exists(at("foo")))])]),
        Parsed("$[?!@.foo]", [.child([.filter(.not(.exists(at("foo"))))])]),
        Parsed("$[?!(@.a && @.b)]", [.child([.filter(.not(.and(.exists(at("a")), .exists(at("b")))))])]),
        Parsed("$[?@.*]", [.child([.filter(.exists(.init(isRelative: true, segments: [.child([.wildcard])])))])]),
        Parsed("$[?@['x-a'][0] == $.info.title]", [.child([.filter(.comparison(
            .query(.init(isRelative: true, segments: [.child([.name("x-a")]), .child([.index(0)])])), .equal,
            .query(.init(isRelative: false, segments: [.child([.name("info")]), .child([.name("title")])]))))])]),
    ])
    func parses(_ testCase: Parsed) throws {
        let path = try JSONPath(parsing: testCase.text)
        #expect(path.segments == testCase.segments)
        #expect(path.text == testCase.text)
    }

    struct Failure: Sendable, CustomTestStringConvertible {
        var text: String
        var offset: Int
        var message: String
        init(_ text: String, _ offset: Int, _ message: String) {
            self.text = text
            self.offset = offset
            self.message = message
        }
        var testDescription: String { "\(text) → \(message)" }
    }

    @Test(arguments: [
        Failure("", 0, "a query starts with '$'"),
        Failure("paths", 0, "a query starts with '$'"),
        Failure("$.x-stainless-foo.a", 3, "'-' cannot appear in a dot-notation name; write ['x-stainless-foo'] instead"),
        Failure("$.paths./v1/models", 8, "names with characters other than letters, digits and '_' go in brackets"),
        Failure("$.a.0", 4, "write array indexes in brackets: [0]"),
        Failure("$.a.['b']", 4, "write bracketed names without the dot"),
        Failure("$.", 2, "expected a name or '*' after '.', found the end of the query"),
        Failure("$['a'", 5, "expected ',' or ']' after a selector, found the end of the query"),
        Failure("$['a]", 2, "unterminated string"),
        Failure("$[a]", 2, "quote names in brackets: ['name']"),
        Failure("$[01]", 2, "without leading zeros"),
        Failure("$[-0]", 2, "without leading zeros or '-0'"),
        Failure("$[1:2]", 2, "array slices are not supported"),
        Failure("$[99999999999999999]", 2, "index out of range"),
        Failure(#"$['\q']"#, 3, #"invalid escape '\q'"#),
        Failure("$[?@.a < 3]", 7, "'<' is not supported; only == and != are"),
        Failure("$[?@.a = 3]", 7, "'=' is not supported"),
        Failure("$[?'a']", 6, "expected a comparison operator (== or !=) after the literal"),
        Failure("$[?length(@) == 1]", 3, "function extensions such as length() are not supported"),
        Failure("$[?@.* == 1]", 3, "a compared query must select at most one node"),
        Failure("$[?@.a == @..b]", 10, "a compared query must select at most one node"),
        Failure("$[?!@.a == 1]", 4, "'!' cannot negate a comparison directly"),
        Failure("$[?(@.a]", 7, "expected ')'"),
        Failure("$[?@.a | @.b]", 7, "expected '||'"),
        Failure("$[?@.a == yes]", 10, "found 'yes'"),
        Failure("$[?@.a == 01]", 10, "numbers have no leading zeros"),
        Failure("$.a b", 4, "unexpected 'b' after the query"),
    ])
    func rejects(_ testCase: Failure) {
        #expect {
            _ = try JSONPath(parsing: testCase.text)
        } throws: { error in
            guard let error = error as? JSONPathSyntaxError else { return false }
            return error.offset == testCase.offset && error.message.contains(testCase.message)
        }
    }

    @Test func errorsSayWhereInTheirDescription() {
        #expect(JSONPathSyntaxError("bad", offset: 3).description == "bad (at character 4)")
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let text = "$[?" + String(repeating: "(", count: 200) + "@.a" + String(repeating: ")", count: 200) + "]"
        #expect(throws: JSONPathSyntaxError.self) { try JSONPath(parsing: text) }
    }
}
