import ClientGenerator
import Foundation

extension CommandLineTool {
    /// `diff OLD NEW`: what changed for callers, as Markdown on standard output.
    ///
    /// Both sides become generated Swift files (path → text) first, so a spec and a folder
    /// compare the same way: a folder is read as it is, a spec goes through ``GenerationJob``
    /// as `generate` runs it, but in memory (nothing is written, nothing needs cleaning up).
    static func diff(_ options: DiffOptions) -> Int32 {
        // `--config` applies to whichever sides are specs; a side's own config on a folder is
        // a mistake on the command line.
        for (option, path, config) in [("--old-config", options.old, options.oldConfig), ("--new-config", options.new, options.newConfig)] {
            if config != nil, isDirectory(path) {
                printError("error: \(option) is for a spec, but '\(path)' is a folder of generated Swift")
                printError("Run 'generate-client --help' for usage.")
                return 2
            }
        }
        guard let old = swiftFiles(options.old, config: options.oldConfig ?? options.config),
              let new = swiftFiles(options.new, config: options.newConfig ?? options.config) else {
            return 1
        }
        let modules = APISurface.moduleNames(in: old).union(APISurface.moduleNames(in: new))
        let diff = APIDiff(old: APISurface(files: old, modules: modules), new: APISurface(files: new, modules: modules))
        print(diff.markdown, terminator: "")
        return options.failOnBreaking && diff.hasBreakingChanges ? 1 : 0
    }

    static func isDirectory(_ path: String) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// The Swift files of a generated folder, or of the client generated from a spec (with
    /// `config`'s settings, the spec replaced); nil after printing why there are none.
    static func swiftFiles(_ path: String, config configPath: String?) -> [String: String]? {
        guard FileManager.default.fileExists(atPath: path) else {
            printError("error: no such file or folder: '\(path)'")
            return nil
        }
        if isDirectory(path) {
            let root = URL(fileURLWithPath: path, isDirectory: true)
            var files: [String: String] = [:]
            for relative in GeneratedFiles.existingSwiftFiles(in: root) {
                guard let data = FileManager.default.contents(atPath: root.appendingPathComponent(relative).path) else {
                    printError("error: cannot read '\(path)/\(relative)'")
                    return nil
                }
                files[relative] = String(decoding: data, as: UTF8.self)
            }
            guard !files.isEmpty else {
                printError("error: '\(path)' holds no .swift files; expected a spec or a folder of generated Swift")
                return nil
            }
            return files
        }
        var config: GenerationConfig
        if let configPath {
            guard let bytes = readSpecBytes(configPath) else { return nil }
            // Our configs name their spec, module and output; a build plugin's
            // `aiclients-config.yaml` does not (the plugin sets them): there the module is `API`.
            do throws(DiagnosticError) {
                if let full = try? GenerationConfig.read(bytes, path: configPath) {
                    config = full
                } else {
                    config = try GenerationConfig.read(bytes, path: configPath, defaults: .init(spec: path, module: "API", output: ""))
                }
            } catch {
                printDiagnostics(error.diagnostics, showWarnings: true)
                return nil
            }
            config.spec = path
        } else {
            config = GenerationConfig(spec: path, module: "API", output: "")
            config.generatesClient = true
        }
        guard readSpecBytes(path) != nil else { return nil }
        do {
            let result = try GenerationJob(config: config, readFile: DiskFiles.read).run()
            return result.output.files.filter { $0.key.hasSuffix(".swift") }
        } catch {
            // Warnings say nothing about the API's changes: only errors are printed.
            printDiagnostics(error.diagnostics, showWarnings: false)
            let errors = error.errors.count
            printError("\(path): \(errors) error\(errors == 1 ? "" : "s"); cannot compare it.")
            return nil
        }
    }
}
