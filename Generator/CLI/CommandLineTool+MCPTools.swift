import ClientGenerator
import Foundation

extension CommandLineTool {
    /// Writes the MCP tool manifest of the chosen operations (``ToolManifestJob``): to
    /// `--output` only when its bytes change (or, with `--check`, reports that they would), or
    /// to standard output.
    static func mcpTools(_ options: MCPToolsOptions) -> Int32 {
        let config: GenerationConfig
        switch options.source {
        case .config(let path):
            guard let read = readConfig(path) else { return 1 }
            config = read
        case .spec(let spec):
            var plain = GenerationConfig(spec: spec, module: "API", output: ".")
            plain.generatesClient = true
            config = plain
        }
        let result: ToolManifestJob.Result
        do {
            result = try ToolManifestJob(config: config, areas: options.areas, operations: options.operations, readFile: DiskFiles.read).run()
        } catch {
            printDiagnostics(error.diagnostics, showWarnings: options.showWarnings)
            return 1
        }
        printDiagnostics(result.diagnostics, showWarnings: options.showWarnings)
        let text = result.manifest.rendered
        guard let output = options.output else {
            print(text, terminator: "")
            return 0
        }
        let existing = FileManager.default.contents(atPath: output)
        let counts = "\(result.manifest.tools.count) tools, \(result.manifest.skipped.count) skipped"
        if existing == Data(text.utf8) {
            print("\(output): up to date (\(counts))")
            return 0
        }
        if options.check {
            printError("error: \(output) is out of date with \(config.spec); run generate-client mcp-tools again without --check")
            return 1
        }
        do {
            try Data(text.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            printError("error: cannot write \(output): \(error.localizedDescription)")
            return 1
        }
        print("\(output): \(counts)")
        return 0
    }
}
