/// Runs one generation end to end: read the spec, apply overlays, resolve, generate.
public struct GenerationJob: Sendable {
    public var config: GenerationConfig
    private let readFile: @Sendable (String) throws -> [UInt8]

    public init(config: GenerationConfig, readFile: @escaping @Sendable (String) throws -> [UInt8]) {
        self.config = config
        self.readFile = readFile
    }

    public struct Result: Sendable {
        public var spec: LoadedSpec
        public var output: GeneratorOutput
        /// Every warning of loading, overlays and generation, in that order.
        public var diagnostics: [Diagnostic]
    }

    /// The spec read, its overlays applied and resolved: the front half of ``run()``, which
    /// other outputs of a spec (``ToolManifestJob``) share.
    struct Loaded {
        var spec: LoadedSpec
        var applied: OverlayApplication
    }

    func load() throws(DiagnosticError) -> Loaded {
        let bytes: [UInt8]
        do {
            bytes = try readFile(config.spec)
        } catch {
            throw DiagnosticError(.error("cannot read '\(config.spec)': \(error)"))
        }
        let root = try DocumentReader.read(bytes, path: config.spec)
        var overlays: [Overlay] = []
        for path in config.overlays {
            let overlayBytes: [UInt8]
            do {
                overlayBytes = try readFile(path)
            } catch {
                throw DiagnosticError(.error("cannot read overlay '\(path)': \(error)"))
            }
            overlays.append(try Overlay.read(overlayBytes, path: path))
        }
        let applied = OverlayApplication.apply(overlays, to: root)
        if applied.hasErrors {
            throw DiagnosticError(applied.diagnostics.filter { $0.severity == .error } + applied.diagnostics.filter { $0.severity != .error })
        }
        let loaded: LoadedSpec
        do {
            loaded = try SpecLoader(readFile: readFile).load(SourceDocument(path: config.spec, root: applied.root))
        } catch {
            throw DiagnosticError(applied.relocate(error.diagnostics, specPath: config.spec))
        }
        return Loaded(spec: loaded, applied: applied)
    }

    public func run() throws(DiagnosticError) -> Result {
        let front = try load()
        let loaded = front.spec, applied = front.applied
        var input = GeneratorInput(specPath: config.spec, moduleName: config.module)
        input.clientName = config.client
        if config.generatesClient {
            input.clientName = config.client ?? ClientTypeFile.defaultName(title: loaded.document.info.title, module: config.module)
            input.generatesClient = true
        }
        var renames: [Diagnostic] = []
        if config.generatesClient, let chosen = input.clientName, chosen == config.module {
            // The client type would shadow the module, which generated code qualifies types with.
            input.clientName = chosen + "Client"
            if config.client == chosen {
                renames.append(.warning(
                    "the client type '\(chosen)' is named '\(chosen)Client' because the module is named '\(chosen)' too: "
                        + "a type named like its module hides the module's other types from qualified names"))
            }
        }
        input.endpoints = config.endpoints
        input.typeNames = config.typeNames
        input.twinAliases = config.twinAliases
        input.areas = config.areas
        // Modules per area only for the whole spec into a package that lists them.
        input.areaModules = config.areaModules && config.areas == nil && input.clientName != nil && !config.generatesClient
        input.families = input.areaModules ? config.families : nil
        input.hashable = config.hashable
        if let path = config.nameRecord, let recordBytes = try? readFile(path) {
            // No file yet is an empty record; a file that is not one is an error.
            input.nameRecord = try NameRecord.read(recordBytes, path: path)
        }
        let output = SwiftClientGenerator.generate(loaded, input: input)
        if output.diagnostics.contains(where: { $0.severity == .error }) {
            let relocated = applied.relocate(output.diagnostics, specPath: config.spec)
            throw DiagnosticError(relocated.filter { $0.severity == .error } + relocated.filter { $0.severity != .error })
        }
        let diagnostics = renames + applied.diagnostics + applied.relocate(loaded.diagnostics + output.diagnostics, specPath: config.spec)
        return Result(spec: loaded, output: output, diagnostics: diagnostics)
    }
}
