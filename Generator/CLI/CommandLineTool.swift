import ClientGenerator
import Foundation

enum CommandLineTool {
    static func run(_ arguments: [String]) -> Int32 {
        let command: Command
        do {
            command = try Arguments.parse(arguments)
        } catch {
            printError("error: \(error.message)")
            printError("Run 'generate-client --help' for usage.")
            return 2
        }
        switch command {
        case .help(let topic):
            print(Usage.text(for: topic))
            return 0
        case .inspect(let spec, let showWarnings):
            return inspect(spec: spec, showWarnings: showWarnings)
        case .benchLoad(let spec, let iterations):
            return benchLoad(spec: spec, iterations: iterations)
        case .generate(let options):
            return generate(options)
        case .diff(let options):
            return diff(options)
        case .mcpTools(let options):
            return mcpTools(options)
        }
    }

    /// Reads the spec once: the loader is served the bytes already read for the root file.
    static func inspect(spec: String, showWarnings: Bool) -> Int32 {
        guard let bytes = readSpecBytes(spec) else { return 1 }
        let loader = SpecLoader { path in path == spec ? bytes : try DiskFiles.read(path) }
        // A spec with errors still shows what could be read of it.
        let loaded = loader.loadForInspection(path: spec)
        let errors = loaded.diagnostics.filter { $0.severity == .error }.count
        printDiagnostics(loaded.diagnostics, showWarnings: showWarnings)
        if let document = loaded.document {
            print(SpecReport(document, path: spec).text, terminator: "")
        }
        let warnings = loaded.diagnostics.filter { $0.severity == .warning }.count
        print("diagnostics: \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")")
        return errors == 0 ? 0 : 1
    }

    static func benchLoad(spec: String, iterations: Int) -> Int32 {
        guard readSpecBytes(spec) != nil else { return 1 }
        var durations: [Double] = []
        for _ in 0..<iterations {
            let start = ContinuousClock.now
            do {
                _ = try SpecLoader(readFile: DiskFiles.read).load(path: spec)
            } catch {
                printDiagnostics(error.diagnostics, showWarnings: false)
                return 1
            }
            let elapsed = ContinuousClock.now - start
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            durations.append(seconds)
            print(String(format: "%.4f", seconds))
        }
        let sorted = durations.sorted()
        printError(String(format: "median: %.4f s", sorted[sorted.count / 2]))
        return 0
    }

    static func generate(_ options: GenerateOptions) -> Int32 {
        let start = ContinuousClock.now
        var config: GenerationConfig
        switch options.source {
        case .config(let path):
            guard let read = readConfig(path) else { return 1 }
            config = read
        case .configElsewhere(let path, let output, let module):
            guard let read = readConfig(path) else { return 1 }
            config = read
            guard let first = module.first, !first.isNumber, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else {
                printError("error: --module must be a Swift identifier, not '\(module)'")
                return 1
            }
            config.output = output
            config.module = module
            config.testSupport = nil
            // Our configs ask for Endpoints.md, which a user's target would have to exclude,
            // and for a module per area, which a user's one target cannot be.
            config.endpointIndex = false
            config.areaModules = false
        case .explicit(let spec, let output, let module, let overlays, let client, let configPath):
            guard let explicit = explicitConfig(
                spec: spec, output: output, module: module, overlays: overlays, client: client, configPath: configPath) else { return 1 }
            config = explicit
        }
        if let areas = options.areas { config.areas = areas }
        if options.generateClient { config.generatesClient = true }
        if options.endpointIndex { config.endpointIndex = true }
        // The fixed layout is one target's four files: one module.
        if options.layout == .fixed { config.areaModules = false }
        guard readSpecBytes(config.spec) != nil else { return 1 }
        let result: GenerationJob.Result
        do {
            result = try GenerationJob(config: config, readFile: DiskFiles.read).run()
        } catch {
            printDiagnostics(error.diagnostics, showWarnings: true)
            let errors = error.errors.count
            printError("\(config.spec): \(errors) error\(errors == 1 ? "" : "s"); nothing was generated.")
            return 1
        }
        printDiagnostics(result.diagnostics, showWarnings: options.showWarnings)
        var generated = result.output.files
        if !config.endpointIndex {
            generated["Endpoints.md"] = nil
        }
        var targets = [(folder: config.output, files: generated)]
        if let testSupport = config.testSupport {
            targets.append((testSupport, result.output.testSupportFiles))
        }
        // The names chosen become the next run's record, from a run over the whole spec only
        // (a few areas choose only some names). One file, written on its own: the folder it is
        // in is no output folder, so nothing else there is touched.
        var recordChange: GeneratedFiles.Change?
        if let record = config.nameRecord, config.areas == nil, options.layout != .fixed {
            let text = Data(result.output.nameRecord.text.utf8)
            let existing = FileManager.default.contents(atPath: record)
            if existing != text {
                recordChange = existing == nil ? .added(record) : .modified(record)
                if !options.check {
                    do {
                        try text.write(to: URL(fileURLWithPath: record), options: .atomic)
                    } catch {
                        printError("error: cannot write \(record): \(error.localizedDescription)")
                        return 1
                    }
                }
            }
        }
        if options.layout == .fixed {
            targets = [(config.output, FixedLayout.plan(result.output.plan, specPath: config.spec).rendered())]
        }
        let files = targets[0].files
        do {
            var changes: [GeneratedFiles.Change] = []
            for target in targets {
                let changed = try GeneratedFiles.apply(target.files, to: target.folder, checkOnly: options.check)
                changes += changed.map { $0.inFolder(target.folder) }
            }
            if let recordChange { changes.append(recordChange) }
            let elapsed = ContinuousClock.now - start
            let milliseconds = elapsed.components.seconds * 1000 + elapsed.components.attoseconds / 1_000_000_000_000_000
            if options.check {
                guard changes.isEmpty else {
                    for change in changes { printError("\(change.path): \(change.verb)") }
                    printError("error: \(config.output) is out of date with \(config.spec); run Scripts/regenerate")
                    return 1
                }
                print("\(config.output): up to date (\(files.count) files, \(milliseconds) ms)")
            } else {
                let fallbacks = operationIDNames(result.output.endpoints, overrides: config.endpoints.names)
                let endpoints = "\(result.output.endpoints.count) operations, \(fallbacks) named after their operation id"
                print("\(config.output): \(files.count) files, \(changes.count) changed, \(endpoints) (\(milliseconds) ms)")
            }
            return 0
        } catch {
            printError("error: \(error)")
            return 1
        }
    }

    /// The config of `generate SPEC --output DIR --module NAME`: the client type is generated,
    /// and a config file (the build plugin's) adds its other settings. Its overlays must be the
    /// ones given with `--overlay` when both are present: the build plugin declares them to
    /// the build system, which reruns generation only when a declared input changes.
    /// A generation config read from `path`, or nil after printing why it cannot be.
    static func readConfig(_ path: String) -> GenerationConfig? {
        guard let bytes = readSpecBytes(path) else { return nil }
        do {
            return try GenerationConfig.read(bytes, path: path)
        } catch {
            printDiagnostics(error.diagnostics, showWarnings: true)
            return nil
        }
    }

    static func explicitConfig(spec: String, output: String, module: String, overlays: [String], client: String?, configPath: String?) -> GenerationConfig? {
        guard let configPath else {
            var config = GenerationConfig(spec: spec, module: module, output: output, overlays: overlays)
            config.client = client
            config.generatesClient = true
            return config
        }
        guard let bytes = readSpecBytes(configPath) else { return nil }
        var config: GenerationConfig
        do {
            config = try GenerationConfig.read(bytes, path: configPath, defaults: .init(spec: spec, module: module, output: output))
        } catch {
            printDiagnostics(error.diagnostics, showWarnings: true)
            return nil
        }
        if !overlays.isEmpty || !config.overlays.isEmpty {
            let given = overlays.map { GenerationConfig.normalized($0) }
            guard given == config.overlays else {
                let location = config.overlaysLocation.map { "\($0): " } ?? "\(configPath): "
                printError(location + "error: the overlays in this config (\(config.overlays.joined(separator: ", "))) are not the ones declared to the build (\(given.joined(separator: ", "))); write 'overlays' as a list of plain relative paths")
                return nil
            }
        }
        if let client {
            config.client = client
            config.generatesClient = true
        }
        return config
    }

    /// How many methods fell back to their operation id (two operations wanting one
    /// path-based name); configured `names` do not count.
    static func operationIDNames(_ endpoints: [EndpointDecl], overrides: [String: String]) -> Int {
        endpoints.filter { endpoint in
            overrides[endpoint.operationID] == nil && endpoint.swiftName.hasPrefix(SwiftNames.member(endpoint.operationID))
        }.count
    }

    /// Loads and resolves a spec, printing its diagnostics; nil when it has errors.
    static func load(_ spec: String, showWarnings: Bool) -> LoadedSpec? {
        guard readSpecBytes(spec) != nil else { return nil }
        do {
            let loaded = try SpecLoader(readFile: DiskFiles.read).load(path: spec)
            printDiagnostics(loaded.diagnostics, showWarnings: showWarnings)
            return loaded
        } catch {
            printDiagnostics(error.diagnostics, showWarnings: showWarnings)
            let errors = error.errors.count
            printError("\(spec): \(errors) error\(errors == 1 ? "" : "s"); nothing was generated.")
            return nil
        }
    }

    /// The root spec's bytes, or nil after printing why it cannot be read.
    static func readSpecBytes(_ path: String) -> [UInt8]? {
        do {
            return try DiskFiles.read(path)
        } catch {
            printError("error: \(error)")
            return nil
        }
    }

    static func printDiagnostics(_ diagnostics: [Diagnostic], showWarnings: Bool) {
        for diagnostic in diagnostics where showWarnings || diagnostic.severity == .error {
            printError(diagnostic.description)
        }
    }
}

func printError(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
}
