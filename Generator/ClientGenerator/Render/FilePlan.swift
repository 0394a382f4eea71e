/// The "plan" stage's value: every file of the output folder as data (where it goes, the module
/// it belongs to, what it imports and declares), with its body already printed.
///
/// The stages before decide everything about modules and files; ``rendered()`` only prints what
/// the plan says, so a reviewer (or a test) can read the layout without reading Swift text, and
/// another layout (the build plugin's four fixed files) is another plan of the same bodies.
public struct FilePlan: Sendable, Equatable {
    /// The comment lines each Swift file starts with.
    public var header: String
    public var files: [PlannedFile]

    public init(header: String, files: [PlannedFile] = []) {
        self.header = header
        self.files = files
    }

    /// Relative path → text of every planned file.
    public func rendered() -> [String: String] {
        var result: [String: String] = [:]
        for file in files {
            result[file.path] = file.text(header: header)
        }
        return result
    }

    /// The planned file at `path`, if any.
    public subscript(path: String) -> PlannedFile? {
        files.first { $0.path == path }
    }
}

/// One file of a ``FilePlan``.
public struct PlannedFile: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// A top-level type with its nested types (`Chat/ChatCompletion.swift`).
        case model
        /// A resource's struct and methods, or the methods on the client itself.
        case resources
        /// The generated client type (`PetsClient.swift`).
        case clientType
        /// `Generated+Manifest.swift`: provenance and the module's re-exports.
        case manifest
        /// A family's module file, only re-exports (`Families/OpenAIChat.swift`).
        case family
        /// `Endpoints.md`: not Swift, written as its body.
        case index
    }

    /// `@_exported import` lines under a `//` comment that says why.
    public struct Reexports: Sendable, Equatable {
        /// The comment's lines, without `// `.
        public var comment: [String]
        /// Module names, in the order they are written.
        public var modules: [String]

        public init(comment: [String], modules: [String]) {
            self.comment = comment
            self.modules = modules
        }
    }

    /// Relative to the output folder (`Chat/ChatCompletion.swift`).
    public var path: String
    public var kind: Kind
    /// The module the file is compiled in; nil when the output is one module.
    public var module: String?
    /// Modules imported besides the runtime and Foundation, by name (written sorted).
    public var imports: [String] = []
    /// Modules imported with `@_spi(Generated)`, for a struct's shared `core` (written sorted,
    /// after `imports`).
    public var spiImports: [String] = []
    /// Re-exports, in groups; a file that has them re-exports the runtime rather than import it.
    public var reexports: [Reexports] = []
    /// What the file declares: top-level type names, the Swift path of a resource's struct
    /// (`OpenAIClient.Chat.Completions`), or the client type the methods extend.
    public var declarations: [String] = []
    /// The text after the imports.
    public var body: String

    public init(path: String, kind: Kind, module: String? = nil, declarations: [String] = [], body: String) {
        self.path = path
        self.kind = kind
        self.module = module
        self.declarations = declarations
        self.body = body
    }

    /// The folder the file is in (nil: the output's root).
    public var folder: String? {
        let parts = path.split(separator: "/")
        return parts.count > 1 ? String(parts[0]) : nil
    }

    /// The header, a blank line, the imports (`import AIClientRuntime`, `import Foundation`,
    /// then `imports` and `spiImports` sorted), a blank line and the body. A file with
    /// re-exports writes them, each group after a blank line, in place of the runtime's import.
    func text(header: String) -> String {
        guard kind != .index else { return body }
        var text = header + "\n"
        if reexports.isEmpty {
            text += "import \(RuntimeSymbols.module)\nimport Foundation\n"
        } else {
            text += reexports.map { group in
                group.comment.map { "// " + $0 + "\n" }.joined() + group.modules.map { "@_exported import " + $0 + "\n" }.joined()
            }.joined(separator: "\n")
        }
        text += imports.sorted().map { "import " + $0 + "\n" }.joined()
        text += spiImports.sorted().map { "@_spi(Generated) import " + $0 + "\n" }.joined()
        if !body.isEmpty {
            text += "\n" + body
        }
        return text
    }
}
