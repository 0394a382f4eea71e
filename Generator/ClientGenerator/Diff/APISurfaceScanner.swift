/// Reads ``APISurface`` entries out of generated Swift, line by line.
///
/// It follows braces (outside strings and comments, see ``SwiftLineLexer``) to know which type
/// or extension a line is in, and reads a declaration only where one can be: directly inside
/// a type or an extension, or at the top level, never in a function body (where `case` is a
/// `switch` label). A declaration whose parentheses stay open (the memberwise `init(`) runs on
/// until they close. What a caller cannot name is left out: declarations that are not
/// `public`, `@_spi(Generated)` ones, and the `@_disfavoredOverload` initializers that take a
/// `String` for a string-like member (they follow the memberwise initializer and the member
/// types, which are compared), and the module's `<Module>GeneratedManifest`.
struct APISurfaceScanner {
    let modules: Set<String>
    private(set) var entries: [APISurface.Entry] = []

    init(modules: Set<String>) {
        self.modules = modules
    }

    private enum Frame {
        /// Inside a type or an extension of it, by its full path.
        case scope(path: [String], isEnum: Bool)
        /// Inside anything else: a function or accessor body, a hidden type.
        case body
    }

    /// What the doc comment and attributes before a declaration said about it.
    private struct Pending {
        var deprecated = false
        var operation = false
        var hidden = false
    }

    private static let deprecationNote = "/// - Warning: Deprecated in the spec."
    private static let operationNote = "/// - HTTP: "
    private static let modifiers: Set<Substring> = [
        "public", "open", "package", "internal", "fileprivate", "private", "static", "final", "indirect",
        "mutating", "nonmutating", "nonisolated", "override", "convenience", "required", "dynamic", "lazy",
    ]

    mutating func scan(_ text: String) {
        let lines = Array(text.utf8).split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        var frames: [Frame] = []
        var pending = Pending()
        var index = 0
        while index < lines.count {
            let line = Self.trimmingIndentation(lines[index])
            index += 1
            if line.starts(with: "//".utf8) {
                let comment = String(decoding: line, as: UTF8.self)
                if comment.hasPrefix(Self.deprecationNote) { pending.deprecated = true }
                if comment.hasPrefix(Self.operationNote) { pending.operation = true }
                continue
            }
            guard !line.isEmpty else {
                pending = Pending()
                continue
            }
            var lexed = SwiftLineLexer(line)
            var code = Array(line.prefix(lexed.codeEnd))
            var balance = lexed.parenthesisBalance
            while balance > 0, index < lines.count {
                let next = Self.trimmingIndentation(lines[index])
                index += 1
                let nextLexed = SwiftLineLexer(next)
                code += [UInt8(ascii: " ")] + next.prefix(nextLexed.codeEnd)
                lexed.brackets += nextLexed.brackets
                balance += nextLexed.parenthesisBalance
            }
            var declaration = Substring(String(decoding: code, as: UTF8.self)).trimmed
            Self.takeAttributes(&declaration, into: &pending)
            if declaration.isEmpty { continue }
            var opened: Frame?
            switch frames.last {
            case nil:
                opened = read(declaration, in: [], isEnum: false, pending)
            case .scope(let path, let isEnum):
                opened = read(declaration, in: path, isEnum: isEnum, pending)
            case .body:
                break
            }
            for bracket in lexed.brackets {
                if bracket == UInt8(ascii: "{") {
                    frames.append(opened ?? .body)
                    opened = nil
                } else if bracket == UInt8(ascii: "}"), !frames.isEmpty {
                    frames.removeLast()
                }
            }
            pending = Pending()
        }
    }

    private static func trimmingIndentation(_ line: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        var result = line.drop { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        while let last = result.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") || last == UInt8(ascii: "\r") {
            result = result.dropLast()
        }
        return result
    }

    /// Removes leading `@attribute(…)`s, noting the ones that matter.
    private static func takeAttributes(_ text: inout Substring, into pending: inout Pending) {
        while text.first == "@", let (name, rest) = DeclarationText.identifier(text.dropFirst()) {
            var arguments: Substring = ""
            var after = rest
            if rest.first == "(", let group = DeclarationText.group(rest) {
                arguments = group.inner
                after = group.rest
            }
            switch name {
            case "available" where DeclarationText.split(arguments, at: ",").contains("deprecated"):
                pending.deprecated = true
            case "_spi", "_disfavoredOverload":
                pending.hidden = true
            default:
                break
            }
            text = after.trimmed
        }
    }

    /// Records the declaration `text` found in `path`; returns the frame its `{` opens, if it
    /// declares a type or an extension.
    private mutating func read(_ text: Substring, in path: [String], isEnum: Bool, _ pending: Pending) -> Frame? {
        var rest = text
        var words: Set<Substring> = []
        var keyword: Substring = ""
        while let (word, after) = DeclarationText.identifier(rest) {
            rest = after.trimmed
            guard Self.modifiers.contains(word) else {
                keyword = word
                break
            }
            words.insert(word)
        }
        let visible = (words.contains("public") || words.contains("open")) && !pending.hidden
        let isStatic = words.contains("static")
        switch keyword {
        case "extension":
            let end = DeclarationText.firstTopLevel(["{", ":"], in: rest) ?? rest.endIndex
            let extended = normalized(rest[..<end])
            return .scope(path: extended.split(separator: ".").map(String.init), isEnum: false)
        case "struct", "enum", "class", "actor", "protocol":
            guard visible, let (name, after) = DeclarationText.identifier(rest), !isManifest(name, in: path) else { return .body }
            var conformances: [String] = []
            var remainder = after.trimmed
            if remainder.first == "<", let group = DeclarationText.group(remainder) { remainder = group.rest.trimmed }
            if remainder.first == ":" {
                let list = remainder.dropFirst()
                let end = DeclarationText.firstTopLevel(["{"], in: list) ?? list.endIndex
                conformances = DeclarationText.split(list[..<end], at: ",").map { normalized($0) }
            }
            let signature = String(keyword) + (conformances.isEmpty ? "" : ": " + conformances.joined(separator: ", "))
            add(.type, path + [String(name)], signature: signature, pending)
            return .scope(path: path + [String(name)], isEnum: keyword == "enum")
        case "typealias":
            guard visible, let (name, after) = DeclarationText.identifier(rest) else { return nil }
            let target = after.trimmed.first == "=" ? normalized(after.trimmed.dropFirst()) : normalized(after)
            add(.type, path + [String(name)], signature: "typealias = " + target, pending)
        case "var", "let":
            guard visible, let (name, after) = DeclarationText.identifier(rest) else { return nil }
            var type = ""
            if after.trimmed.first == ":" {
                let annotation = after.trimmed.dropFirst()
                let end = DeclarationText.firstTopLevel(["=", "{"], in: annotation) ?? annotation.endIndex
                type = normalized(annotation[..<end])
            }
            add(.member, path + [String(name)], signature: (isStatic ? "static " : "") + type, pending)
        case "case" where isEnum:
            for item in DeclarationText.split(rest, at: ",") {
                guard let (name, after) = DeclarationText.identifier(item) else { continue }
                let payload = after.trimmed.first == "(" ? DeclarationText.group(after.trimmed).map { "(" + normalized($0.inner) + ")" } ?? "" : ""
                add(.case, path + [String(name)], signature: payload, pending)
            }
        case "func", "init":
            guard visible else { return nil }
            var name = "init"
            var after = rest
            if keyword == "func" {
                guard let (identifier, remainder) = DeclarationText.identifier(rest) else { return nil }
                name = String(identifier)
                after = remainder.trimmed
            } else if after.first == "?" || after.first == "!" {
                after = after.dropFirst()
            }
            if after.first == "<", let generics = DeclarationText.group(after) { after = generics.rest.trimmed }
            guard after.first == "(", let group = DeclarationText.group(after) else { return nil }
            let parameters = DeclarationText.split(group.inner, at: ",").compactMap(parameter)
            let tail = group.rest
            let result = normalized(tail[..<(DeclarationText.firstTopLevel(["{"], in: tail) ?? tail.endIndex)])
            let kind: APISurface.Kind = keyword == "init" ? .initializer : pending.operation ? .operation : .method
            let labels = parameters.map { $0.label + ":" }.joined()
            var qualified = path + [name]
            qualified[qualified.count - 1] += "(\(labels))"
            let signature = (isStatic ? "static " : "") + "(" + parameters.map(\.text).joined(separator: ", ") + ")" + (result.isEmpty ? "" : " " + result)
            add(kind, qualified, signature: signature, pending, parameters: parameters, result: result)
        default:
            break
        }
        return nil
    }

    /// `<Module>GeneratedManifest`: where the code came from (spec path and version, counts),
    /// which changes with every spec and module name and is no API.
    private func isManifest(_ name: Substring, in path: [String]) -> Bool {
        path.isEmpty && name.hasSuffix(Self.manifestSuffix) && modules.contains(String(name.dropLast(Self.manifestSuffix.count)))
    }

    static let manifestSuffix = "GeneratedManifest"

    /// `label name: Type = default` as a caller sees it.
    private func parameter(_ text: Substring) -> APISurface.Parameter? {
        guard let colon = DeclarationText.firstTopLevel([":"], in: text),
              let (label, _) = DeclarationText.identifier(text[..<colon].trimmed) else { return nil }
        let annotation = text[text.index(after: colon)...]
        if let equals = DeclarationText.firstTopLevel(["="], in: annotation) {
            return .init(label: String(label), type: normalized(annotation[..<equals]),
                         defaultValue: normalized(annotation[annotation.index(after: equals)...]))
        }
        return .init(label: String(label), type: normalized(annotation))
    }

    private func normalized(_ text: Substring) -> String {
        DeclarationText.strippingModules(DeclarationText.normalizedSpaces(text), modules)
    }

    private mutating func add(_ kind: APISurface.Kind, _ path: [String], signature: String, _ pending: Pending,
                              parameters: [APISurface.Parameter] = [], result: String = "") {
        let name = path.map(\.trimmingBackticks).joined(separator: ".")
        entries.append(.init(kind: kind, name: name, signature: signature, deprecated: pending.deprecated, parameters: parameters, result: result))
    }
}
