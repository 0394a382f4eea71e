import Testing
@testable import ClientGenerator

@Suite struct YAMLReaderTests {
    typealias F = YAMLFixture

    @Test func blockAndFlowCollections() throws {
        let root = try F.read("""
            name: demo
            tags: [a, "b", 3]
            limits: {min: 1, max: 2.5}
            items:
              - one
              - nested:
                  - true
                  - ~
            """)
        #expect(root.value == F.object([
            "name": .string("demo"),
            "tags": F.array([.string("a"), .string("b"), .integer(3)]),
            "limits": F.object(["min": .integer(1), "max": .number(2.5)]),
            "items": F.array([.string("one"), F.object(["nested": F.array([.bool(true), .null])])]),
        ]))
    }

    @Test func keepsSourceOrderOfKeys() throws {
        let root = try F.read("zeta: 1\nalpha: 2\nmid: 3\n")
        #expect(root.members?.map(\.key) == ["zeta", "alpha", "mid"])
    }

    @Test func quotedScalarsAreStrings() throws {
        let root = try F.read("""
            a: "42"
            b: 'true'
            c: "null"
            d: ''
            e: "tab\\there \\u00e9"
            f: 'it''s'
            """)
        #expect(root["a"]?.value == .string("42"))
        #expect(root["b"]?.value == .string("true"))
        #expect(root["c"]?.value == .string("null"))
        #expect(root["d"]?.value == .string(""))
        #expect(root["e"]?.value == .string("tab\there é"))
        #expect(root["f"]?.value == .string("it's"))
    }

    @Test func literalAndFoldedScalarsWithChompingAndIndentation() throws {
        let root = try F.read("""
            literal: |
              line one
                indented
              line three
            folded: >
              folded
              text

              new paragraph
            strip: |-
              no newline
            keep: |+
              kept

            indicator: |2-
                four spaces
              two spaces
            last: 42
            """)
        #expect(root["literal"]?.value == .string("line one\n  indented\nline three\n"))
        #expect(root["folded"]?.value == .string("folded text\nnew paragraph\n"))
        #expect(root["strip"]?.value == .string("no newline"))
        #expect(root["keep"]?.value == .string("kept\n\n"))
        #expect(root["indicator"]?.value == .string("  four spaces\ntwo spaces"))
        // A block scalar is a string even when its text looks like a number.
        #expect(try F.read("a: |\n  42\n")["a"]?.value == .string("42\n"))
    }

    @Test func anchorsAndAliasesCopyTheNode() throws {
        let root = try F.read("""
            base: &base
              type: object
              required: [id]
            copy: *base
            name: &n hello
            again: *n
            """)
        #expect(root["copy"] == root["base"])
        #expect(root["again"]?.value == .string("hello"))
        // The copy sits where the alias is written; its content keeps the anchored positions.
        #expect(root["copy"]?.position == SourcePosition(line: 4, column: 7))
        #expect(root["copy"]?.member("type")?.keyPosition == SourcePosition(line: 2, column: 3))
    }

    @Test func aliasOfAScalarCanBeAKey() throws {
        let root = try F.read("k: &key status\n*key : 200\n")
        #expect(root.members?.map(\.key) == ["k", "status"])
    }

    @Test func mergeKeysWithOneMapping() throws {
        let root = try F.read("""
            defaults: &defaults
              timeout: 30
              retries: 3
            service:
              name: api
              <<: *defaults
              retries: 5
            """)
        // Merged keys take the place of `<<`; the explicit `retries` wins wherever it is written.
        #expect(root["service"]?.value == F.object([
            "name": .string("api"), "timeout": .integer(30), "retries": .integer(5),
        ]))
    }

    @Test func mergeKeysWithAListOfMappingsEarlierWins() throws {
        let root = try F.read("""
            a: &a {x: 1, y: 1}
            b: &b {y: 2, z: 2}
            c:
              <<: [*a, *b]
              z: 3
            """)
        #expect(root["c"]?.value == F.object(["x": .integer(1), "y": .integer(1), "z": .integer(3)]))
    }

    @Test func quotedMergeKeyIsAnOrdinaryKey() throws {
        let root = try F.read("\"<<\": 1\n")
        #expect(root.members?.map(\.key) == ["<<"])
    }

    @Test func explicitCoreTags() throws {
        let root = try F.read("""
            str: !!str 42
            int: !!int "7"
            hex: !!int 0x10
            float: !!float "1"
            float2: !!float 2.5
            bool: !!bool "true"
            null: !!null ""
            map: !!map {a: 1}
            seq: !!seq [1]
            nonSpecific: ! 12
            local: !foo 12
            localQuoted: !foo "12"
            """)
        #expect(root["str"]?.value == .string("42"))
        #expect(root["int"]?.value == .integer(7))
        #expect(root["hex"]?.value == .integer(16))
        #expect(root["float"]?.value == .number(1))
        #expect(root["float2"]?.value == .number(2.5))
        #expect(root["bool"]?.value == .bool(true))
        #expect(root["null"]?.value == .null)
        #expect(root["map"]?.value == F.object(["a": .integer(1)]))
        #expect(root["seq"]?.value == F.array([.integer(1)]))
        #expect(root["nonSpecific"]?.value == .string("12"))
        // Unknown tags are ignored: the value is what it would be without the tag.
        #expect(root["local"]?.value == .integer(12))
        #expect(root["localQuoted"]?.value == .string("12"))
    }

    @Test func mismatchedTagsAreErrors() {
        let intTag = F.diagnostics("a: !!int abc\n")
        #expect(intTag.count == 1)
        #expect(intTag.first?.message.contains("'abc' is tagged !!int but is not an integer") == true)
        #expect(intTag.first?.location?.position == SourcePosition(line: 1, column: 4))
        #expect(F.diagnostics("a: !!seq {b: 1}\n").first?.message.contains("!!seq cannot be applied to a mapping") == true)
        #expect(F.diagnostics("a: !!map x\n").first?.message.contains("is tagged !!map but is not a mapping") == true)
    }

    @Test func commentsAreIgnored() throws {
        let root = try F.read("""
            # leading comment
            a: 1 # trailing
            # between
            b: "# not a comment"
            c: [1, # in flow
                2]
            """)
        #expect(root.value == F.object([
            "a": .integer(1), "b": .string("# not a comment"), "c": F.array([.integer(1), .integer(2)]),
        ]))
    }

    @Test func leadingByteOrderMarkIsSkipped() throws {
        let root = try YAMLReader.read([0xEF, 0xBB, 0xBF] + Array("a: 1\nb: x\n".utf8), path: F.path)
        #expect(root.value == F.object(["a": .integer(1), "b": .string("x")]))
        #expect(root.member("b")?.keyPosition == SourcePosition(line: 2, column: 1))
        #expect(root.member("a")?.keyPosition == SourcePosition(line: 1, column: 1))
    }

    @Test func scalarKeysBecomeTheirSourceText() throws {
        let root = try F.read("""
            200: ok
            true: yes
            1.5: x
            null: y
            "quoted": z
            """)
        #expect(root.members?.map(\.key) == ["200", "true", "1.5", "null", "quoted"])
        #expect(root["true"]?.value == .string("yes"))
    }

    @Test func complexKeysAreErrors() {
        let mapKey = F.diagnostics("? {a: 1}\n: x\n")
        #expect(mapKey.count == 1)
        #expect(mapKey.first?.message.contains("a mapping cannot be a mapping key") == true)
        #expect(mapKey.first?.location?.position == SourcePosition(line: 1, column: 3))
        #expect(F.diagnostics("? [a]\n: x\n").first?.message.contains("a sequence cannot be a mapping key") == true)
        #expect(F.diagnostics("a: &l [1]\n*l : x\n").first?.message.contains("keys must be scalars") == true)
    }

    @Test func explicitDocumentMarkersAndDirectives() throws {
        let root = try F.read("%YAML 1.2\n---\na: 1\n...\n")
        #expect(root.value == F.object(["a": .integer(1)]))
    }

    @Test func windowsLineEndings() throws {
        let root = try F.read("a: 1\r\nb:\r\n  - x\r\n")
        #expect(root.value == F.object(["a": .integer(1), "b": F.array([.string("x")])]))
        #expect(root.member("b")?.keyPosition == SourcePosition(line: 2, column: 1))
    }

    @Test func emptyValuesAreNull() throws {
        let root = try F.read("a:\nb: []\nc: {}\n")
        #expect(root.value == F.object(["a": .null, "b": .array([]), "c": .object([])]))
    }

    @Test func rootCanBeAScalarOrASequence() throws {
        #expect(try F.read("hello\n").value == .string("hello"))
        #expect(try F.read("- 1\n- 2\n").value == F.array([.integer(1), .integer(2)]))
    }

    @Test func aStreamWithoutADocumentIsAnError() {
        let diagnostics = F.diagnostics("# only a comment\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("holds no YAML document") == true)
    }
}
