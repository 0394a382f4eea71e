/// The pieces of one declaration's text that ``APISurfaceScanner`` takes apart: parameter
/// lists, conformance lists, types, with brackets and string literals respected.
enum DeclarationText {
    /// `text` split at each `separator` outside brackets (`()`, `[]`, `<>`) and string literals,
    /// each piece trimmed; no pieces for blank text.
    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        guard !text.allSatisfy(\.isWhitespace) else { return [] }
        var pieces: [Substring] = []
        var start = text.startIndex
        var index = text.startIndex
        while let found = firstTopLevel([separator], in: text[index...]) {
            pieces.append(text[start..<found].trimmed)
            index = text.index(after: found)
            start = index
        }
        pieces.append(text[start...].trimmed)
        return pieces
    }

    /// The first of `characters` outside brackets and string literals (`->` is not a bracket).
    static func firstTopLevel(_ characters: Set<Character>, in text: Substring) -> String.Index? {
        var depth = 0
        var inString = false
        var previous: Character = " "
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            if inString {
                if character == "\\" {
                    index = text.index(after: index)
                    if index < text.endIndex { index = text.index(after: index) }
                    previous = " "
                    continue
                }
                if character == "\"" { inString = false }
            } else if depth == 0, characters.contains(character) {
                return index
            } else {
                switch character {
                case "\"": inString = true
                case "(", "[", "<": depth += 1
                case ")", "]": depth -= 1
                case ">" where previous != "-": depth -= 1
                default: break
                }
            }
            previous = character
            index = text.index(after: index)
        }
        return nil
    }

    /// The inside of the bracketed group that opens at `text.startIndex` (`(a, b)` → `a, b`),
    /// and what follows it; nil when it does not close.
    static func group(_ text: Substring) -> (inner: Substring, rest: Substring)? {
        guard let open = text.first, let close = [Character("("): Character(")"), "<": ">", "[": "]"][open] else { return nil }
        let inner = text.dropFirst()
        guard let end = firstTopLevel([close], in: inner) else { return nil }
        return (inner[..<end], inner[inner.index(after: end)...])
    }

    /// An identifier at the start of `text` (a backticked one without its backticks) and
    /// what follows it.
    static func identifier(_ text: Substring) -> (name: Substring, rest: Substring)? {
        if text.first == "`" {
            let body = text.dropFirst()
            guard let end = body.firstIndex(of: "`") else { return nil }
            return (body[..<end], body[body.index(after: end)...])
        }
        let end = text.firstIndex { !isIdentifierCharacter($0) } ?? text.endIndex
        guard end > text.startIndex, !(text.first?.isNumber ?? true) else { return nil }
        return (text[..<end], text[end...])
    }

    static func isIdentifierCharacter(_ character: Character) -> Bool {
        character == "_" || character.isLetter || character.isNumber
    }

    /// `text` with runs of whitespace made one space and no space just inside brackets.
    static func normalizedSpaces(_ text: Substring) -> String {
        var result = ""
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = true
                continue
            }
            if pendingSpace, let last = result.last, !"([<".contains(last), !")]>,".contains(character) {
                result.append(" ")
            }
            pendingSpace = false
            result.append(character)
        }
        return result
    }

    /// `text` without the module qualifiers in `modules`: `OpenAIChat.Message` → `Message`.
    /// Types move between modules when the layout does (a module per area or per family), and
    /// callers name them unqualified: only the type matters to them.
    static func strippingModules(_ text: String, _ modules: Set<String>) -> String {
        guard !modules.isEmpty, text.contains(".") else { return text }
        var result = ""
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            guard isIdentifierCharacter(character), !character.isNumber else {
                result.append(character)
                index = text.index(after: index)
                continue
            }
            let end = text[index...].firstIndex { !isIdentifierCharacter($0) } ?? text.endIndex
            let word = text[index..<end]
            let qualifies = end < text.endIndex && text[end] == "." && result.last != "."
            if qualifies, modules.contains(String(word)) {
                index = text.index(after: end)
                continue
            }
            result += word
            index = end
        }
        return result
    }
}

extension Substring {
    var trimmed: Substring {
        var result = self
        while result.first?.isWhitespace == true { result.removeFirst() }
        while result.last?.isWhitespace == true { result.removeLast() }
        return result
    }
}
