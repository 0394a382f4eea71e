/// A spec loaded and resolved, with what is needed to point diagnostics back at its files.
public struct LoadedSpec: Sendable {
    public var document: OpenAPIDocument
    /// Warnings and notes (a load with errors throws instead), sorted by file, line, column.
    public var diagnostics: [Diagnostic]
    /// Every file read, keyed as `SchemaReference.file` names them: relative to the root
    /// spec's directory. The root is under `rootFile`.
    public var sources: [String: SourceDocument]
    /// The key of the root document in `sources` (its file name).
    public var rootFile: String

    public init(document: OpenAPIDocument, diagnostics: [Diagnostic], sources: [String: SourceDocument], rootFile: String) {
        self.document = document
        self.diagnostics = diagnostics
        self.sources = sources
        self.rootFile = rootFile
    }

    /// Where `pointer` is in `file` (nil for the root document): for diagnostics found after
    /// loading, e.g. by the generator, which only knows pointers.
    public func location(of pointer: JSONPointer, in file: String?) -> SourceLocation {
        let key = file ?? rootFile
        guard let source = sources[key] else {
            return SourceLocation(file: key, position: .unknown)
        }
        return source.location(of: pointer)
    }
}

/// Loads an OpenAPI spec and the files its `$ref`s name, and resolves it into an
/// `OpenAPIDocument`.
///
/// The loader does no I/O itself: it reads files through the closure it is given (the CLI
/// passes a disk reader, tests a dictionary), with paths built from the root path by joining
/// the relative paths of `$ref`s.
public struct SpecLoader: Sendable {
    private let readFile: @Sendable (String) throws -> [UInt8]

    public init(readFile: @escaping @Sendable (String) throws -> [UInt8]) {
        self.readFile = readFile
    }

    /// Reads, parses and resolves the spec at `path`.
    ///
    /// Throws every error found (with the warnings) at once; warnings alone do not throw.
    public func load(path: String) throws(DiagnosticError) -> LoadedSpec {
        let bytes: [UInt8]
        do {
            bytes = try readFile(path)
        } catch {
            throw DiagnosticError(.error("cannot read '\(path)': \(error)"))
        }
        let root = try DocumentReader.read(bytes, path: path)
        return try load(SourceDocument(path: path, root: root))
    }

    /// Resolves a spec already read into a tree (after an overlay, or built in code).
    /// What `inspect` shows of a spec with errors: the document as far as it could be read
    /// (nil when not even its root could be), and every diagnostic, errors first.
    public func loadForInspection(path: String) -> (document: OpenAPIDocument?, diagnostics: [Diagnostic]) {
        do {
            let loaded = try load(path: path)
            return (loaded.document, loaded.diagnostics)
        } catch {
            let diagnostics = error.diagnostics
            guard let bytes = try? readFile(path), let root = try? DocumentReader.read(bytes, path: path) else { return (nil, diagnostics) }
            let parser = DocumentParser(resolver: ReferenceResolver(root: SourceDocument(path: path, root: root), readFile: readFile))
            return (parser.parseDocument(), diagnostics)
        }
    }

    public func load(_ source: SourceDocument) throws(DiagnosticError) -> LoadedSpec {
        let resolver = ReferenceResolver(root: source, readFile: readFile)
        let parser = DocumentParser(resolver: resolver)
        var document = parser.parseDocument()
        if document != nil {
            let (external, detached) = parser.parseQueuedSchemas()
            document?.externalSchemas = external
            document?.detachedSchemas = detached
            parser.reportToleratedSpellings()
            if let resolved = document {
                document?.referenceCycles = ReferenceCycles.find(in: resolved.components.schemas, external, detached)
            }
        }
        let diagnostics = SpecLoader.sorted(parser.diagnostics)
        guard let document, !diagnostics.contains(where: { $0.severity == .error }) else {
            // Errors first, as `DiagnosticError` promises, each group in source order.
            throw DiagnosticError(diagnostics.filter { $0.severity == .error } + diagnostics.filter { $0.severity != .error })
        }
        var sources: [String: SourceDocument] = [:]
        for file in resolver.files {
            sources[file.name] = file.source
        }
        return LoadedSpec(document: document, diagnostics: diagnostics, sources: sources, rootFile: resolver.files[0].name)
    }

    /// By file, line and column; diagnostics without a location first.
    static func sorted(_ diagnostics: [Diagnostic]) -> [Diagnostic] {
        diagnostics.enumerated().sorted { lhs, rhs in
            let left = lhs.element.location
            let right = rhs.element.location
            if left?.file != right?.file {
                return (left?.file ?? "") < (right?.file ?? "")
            }
            if left?.position != right?.position {
                return (left?.position ?? .unknown) < (right?.position ?? .unknown)
            }
            return lhs.offset < rhs.offset
        }.map(\.element)
    }
}
