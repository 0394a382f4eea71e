/// Maps a character of a string value back to its line and column in the source file.
///
/// The tree keeps only where a string starts, and escapes (`\"` in JSON, `''` in YAML single
/// quotes) make the text and its spelling in the file differ in length; so this rereads the
/// spelling from the file. Only strings written on one line are mapped: for block scalars and
/// folded multi-line strings it gives up (nil), and callers point at the string's start.
enum ScalarColumns {
    static func position(ofScalar offset: Int, in text: String, at start: SourcePosition, source: [UInt8]) -> SourcePosition? {
        guard start.line >= 1, start.column >= 1, let line = line(start.line, of: source) else { return nil }
        let spelled = Array(line.unicodeScalars)
        let decoded = Array(text.unicodeScalars)
        var column = start.column - 1
        guard column < spelled.count, offset <= decoded.count else { return nil }
        let quote: Unicode.Scalar? = spelled[column] == "\"" || spelled[column] == "'" ? spelled[column] : nil
        if quote != nil { column += 1 }
        for expected in decoded.prefix(offset) {
            guard column < spelled.count else { return nil }
            let width: Int
            switch (quote, spelled[column]) {
            case ("\"", "\\"):
                width = escapeWidth(spelled, at: column)
            case ("'", "'"):
                // `''` is a quote inside a single-quoted YAML string.
                guard expected == "'", column + 1 < spelled.count, spelled[column + 1] == "'" else { return nil }
                width = 2
            default:
                // A character spelled as itself must be that character, or the mapping is off.
                guard spelled[column] == expected else { return nil }
                width = 1
            }
            column += width
        }
        return SourcePosition(line: start.line, column: column + 1)
    }

    /// How many characters a backslash escape takes: `\uD83D\uDE00` is one character
    /// spelled with twelve.
    static func escapeWidth(_ spelled: [Unicode.Scalar], at column: Int) -> Int {
        guard column + 1 < spelled.count else { return 1 }
        switch spelled[column + 1] {
        case "u":
            let hex = String(String.UnicodeScalarView(spelled[(column + 2)..<min(column + 6, spelled.count)]))
            if let value = UInt32(hex, radix: 16), (0xD800..<0xDC00).contains(value),
               column + 7 < spelled.count, spelled[column + 6] == "\\", spelled[column + 7] == "u" {
                return 12
            }
            return 6
        case "U": return 10
        case "x": return 4
        default: return 2
        }
    }

    /// The text of a 1-based line, without its line break; nil past the end or for bad UTF-8.
    static func line(_ number: Int, of source: [UInt8]) -> String? {
        var current = 1
        var start = source.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        var index = start
        while index < source.count {
            let byte = source[index]
            if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                if current == number { break }
                current += 1
                if byte == UInt8(ascii: "\r"), index + 1 < source.count, source[index + 1] == UInt8(ascii: "\n") {
                    index += 1
                }
                start = index + 1
            }
            index += 1
        }
        guard current == number else { return nil }
        return String(validating: source[start..<index], as: UTF8.self)
    }
}
