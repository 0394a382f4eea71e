import Testing
@testable import ClientGenerator

/// Bad YAML gives exactly one error with the file, the line and column, and a plain-words reason.
@Suite struct YAMLReaderDiagnosticTests {
    /// The single diagnostic for `bytes`, checked to be an error in the fixture file.
    private func onlyError(_ bytes: [UInt8]) -> Diagnostic? {
        let diagnostics = YAMLFixture.diagnostics(bytes)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.location?.file == YAMLFixture.path)
        return diagnostics.first
    }

    private func onlyError(_ text: String) -> Diagnostic? {
        onlyError(Array(text.utf8))
    }

    @Test func unclosedDoubleQuote() {
        let error = onlyError("a: 1\nb: \"hello\nc: world\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 4))
        #expect(error?.message.contains("unclosed double-quoted string that starts at line 2, column 4") == true)
        #expect(error?.description.hasPrefix("Spec/fixture.yaml:2:4: error: unclosed") == true)
    }

    @Test func unclosedSingleQuoteCutByADocumentMarker() {
        let error = onlyError("a: 'hello\n---\nb: 1\n")
        #expect(error?.location?.position == SourcePosition(line: 1, column: 4))
        #expect(error?.message.contains("unclosed single-quoted string") == true)
    }

    @Test func badIndentationOfAKey() {
        let error = onlyError("a:\n  b: 1\n c: 2\n")
        #expect(error?.location?.position == SourcePosition(line: 3, column: 2))
        #expect(error?.message.contains("bad indentation") == true)
        #expect(error?.message.contains("mapping that starts at line 1, column 1") == true)
    }

    @Test func valueIndentedTooDeep() {
        let error = onlyError("a:\n  b: 1\n    c: 2\n")
        #expect(error?.location?.position == SourcePosition(line: 3, column: 6))
        #expect(error?.message.contains("check the indentation") == true)
    }

    @Test func tabIndentation() {
        let error = onlyError("a:\n\tb: 1\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 1))
        #expect(error?.message.contains("tabs are not allowed for indentation in YAML") == true)
    }

    @Test func tabIndentationOfAListItem() {
        let error = onlyError("a:\n  - 1\n\t- 2\n")
        #expect(error?.location?.position.line == 3)
        #expect(error?.message.contains("tabs are not allowed for indentation in YAML") == true)
    }

    @Test func reservedCharacterIsNotCalledATab() {
        let error = onlyError("a: @foo\n")
        #expect(error?.location?.position == SourcePosition(line: 1, column: 4))
        #expect(error?.message.contains("the character '@' cannot start a YAML value") == true)
    }

    @Test func duplicateKey() {
        let error = onlyError("x: 1\ny:\n  z: 2\nx: 3\n")
        #expect(error?.location?.position == SourcePosition(line: 4, column: 1))
        #expect(error?.message == "duplicate key 'x' (first defined at line 1, column 1)")
    }

    @Test func duplicateKeyInALargeMapping() {
        // Past the linear-scan limit, duplicates are found through the key index.
        let lines = (0..<40).map { "key\($0): \($0)" } + ["key7: again"]
        let error = onlyError(lines.joined(separator: "\n"))
        #expect(error?.location?.position == SourcePosition(line: 41, column: 1))
        #expect(error?.message == "duplicate key 'key7' (first defined at line 8, column 1)")
    }

    @Test func duplicateKeysInFlowAndNestedMappings() {
        #expect(onlyError("a: {k: 1, k: 2}\n")?.location?.position == SourcePosition(line: 1, column: 11))
        #expect(YAMLFixture.diagnostics("a: {k: 1}\nb: {k: 2}\n").isEmpty)
        // 200 written plain and quoted are the same key once converted to text.
        #expect(onlyError("200: a\n\"200\": b\n")?.message.contains("duplicate key '200'") == true)
    }

    @Test func invalidUTF8() {
        let error = onlyError(Array("a: 1\nbc: ok \u{e9}".utf8) + [0xFF] + Array(" x\n".utf8))
        #expect(error?.location?.position == SourcePosition(line: 2, column: 9))
        #expect(error?.message.contains("invalid UTF-8: byte 0xFF cannot start a character") == true)
    }

    @Test func invalidUTF8ContinuationAfterBOM() {
        let error = onlyError([0xEF, 0xBB, 0xBF] + Array("a: \u{e9}\u{e9}".utf8) + [0xC3, 0x28])
        #expect(error?.location?.position == SourcePosition(line: 1, column: 6))
        #expect(error?.message.contains("byte 0x28 cannot continue the multi-byte character") == true)
    }

    @Test func undefinedAlias() {
        let error = onlyError("a: 1\nb: *missing\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 4))
        #expect(error?.message.contains("undefined alias '*missing'") == true)
    }

    @Test func recursiveAlias() {
        let error = onlyError("a: &loop\n  b: *loop\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 6))
        #expect(error?.message.contains("recursive aliases are not supported") == true)
    }

    @Test func secondDocument() {
        let error = onlyError("a: 1\n---\nb: 2\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 1))
        #expect(error?.message.contains("a second YAML document starts here") == true)
    }

    @Test func mergeOfAScalarIsAnError() {
        let error = onlyError("a:\n  <<: 3\n")
        #expect(error?.location?.position == SourcePosition(line: 2, column: 7))
        #expect(error?.message.contains("merge key '<<' needs a mapping or a list of mappings") == true)
    }

    @Test func unclosedFlowSequence() {
        let error = onlyError("a: [1, 2\nb: 3\n")
        #expect(error?.location?.position.line == 2)
        #expect(error?.message.contains("list that starts with '[' at line 1, column 4") == true)
    }

    @Test func nestingDepthIsBounded() throws {
        let depth = YAMLTreeBuilder.maximumDepth
        let deepest = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
        let accepted = try YAMLFixture.read(deepest)
        #expect(accepted == accepted)
        let tooDeep = "[" + deepest + "]"
        let error = onlyError(tooDeep)
        #expect(error?.location?.position == SourcePosition(line: 1, column: depth + 1))
        #expect(error?.message.contains("nested deeper than \(depth) levels") == true)
    }

    @Test func aliasBombsAreRefused() {
        var lines = ["a0: &a0 [x, x, x, x, x, x, x, x, x, x]"]
        for level in 1...9 {
            let previous = "*a\(level - 1)"
            lines.append("a\(level): &a\(level) [" + Array(repeating: previous, count: 10).joined(separator: ", ") + "]")
        }
        let error = onlyError(lines.joined(separator: "\n"))
        #expect(error?.message.contains("aliases expand the document to more than") == true)
    }
}
