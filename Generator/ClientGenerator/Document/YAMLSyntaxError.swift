import CYAML

/// Turns libyaml's error state into one diagnostic in plain words, with file, line and column.
///
/// libyaml describes a problem as a context ("while scanning a quoted scalar", with where that
/// started) and a problem ("found unexpected end of stream", with where it was found). The
/// common cases are rephrased for someone editing a spec; the rest keep libyaml's own words.
enum YAMLSyntaxError {
    static func diagnostic(for parser: yaml_parser_t, input: UnsafeBufferPointer<UInt8>, path: String) -> DiagnosticError {
        let problem = parser.problem.map { String(cString: $0) } ?? "unknown problem"
        let context = parser.context.map { String(cString: $0) }
        let located: (message: String, position: SourcePosition)
        switch parser.error {
        case YAML_READER_ERROR:
            located = readerProblem(problem, value: Int(parser.problem_value), offset: parser.problem_offset, input: input)
        case YAML_SCANNER_ERROR, YAML_PARSER_ERROR:
            located = syntaxProblem(
                problem, at: parser.problem_mark, context: context, contextMark: parser.context_mark, input: input)
        case YAML_MEMORY_ERROR:
            located = ("libyaml ran out of memory while reading the file", SourcePosition(line: 1, column: 1))
        default:
            located = ("libyaml failed: \(problem)", SourcePosition(line: 1, column: 1))
        }
        return DiagnosticError(.error(located.message, at: SourceLocation(file: path, position: located.position)))
    }

    // MARK: Encoding problems

    /// The reader reports a byte offset, not a line and column: count them ourselves.
    private static func readerProblem(
        _ problem: String, value: Int, offset: Int, input: UnsafeBufferPointer<UInt8>
    ) -> (String, SourcePosition) {
        var offset = offset
        if problem == "invalid trailing UTF-8 octet" {
            // libyaml points at the bad trailing byte; the broken character starts at its leader.
            offset -= 1
            while offset > 0 && offset < input.count && isContinuation(input[offset]) { offset -= 1 }
        }
        let position = self.position(ofByteOffset: offset, in: input)
        let byte = value >= 0 && value <= 0xFF ? "0x" + hex(value, digits: 2) : "this byte"
        let message: String
        switch problem {
        case "invalid leading UTF-8 octet":
            message = "invalid UTF-8: byte \(byte) cannot start a character; the file must be UTF-8 text"
        case "invalid trailing UTF-8 octet":
            message = "invalid UTF-8: byte \(byte) cannot continue the multi-byte character that starts here; the file must be UTF-8 text"
        case "incomplete UTF-8 octet sequence":
            message = "invalid UTF-8: the file ends in the middle of a multi-byte character"
        case "invalid length of a UTF-8 sequence":
            message = "invalid UTF-8: a character is encoded with more bytes than it needs (overlong encoding)"
        case "invalid Unicode character":
            message = "invalid UTF-8: U+\(hex(value, digits: 4)) is not a valid Unicode character"
        case "control characters are not allowed":
            message = "control character U+\(hex(value, digits: 4)) is not allowed in YAML; escape it inside a double-quoted string"
        default:
            message = "cannot read the file: \(problem)"
        }
        return (message, position)
    }

    // MARK: Syntax problems

    private static func syntaxProblem(
        _ problem: String, at problemMark: yaml_mark_t, context: String?, contextMark: yaml_mark_t,
        input: UnsafeBufferPointer<UInt8>
    ) -> (String, SourcePosition) {
        let here = position(problemMark)
        let start = position(contextMark)
        let startText = "line \(start.line), column \(start.column)"
        switch (context, problem) {
        case (_, "found character that cannot start any token"):
            guard let character = character(atIndex: problemMark.index, in: input), character != "\t" else {
                return (tabMessage, here)
            }
            return ("the character '\(character)' cannot start a YAML value; put the value in quotes", here)
        case (_, "found a tab character that violates indentation"),
             (_, "found a tab character where an indentation space is expected"):
            return (tabMessage, here)
        case ("while scanning a quoted scalar"?, "found unexpected end of stream"):
            return ("unclosed \(quoteKind(at: contextMark, in: input)) string that starts at \(startText): "
                + "the file ends before its closing quote", start)
        case ("while scanning a quoted scalar"?, "found unexpected document indicator"):
            return ("unclosed \(quoteKind(at: contextMark, in: input)) string that starts at \(startText): "
                + "the document marker at line \(here.line) ends it before its closing quote", start)
        case ("while parsing a quoted scalar"?, "found unknown escape character"),
             ("while scanning a quoted scalar"?, "found unknown escape character"):
            return ("unknown escape sequence in a double-quoted string; "
                + "use \\\\ for a backslash, or single quotes to keep backslashes as written", here)
        case ("while parsing a block mapping"?, "did not find expected key"):
            return ("bad indentation: this line does not line up with the keys of the mapping that starts at "
                + "\(startText) (its keys are at column \(start.column))", here)
        case ("while parsing a block collection"?, "did not find expected '-' indicator"):
            return ("bad indentation: expected a '-' item lined up with the list that starts at "
                + "\(startText) (its items are at column \(start.column))", here)
        case (_, "mapping values are not allowed in this context"):
            return ("unexpected ':' here: check the indentation, or quote a value that contains ': '", here)
        case (_, "block sequence entries are not allowed in this context"):
            return ("unexpected '-' list item here: check the indentation", here)
        case ("while scanning a simple key"?, "could not find expected ':'"):
            return ("expected ':' after the key that starts at \(startText) "
                + "(a key must fit on one line; quote a multi-line value)", start)
        case (_, "did not find expected ',' or ']'"):
            return ("expected ',' or ']' in the list that starts with '[' at \(startText)", here)
        case (_, "did not find expected ',' or '}'"):
            return ("expected ',' or '}' in the mapping that starts with '{' at \(startText)", here)
        case (_, "did not find expected node content"):
            return ("expected a value here", here)
        case (let context?, _):
            return ("invalid YAML: \(problem) (\(context) that starts at \(startText))", here)
        case (nil, _):
            return ("invalid YAML: \(problem)", here)
        }
    }

    private static let tabMessage = "tabs are not allowed for indentation in YAML; indent with spaces"

    private static func position(_ mark: yaml_mark_t) -> SourcePosition {
        SourcePosition(line: mark.line + 1, column: mark.column + 1)
    }

    private static func quoteKind(at mark: yaml_mark_t, in input: UnsafeBufferPointer<UInt8>) -> String {
        character(atIndex: mark.index, in: input) == "'" ? "single-quoted" : "double-quoted"
    }

    // MARK: Locating characters

    /// The character at libyaml's `index`, which counts characters from the start of the
    /// input, a byte order mark excluded. Used on the error path only, so a linear scan is fine.
    private static func character(atIndex index: Int, in input: UnsafeBufferPointer<UInt8>) -> Character? {
        var offset = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var remaining = index
        while offset < input.count {
            if !isContinuation(input[offset]) {
                if remaining == 0 { break }
                remaining -= 1
            }
            offset += 1
        }
        guard offset < input.count else { return nil }
        var end = offset + 1
        while end < input.count && isContinuation(input[end]) { end += 1 }
        return String(decoding: UnsafeBufferPointer(rebasing: input[offset..<end]), as: UTF8.self).first
    }

    /// Line and column of a byte offset, counted as libyaml counts them: characters, with
    /// CR LF, CR, LF, NEL, LS and PS as line breaks.
    static func position(ofByteOffset target: Int, in input: UnsafeBufferPointer<UInt8>) -> SourcePosition {
        var line = 1
        var column = 1
        var offset = input.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        let end = min(target, input.count)
        while offset < end {
            let byte = input[offset]
            var breakLength = 0
            if byte == 0x0A {
                breakLength = 1
            } else if byte == 0x0D {
                breakLength = offset + 1 < input.count && input[offset + 1] == 0x0A ? 2 : 1
            } else if byte == 0xC2 && offset + 1 < input.count && input[offset + 1] == 0x85 {
                breakLength = 2
            } else if byte == 0xE2 && offset + 2 < input.count && input[offset + 1] == 0x80
                        && (input[offset + 2] == 0xA8 || input[offset + 2] == 0xA9) {
                breakLength = 3
            }
            if breakLength > 0 {
                line += 1
                column = 1
                offset += breakLength
            } else {
                if !isContinuation(byte) { column += 1 }
                offset += 1
            }
        }
        return SourcePosition(line: line, column: column)
    }

    private static func isContinuation(_ byte: UInt8) -> Bool {
        byte & 0xC0 == 0x80
    }

    private static func hex(_ value: Int, digits: Int) -> String {
        let text = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, digits - text.count)) + text
    }
}
