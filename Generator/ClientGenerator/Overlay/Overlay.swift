/// An OpenAPI Overlay 1.0 document: ordered edits applied to a spec's tree before it is parsed.
///
/// This is how upstream spec mistakes are fixed without editing the checked-in spec: each
/// action selects nodes with a JSONPath `target` and merges an `update` into them or removes
/// them. Read one with `Overlay.read(_:path:)` (or `init(parsing:path:source:)` for a tree that
/// is already read) and apply it with `OverlayApplication.apply(_:to:)`.
///
/// Every action should say, in its `description`, which upstream mistake it fixes and the
/// evidence (recorded traffic, the official SDK, the API reference); an action without one
/// is reported as a warning in `warnings`.
public struct Overlay: Sendable {
    /// The `info` object: required by the Overlay Specification, shown in diagnostics.
    public struct Info: Sendable, Hashable {
        public var title: String
        public var version: String

        public init(title: String, version: String) {
            self.title = title
            self.version = version
        }
    }

    /// What an action does to each node its target selects.
    public enum Operation: Sendable, Hashable {
        /// Objects: merged recursively, key by key. Arrays: the value's elements are appended
        /// (the value itself when it is not an array).
        case update(DocumentNode)
        /// The node is removed from its parent object or array.
        case remove
    }

    /// One edit: a target, what to do there, and why.
    public struct Action: Sendable {
        /// The 0-based index in `actions`; messages count from 1 ("overlay action 1").
        public var index: Int
        public var target: JSONPath
        public var description: String?
        public var operation: Operation
        /// Where the action object and its target string are in the overlay file.
        public var position: SourcePosition
        public var targetPosition: SourcePosition

        public init(index: Int, target: JSONPath, description: String?, operation: Operation,
                    position: SourcePosition = .unknown, targetPosition: SourcePosition = .unknown) {
            self.index = index
            self.target = target
            self.description = description
            self.operation = operation
            self.position = position
            self.targetPosition = targetPosition
        }

        /// `overlay action 2 ("Mark name optional")`, or without the parenthesis when there is
        /// no description.
        public var name: String {
            guard let description, !description.isEmpty else { return "overlay action \(index + 1)" }
            let firstLine = description.split(whereSeparator: \.isNewline).first.map(String.init) ?? description
            let short = firstLine.count > 60 ? String(firstLine.prefix(57)) + "..." : firstLine
            return "overlay action \(index + 1) (\"\(short)\")"
        }
    }

    /// The overlay file as given to the reader: the file of every diagnostic about the overlay
    /// and about the values it inserts.
    public var path: String
    /// The `overlay` field: the Overlay Specification version, 1.0.x.
    public var version: String
    public var info: Info
    /// The `extends` field: the spec this overlay was written for (informational only).
    public var extends: String?
    public var actions: [Action]
    /// Warnings found while reading, such as actions without a description.
    /// `OverlayApplication.apply` repeats them in its diagnostics, so a caller that applies the
    /// overlay prints the application's diagnostics only.
    public var warnings: [Diagnostic]

    public init(path: String, version: String = "1.0.0", info: Info, extends: String? = nil,
                actions: [Action], warnings: [Diagnostic] = []) {
        self.path = path
        self.version = version
        self.info = info
        self.extends = extends
        self.actions = actions
        self.warnings = warnings
    }

    /// Reads an overlay file (YAML or JSON, chosen as `DocumentReader` does).
    ///
    /// Throws every error found, with warnings, each at `path:line:column`; a JSONPath error
    /// points at the offending character inside the target string.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> Overlay {
        let isBlank = bytes.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r") }
        if isBlank {
            throw DiagnosticError(.error("the overlay file is empty; expected an Overlay 1.0 document with overlay, info and actions",
                                         at: SourceLocation(file: path, line: 1, column: 1)))
        }
        let root = try DocumentReader.read(bytes, path: path)
        return try Overlay(parsing: root, path: path, source: bytes)
    }

    /// Builds an overlay from a document tree read from `path`.
    ///
    /// Pass the file's bytes as `source` so that a JSONPath error can point at the column of
    /// the offending character; without them it points at the start of the target string.
    public init(parsing root: DocumentNode, path: String, source: [UInt8]? = nil) throws(DiagnosticError) {
        var parser = OverlayParser(path: path, source: source)
        let overlay = parser.parseOverlay(root)
        // Errors first, each group in source order, as `DiagnosticError` promises.
        let diagnostics = parser.diagnostics.enumerated().sorted { left, right in
            let a = left.element, b = right.element
            if a.severity != b.severity { return a.severity > b.severity }
            let positionA = a.location?.position ?? .unknown, positionB = b.location?.position ?? .unknown
            return positionA != positionB ? positionA < positionB : left.offset < right.offset
        }.map(\.element)
        guard let overlay, !diagnostics.contains(where: { $0.severity == .error }) else {
            throw DiagnosticError(diagnostics)
        }
        self = overlay
        self.warnings = diagnostics
    }
}
