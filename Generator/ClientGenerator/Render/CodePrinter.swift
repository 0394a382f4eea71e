/// Accumulates generated Swift text line by line with four-space indentation.
///
/// The generator has no syntax tree: rules print through this, and formatting decisions
/// (one blank line between members, no trailing whitespace) live here.
struct CodePrinter {
    private(set) var text = ""
    private var indentation = 0
    private var lastLineBlank = true

    mutating func line(_ content: String = "") {
        if content.isEmpty {
            // Never two blank lines in a row, never a blank line right after an opening brace.
            guard !lastLineBlank else { return }
            text += "\n"
            lastLineBlank = true
            return
        }
        text += String(repeating: "    ", count: indentation) + content + "\n"
        lastLineBlank = content.hasSuffix("{")
    }

    /// Prints `header {`, the body one level deeper, then `}`.
    mutating func block(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        indentation += 1
        body(&self)
        indentation -= 1
        dropTrailingBlankLine()
        line("}")
    }

    /// A `switch` whose `case` labels sit at the switch's own indentation (Swift's style).
    mutating func switchBlock(_ header: String, _ body: (inout CodePrinter) -> Void) {
        line(header + " {")
        body(&self)
        line("}")
    }

    /// Lines one level deeper than the current ones (the body of a `case` label).
    mutating func indented(_ body: (inout CodePrinter) -> Void) {
        indentation += 1
        body(&self)
        indentation -= 1
    }

    /// `///` lines for a doc comment: the spec's text verbatim, line by line, then where it
    /// came from.
    mutating func doc(_ comment: DocComment, extra: [String] = []) {
        var lines: [String] = []
        if let text = comment.text?.trimmingTrailingWhitespaceLines(), !text.isEmpty {
            lines += text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0).trimmingTrailingSpaces() }
        }
        var notes = extra
        if comment.deprecated { notes.append("- Warning: Deprecated in the spec.") }
        if let source = comment.source { notes.append("- Schema: `\(source)`") }
        if !lines.isEmpty, !notes.isEmpty { lines.append("") }
        lines += notes
        for docLine in lines {
            line(docLine.isEmpty ? "///" : "/// " + docLine)
        }
    }

    private mutating func dropTrailingBlankLine() {
        if text.hasSuffix("\n\n") {
            text.removeLast()
        }
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var result = Substring(self)
        while let last = result.last, last == " " || last == "\t" || last == "\r" {
            result.removeLast()
        }
        return String(result)
    }

    func trimmingTrailingWhitespaceLines() -> String {
        var result = Substring(self)
        while let last = result.last, last.isWhitespace {
            result.removeLast()
        }
        return String(result)
    }

    /// The text as a Swift string literal, escaped.
    var swiftLiteral: String {
        var output = "\""
        for scalar in unicodeScalars {
            switch scalar {
            case "\"": output += "\\\""
            case "\\": output += "\\\\"
            case "\n": output += "\\n"
            case "\r": output += "\\r"
            case "\t": output += "\\t"
            case _ where scalar.value < 0x20:
                output += "\\u{\(String(scalar.value, radix: 16))}"
            default: output.unicodeScalars.append(scalar)
            }
        }
        return output + "\""
    }
}
