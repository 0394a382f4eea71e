/// Every rule that turns spec text into Swift identifiers, in one place.
///
/// The generator never builds an identifier any other way, so a naming change is a change here
/// and its tests, and nowhere else.
public enum SwiftNames {
    /// Words Swift reserves in declarations or expressions: escaped with backticks when used
    /// as names.
    static let keywords: Set<String> = [
        "associatedtype", "class", "deinit", "enum", "extension", "fileprivate", "func", "import", "init",
        "inout", "internal", "let", "open", "operator", "private", "precedencegroup", "protocol", "public",
        "rethrows", "static", "struct", "subscript", "typealias", "var", "break", "case", "catch", "continue",
        "default", "defer", "do", "else", "fallthrough", "for", "guard", "if", "in", "repeat", "return",
        "throw", "switch", "where", "while", "Any", "as", "await", "false", "is", "nil", "self", "Self",
        "super", "throws", "true", "try", "consume", "copy", "discard", "borrowing", "consuming", "each",
        "some", "any",
    ]

    /// Names that compile as identifiers but would shadow something generated code relies on.
    static let reservedTypeNames: Set<String> = [
        "Type", "Protocol", "Self", "Any", "AnyObject", "Codable", "Decodable", "Encodable", "Hashable",
        "Sendable", "Equatable", "String", "Int", "Double", "Bool", "Data", "Date", "URL", "Array",
        "Dictionary", "Optional", "Set", "Result", "Void", "Never", "Character", "Float", "Decoder",
        "Encoder", "CodingKey", "CodingKeys", "JSONValue", "Error",
    ]

    /// Standard library, concurrency and Foundation types a user's file names unqualified: a
    /// top-level schema with one of these names is prefixed (`Error` → `APIError`), or
    /// `import OpenAI` would change what `any Error` means in the user's code.
    static let standardTypeNames: Set<String> = [
        "Error", "Data", "Date", "URL", "Result", "UUID", "Decimal", "Locale", "TimeZone", "Calendar",
        "Duration", "Task", "Thread", "Timer", "Progress", "Operation", "Notification", "Bundle",
        "Process", "Stream", "Measurement", "Unit", "Range", "Sequence", "Collection", "Regex",
        "String", "Int", "Double", "Float", "Bool", "Array", "Dictionary", "Set", "Optional",
        "Character", "Substring", "Void", "Never", "Clock", "Actor", "AttributedString", "Predicate",
        "Expression", "IndexSet", "IndexPath", "CharacterSet", "FileManager", "FileHandle",
    ]

    /// Top-level names that an Apple app writes unqualified, from SwiftUI, FoundationModels and
    /// Charts (UIKit and AppKit prefix theirs): a generated type of the same name would make
    /// `Image(systemName:)` or `Group { … }` ambiguous in any file that imports the client.
    /// Such a schema gets the `API` prefix, as standard-library and Foundation names do.
    /// `Tests/OpenAITests/AppleNames` declares every one of them and compiles a file that uses
    /// each unqualified beside both clients.
    public static let appleFrameworkTypeNames: Set<String> = [
        // SwiftUI
        "Alert", "Alignment", "Angle", "Animation", "AnyView", "App", "Axis", "Binding", "Button",
        "Canvas", "Capsule", "Circle", "Color", "ColorPicker", "DatePicker", "Divider", "Edge",
        "EditButton", "Ellipse", "EmptyView", "Environment", "ForEach", "Font", "Form", "Gauge",
        "Gradient", "Grid", "GridRow", "Group", "GroupBox", "HStack", "Image", "Label", "Layout",
        "LazyVStack", "Link", "List", "Material", "Menu", "Namespace", "NavigationLink",
        "NavigationStack", "Path", "Picker", "ProgressView", "Rectangle", "Scene", "ScrollView",
        "Section", "SecureField", "Settings", "Shape", "Slider", "Spacer", "State", "Stepper", "Tab",
        "TabView", "Table", "Text", "TextEditor", "TextField", "Toggle", "Toolbar", "ToolbarItem",
        "Transaction", "VStack", "View", "ViewBuilder", "Visibility", "Window", "WindowGroup", "ZStack",
        // FoundationModels
        "DynamicGenerationSchema", "Generable", "GeneratedContent", "GenerationGuide",
        "GenerationOptions", "GenerationSchema", "Guide", "Instructions", "LanguageModelSession",
        "Prompt", "SystemLanguageModel", "Tool", "Transcript",
        // Charts and Observation
        "Chart", "Observable",
    ]

    /// Splits text into words at separators, case changes and letter/digit boundaries:
    /// `max_tokens` → [max, tokens]; `HTTPRequest` → [HTTP, Request]; `gpt-4o` → [gpt, 4o].
    public static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current: [Character] = []
        let characters = Array(text)
        func flush() {
            if !current.isEmpty { words.append(String(current)) }
            current = []
        }
        for (index, character) in characters.enumerated() {
            guard character.isLetter || character.isNumber else {
                flush()
                continue
            }
            if let previous = current.last {
                let next = index + 1 < characters.count ? characters[index + 1] : nil
                let lowerToUpper = previous.isLowercase && character.isUppercase
                // `HTTPRequest`: the last capital of a run starts the next word.
                let acronymEnd = previous.isUppercase && character.isUppercase && (next?.isLowercase ?? false)
                let letterAfterDigit = previous.isNumber && character.isLetter && character.isUppercase
                if lowerToUpper || acronymEnd || letterAfterDigit {
                    flush()
                }
            }
            current.append(character)
        }
        flush()
        return words
    }

    /// `lowerCamelCase` for properties, cases and methods: `max_tokens` → `maxTokens`,
    /// `STOP_SEQUENCE` → `stopSequence`, `claude-sonnet-4-5` → `claudeSonnet4_5`,
    /// `self-harm/intent` → `selfHarmIntent`, `default` → `` `default` ``.
    ///
    /// A name that would start with a digit takes `leadingWord` first (`1h` in `Ttl` → `ttl1h`,
    /// see `enumCase(_:in:)`); without one it gets `_` (`_1024x1024`), which the name audit
    /// (`Scripts/audit-names`) counts.
    public static func member(_ text: String, leadingWord: String? = nil) -> String {
        var parts = casedWords(text)
        if let leadingWord, parts.first?.first?.isNumber ?? false {
            parts.insert(leadingWord, at: 0)
        }
        guard let first = parts.first else { return "_empty" }
        var name = lowercasedFirstWord(first)
        for part in parts.dropFirst() {
            name += separator(after: name, before: part) + (initialisms[part.lowercased()] ?? capitalized(part))
        }
        if name.first?.isNumber ?? false { name = "_" + name }
        return escaped(name)
    }

    /// `UpperCamelCase` for types made from names that are not already type names
    /// (`web_search_call` → `WebSearchCall`, `STOP_SEQUENCE` → `StopSequence`).
    public static func type(_ text: String) -> String {
        var name = ""
        for part in casedWords(text) {
            name += separator(after: name, before: part) + capitalized(part)
        }
        if name.isEmpty { name = "Value" }
        if name.first?.isNumber ?? false { name = "_" + name }
        return name
    }

    /// The case name of an enum value in the enum `typeName`: a value that starts with a digit
    /// reads after the last word of the enum's name (`1h` in `CacheControlEphemeral.Ttl` →
    /// `ttl1h`, `1024x1024` in `Size` → `size1024x1024`, `4` in `VideoSeconds` → `seconds4`).
    public static func enumCase(_ value: String, in typeName: String) -> String {
        member(value, leadingWord: leadingWord(of: typeName))
    }

    /// The last word of a type name that says what its values are (`PromptCacheTTLEnum` → `ttl`).
    static func leadingWord(of typeName: String) -> String? {
        let parts = words(typeName).filter { !["enum", "types", "type", "kind"].contains($0.lowercased()) }
        guard let last = parts.last(where: { $0.first?.isLetter ?? false }) else { return nil }
        return last.lowercased()
    }

    /// Words of a name, lowercased when the name is written in capitals (`MAX_TOKENS`): there
    /// capitals carry no word boundary and no acronym.
    static func casedWords(_ text: String) -> [String] {
        let parts = words(text)
        let screaming = text.contains { $0.isLetter } && !text.contains { $0.isLowercase } && parts.count > 1
        return screaming ? parts.map { $0.lowercased() } : parts
    }

    /// `_` between two runs of digits that would otherwise read as one number (`4_5` in
    /// `claudeSonnet4_5`) and before a date or build number of four digits or more
    /// (`gpt4o_2024_08_06`, `gpt4_0613`).
    static func separator(after name: String, before part: String) -> String {
        guard let last = name.last, let next = part.first, next.isNumber else { return "" }
        if last.isNumber { return "_" }
        if part.count >= 4, part.allSatisfy(\.isNumber) { return "_" }
        return ""
    }

    /// A spec's schema name as a Swift type name: kept as written when it is a legal identifier
    /// (so it greps against the vendor docs), otherwise its words in UpperCamelCase
    /// (`Error-2` → `Error2`).
    public static func schemaType(_ name: String) -> String {
        if isIdentifier(name), let first = name.first, first.isUppercase || first == "_" {
            return name
        }
        if isIdentifier(name) {
            return name.prefix(1).uppercased() + name.dropFirst()
        }
        return type(name)
    }

    /// The identifier as it must be written in code: keywords in backticks.
    public static func escaped(_ name: String) -> String {
        keywords.contains(name) ? "`\(name)`" : name
    }

    /// Whether `text` is a legal Swift identifier without escaping (ASCII subset: the specs
    /// only use ASCII names).
    static func isIdentifier(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first else { return false }
        guard first == "_" || (first.isASCII && first.properties.isAlphabetic) else { return false }
        return text.unicodeScalars.allSatisfy { $0 == "_" || ($0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0))) }
    }

    /// Words written in capitals after the first word, as Swift's API guidelines do
    /// (`file_id` → `fileID`, `image_url` → `imageURL`).
    static let initialisms: [String: String] = ["id": "ID", "ids": "IDs", "url": "URL", "urls": "URLs", "uri": "URI"]

    private static func capitalized(_ word: String) -> String {
        word.prefix(1).uppercased() + word.dropFirst()
    }

    /// The first word of a camelCase name: a leading acronym is lowercased whole (`URL` → `url`,
    /// `HTTPHeaders` → `httpHeaders`), a capitalised word only at its first letter.
    private static func lowercasedFirstWord(_ word: String) -> String {
        if word.count > 1, word.allSatisfy({ $0.isUppercase || $0.isNumber }) {
            return word.lowercased()
        }
        return word.prefix(1).lowercased() + word.dropFirst()
    }

    /// Makes names unique in order of appearance: the second `foo` becomes `foo2`, and so on.
    /// Deterministic because the input order is.
    /// Whether `name` can name an enum case as written: an identifier, or a keyword in
    /// backticks (a name record's entries are checked before they are used).
    public static func isCaseName(_ name: String) -> Bool {
        let core = name.hasPrefix("`") && name.hasSuffix("`") && name.count > 2 ? String(name.dropFirst().dropLast()) : name
        guard let first = core.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else { return false }
        return core.unicodeScalars.allSatisfy { $0 == "_" || $0.properties.isAlphabetic || ("0"..."9").contains($0) }
    }

    /// Members a generated struct declares itself or has from `NullableMembers` (`nullNames`,
    /// `nulls`), which no spec member takes.
    static let structReservedMembers = ["nullNames", "nulls"]

    public static func uniqued(_ names: [String]) -> [String] {
        var seen: Set<String> = []
        return names.map { name in
            var candidate = name
            var counter = 2
            while seen.contains(candidate.trimmingBackticks) {
                candidate = name.trimmingBackticks + String(counter)
                counter += 1
            }
            seen.insert(candidate.trimmingBackticks)
            return candidate
        }
    }
}

extension String {
    var trimmingBackticks: String {
        hasPrefix("`") && hasSuffix("`") && count >= 2 ? String(dropFirst().dropLast()) : self
    }
}

extension SwiftNames {
    /// Nested type names that would mean something else in Swift (`Foo.Type` is a metatype).
    static let nestedReplacements: [String: String] = [
        "Type": "Kind",
        "Self": "SelfValue",
        "Protocol": "ProtocolValue",
    ]

    /// A simple English singular for naming array elements: `choices` → `choice`,
    /// `entries` → `entry`; words that do not end in a plural `s` get `Item` (`data` → `dataItem`).
    public static func singular(_ word: String) -> String {
        if word.hasSuffix("ies"), word.count > 3 { return String(word.dropLast(3)) + "y" }
        if word.hasSuffix("ses") || word.hasSuffix("xes") || word.hasSuffix("ches") || word.hasSuffix("shes") {
            return String(word.dropLast(2))
        }
        if word.hasSuffix("s"), !word.hasSuffix("ss"), !word.hasSuffix("us"), !word.hasSuffix("is"), word.count > 1 {
            return String(word.dropLast())
        }
        return word + "Item"
    }
}
