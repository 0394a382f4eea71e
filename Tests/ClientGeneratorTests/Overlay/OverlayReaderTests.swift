import Testing
@testable import ClientGenerator

/// Overlay documents read into the model; malformed ones yield errors at file:line:column.
@Suite struct OverlayReaderTests {
    @Test func readsAYAMLOverlay() throws {
        let text = """
        overlay: 1.0.0
        info:
          title: Fixes for the OpenAI spec
          version: "1"
        extends: openai.yaml
        x-owner: generator
        actions:
          - target: $.components.schemas.Foo.required[?@ == 'name']
            description: name is optional in recorded responses (fixtures/recorded/foo.json)
            remove: true
          - target: "$.paths['/responses/{id}'].get"
            description: |
              The operation has no tag upstream.
              Evidence: the official SDK groups it under responses.
            update:
              tags: [responses]
            x-note: kept
        """
        let overlay = try Overlay.read(Array(text.utf8), path: "Spec/openai.overlay.yaml")
        #expect(overlay.path == "Spec/openai.overlay.yaml")
        #expect(overlay.version == "1.0.0")
        #expect(overlay.info == Overlay.Info(title: "Fixes for the OpenAI spec", version: "1"))
        #expect(overlay.extends == "openai.yaml")
        #expect(overlay.warnings.isEmpty)
        #expect(overlay.actions.count == 2)
        let remove = try #require(overlay.actions.first)
        #expect(remove.index == 0)
        #expect(remove.operation == .remove)
        #expect(remove.target.text == "$.components.schemas.Foo.required[?@ == 'name']")
        #expect(remove.targetPosition == SourcePosition(line: 8, column: 13))
        #expect(remove.name == "overlay action 1 (\"name is optional in recorded responses (fixtures/recorded...\")")
        let update = overlay.actions[1]
        #expect(update.name == "overlay action 2 (\"The operation has no tag upstream.\")")
        guard case .update(let value) = update.operation else {
            Issue.record("expected an update, found \(update.operation)")
            return
        }
        #expect(value.jsonText == #"{"tags":["responses"]}"#)
        #expect(value.position == SourcePosition(line: 16, column: 7))
    }

    @Test func missingOrEmptyDescriptionIsAWarning() throws {
        let text = """
        {"overlay": "1.0.1", "info": {"title": "t", "version": "1"}, "actions": [
          {"target": "$.a", "remove": true},
          {"target": "$.b", "description": "  ", "update": {}},
          {"target": "$.c", "description": "Fixes X; evidence Y", "remove": false, "update": 1}
        ]}
        """
        let overlay = try Overlay.read(Array(text.utf8), path: "o.json")
        #expect(overlay.actions.count == 3)
        #expect(overlay.warnings.map(\.description) == [
            "o.json:2:3: warning: overlay action 1 has no description: say what upstream mistake it fixes and the evidence [/actions/0]",
            "o.json:3:3: warning: overlay action 2 has no description: say what upstream mistake it fixes and the evidence [/actions/1]",
        ])
        #expect(overlay.actions[2].operation == .update(DocumentNode(.integer(1))))
    }

    struct Malformed: Sendable, CustomTestStringConvertible {
        var text: String
        var path: String
        var errors: [(line: Int, column: Int, message: String)]
        init(_ path: String, _ text: String, _ errors: [(Int, Int, String)]) {
            self.path = path
            self.text = text
            self.errors = errors.map { (line: $0.0, column: $0.1, message: $0.2) }
        }
        var testDescription: String { errors.first?.message ?? text }
    }

    static let info = #""info": {"title": "t", "version": "1"}"#

    @Test(arguments: [
        Malformed("o.json", "[1]", [(1, 1, "an overlay document is an object with overlay, info and actions; found an array")]),
        Malformed("o.json", #"{"info": {"title": "t", "version": "1"}, "actions": [{"target": "$", "remove": true, "description": "d"}]}"#,
                  [(1, 1, "missing required field 'overlay' (the Overlay Specification version, e.g. overlay: 1.0.0)")]),
        Malformed("o.yaml", "overlay: 1.0\ninfo: {title: t, version: 1}\nactions: []\n", [
            (1, 10, #"expected 'overlay' to be a string, found a number (quote it in YAML: overlay: "1.0")"#),
            (2, 27, #"expected 'version' to be a string, found an integer (quote it in YAML: version: "1")"#),
            (3, 10, "'actions' is empty; an overlay needs at least one action"),
        ]),
        Malformed("o.yaml", "overlay: 1.1.0\ninfo: {title: t, version: '1'}\nactions: {}\n", [
            (1, 10, "unsupported Overlay Specification version '1.1.0'; this generator reads overlays 1.0.x"),
            (3, 10, "expected 'actions' to be an array, found an object"),
        ]),
        Malformed("o.json", #"{"overlay": "1.0.0", "info": {"title": "t"}, "action": []}"#, [
            (1, 1, "missing required field 'actions'"),
            (1, 30, "missing required field 'version' (the overlay's own version, e.g. \"1\")"),
            (1, 46, "unknown field 'action' in the overlay document; expected overlay, info, extends, actions or an x- extension"),
        ]),
        Malformed("o.yaml", """
            overlay: 1.0.0
            info: {title: t, version: '1'}
            actions:
              - description: no target here
                remove: true
              - target: $.a
                description: both
                update: {x: 1}
                remove: true
              - target: $.b
                description: typo
                updates: {x: 1}
              - target: $.c
                description: bad flag
                remove: "yes"
              - just a string
            """, [
                (4, 5, "missing required field 'target' in overlay action 1 (a JSONPath such as $.components.schemas.Foo)"),
                (9, 5, "overlay action 2 has both 'update' and 'remove: true'; an action does one or the other"),
                (10, 5, "overlay action 3 has neither 'update' nor 'remove: true', so it would do nothing"),
                (12, 5, "unknown field 'updates' in overlay action 3; expected target, description, update, remove or an x- extension"),
                (15, 13, "expected 'remove' in overlay action 4 to be true or false, found a string"),
                (16, 5, "overlay action 5 must be an object with a target and an update or remove: true, found a string"),
            ]),
        // JSONPath errors point at the offending character inside the target string, whatever its quoting.
        Malformed("o.yaml", "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: $.paths./v1.get\n    description: d\n    remove: true\n",
                  [(4, 21, "invalid JSONPath in the target of overlay action 1: expected a name or '*' after '.', found '/'")]),
        Malformed("o.yaml", "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: \"$.x-foo\"\n    description: d\n    remove: true\n",
                  [(4, 17, "'-' cannot appear in a dot-notation name; write ['x-foo'] instead")]),
        Malformed("o.yaml", "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: '$[''a''][?@.n < 1]'\n    description: d\n    remove: true\n",
                  [(4, 28, "the comparison operator '<' is not supported")]),
        Malformed("o.json", #"{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": [{"target": "$[\"é\"][1:]", "description": "d", "remove": true}]}"#,
                  [(1, 95, "array slices are not supported")]),
        Malformed("o.json", #"{"overlay": "1.0.0", "info": {"title": "t", "version": "1"}, "actions": [{"target": "$[\"\u00e9\"][1:]", "description": "d", "remove": true}]}"#,
                  [(1, 100, "array slices are not supported")]),
        // A folded multi-line target cannot be mapped column by column: the error points at its start.
        Malformed("o.yaml", "overlay: 1.0.0\ninfo: {title: t, version: '1'}\nactions:\n  - target: >-\n      $.a\n      $.b\n    description: d\n    remove: true\n",
                  [(4, 13, "unexpected '$' after the query; expected '.', '..' or '[' (at character 5 of $.a $.b)")]),
    ])
    func reportsEveryError(_ testCase: Malformed) {
        var diagnostics: [Diagnostic] = []
        do {
            _ = try Overlay.read(Array(testCase.text.utf8), path: testCase.path)
        } catch {
            diagnostics = error.diagnostics.filter { $0.severity == .error }
        }
        #expect(diagnostics.count == testCase.errors.count, "\(diagnostics.map(\.description))")
        for (diagnostic, expected) in zip(diagnostics, testCase.errors) {
            #expect(diagnostic.location == SourceLocation(file: testCase.path, line: expected.line, column: expected.column),
                    "\(diagnostic)")
            #expect(diagnostic.message.contains(expected.message), "\(diagnostic.message)")
        }
    }

    @Test func emptyFileIsAnError() {
        #expect {
            _ = try Overlay.read(Array(" \n".utf8), path: "o.yaml")
        } throws: { error in
            (error as? DiagnosticError)?.diagnostics.first?.description
                == "o.yaml:1:1: error: the overlay file is empty; expected an Overlay 1.0 document with overlay, info and actions"
        }
    }
}
