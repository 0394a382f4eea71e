/// What callers of a generated client can name: its public types, members, enum and union
/// cases, initializers and methods, read back from the generated Swift files.
///
/// The surface is read from the text rather than from the generator's declaration model so
/// that any two generated trees compare, checked-in ones from another commit included; a spec
/// is generated first (in memory) and read the same way. The generator's output is regular
/// (one declaration per line, attributes and doc notes in fixed forms), which is what
/// ``APISurfaceScanner`` relies on. Entries are sorted: the same files give the same surface.
public struct APISurface: Hashable, Sendable {
    public enum Kind: String, CaseIterable, Comparable, Sendable {
        /// A struct, enum or typealias (a resource's struct too).
        case type
        /// A property.
        case member
        /// A case of a string enum or a union.
        case `case`
        case initializer
        /// A method of a resource (`- HTTP:` in its documentation): an endpoint call.
        case operation
        /// Any other method (`ChatCompletionRequestMessage.user(_:)`).
        case method

        public static func < (lhs: Kind, rhs: Kind) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }

        /// Initializers and methods: compared parameter by parameter.
        public var isFunction: Bool { self == .initializer || self == .operation || self == .method }
    }

    /// A parameter as a caller sees it: its label (`_` when there is none), type and default.
    public struct Parameter: Hashable, Sendable {
        public var label: String
        public var type: String
        public var defaultValue: String?

        public init(label: String, type: String, defaultValue: String? = nil) {
            self.label = label
            self.type = type
            self.defaultValue = defaultValue
        }

        /// `label: Type = default`.
        public var text: String {
            "\(label): \(type)" + (defaultValue.map { " = " + $0 } ?? "")
        }
    }

    public struct Entry: Hashable, Comparable, Sendable {
        public var kind: Kind
        /// Fully qualified, with argument labels for functions:
        /// `ChatCompletionRequest.messages`, `OpenAIClient.Chat.Completions.create(_:options:)`.
        public var name: String
        /// What callers rely on: a member's type, a case's payload (`(TextPart)`), a function's
        /// parameters, effects and result, a type's kind and conformances
        /// (`struct: Codable, Equatable`), an alias's target (`typealias = Citation`).
        public var signature: String
        /// `@available(*, deprecated…)`, or `- Warning: Deprecated in the spec.` in its documentation.
        public var deprecated: Bool
        /// A function's parameters, in order; empty for other kinds.
        public var parameters: [Parameter]
        /// A function's effects and result (`async throws -> Completion`); empty for other kinds.
        public var result: String

        public init(kind: Kind, name: String, signature: String, deprecated: Bool = false, parameters: [Parameter] = [], result: String = "") {
            self.kind = kind
            self.name = name
            self.signature = signature
            self.deprecated = deprecated
            self.parameters = parameters
            self.result = result
        }

        /// An `async` function: a paginated list has an `async` method and a page sequence
        /// with the same labels, told apart by this.
        public var isAsync: Bool {
            result.split(separator: " ").contains("async")
        }

        /// The type or resource that declares the entry (`Message` for `Message.role`), empty
        /// at the top level.
        public var container: String {
            let path = name.prefix { $0 != "(" }
            guard let dot = path.lastIndex(of: ".") else { return "" }
            return String(path[..<dot])
        }

        /// The name without argument labels: `Message.init`, `OpenAIClient.Chat.Completions.list`.
        public var baseName: String {
            String(name.prefix { $0 != "(" })
        }

        /// What identifies the entry from one version to the next.
        var identity: String {
            "\(kind.rawValue) \(name)" + (kind.isFunction && !isAsync ? " (not async)" : "")
        }

        public static func < (lhs: Entry, rhs: Entry) -> Bool {
            (lhs.name, lhs.kind, lhs.signature, lhs.deprecated ? 1 : 0) < (rhs.name, rhs.kind, rhs.signature, rhs.deprecated ? 1 : 0)
        }
    }

    /// Sorted by name, then kind.
    public private(set) var entries: [Entry]

    public init(entries: [Entry]) {
        self.entries = Array(Set(entries)).sorted()
    }

    /// The surface of generated Swift files (path → contents), with the qualifiers of
    /// `modules` (``moduleNames(in:)`` of both sides of a comparison) left out of every name
    /// and type.
    public init(files: [String: String], modules: Set<String>) {
        var scanner = APISurfaceScanner(modules: modules)
        for path in files.keys.sorted() where path.hasSuffix(".swift") {
            scanner.scan(files[path] ?? "")
        }
        self.init(entries: scanner.entries)
    }

    /// The modules generated files import or re-export, and the module whose
    /// `<Module>GeneratedManifest` they declare: the names that qualify types in them.
    public static func moduleNames(in files: [String: String]) -> Set<String> {
        var modules: Set<String> = []
        let manifestSuffix = APISurfaceScanner.manifestSuffix
        for (path, text) in files where path.hasSuffix(".swift") {
            for line in text.split(separator: "\n") {
                if line.hasPrefix("import ") || line.hasPrefix("@"), let range = line.firstRange(of: "import ") {
                    let name = line[range.upperBound...].trimmed
                    if !name.isEmpty, name.allSatisfy(DeclarationText.isIdentifierCharacter) { modules.insert(String(name)) }
                } else if let prefix = ["public enum ", "public nonisolated enum "].first(where: { line.hasPrefix($0) }),
                          let name = DeclarationText.identifier(line.dropFirst(prefix.count))?.name,
                          name.hasSuffix(manifestSuffix), name.count > manifestSuffix.count {
                    modules.insert(String(name.dropLast(manifestSuffix.count)))
                }
            }
        }
        return modules
    }
}
