import Foundation
import PackagePlugin

/// `swift package --allow-writing-to-package-directory regenerate-clients [--check]`: the same
/// as `Scripts/regenerate`. Runs `generate-client generate --config` for every
/// `Spec/*.config.yaml`, from the package folder so that paths in the generated headers stay
/// relative. With `--check` it writes nothing and fails when checked-in output is stale (or
/// was edited by hand).
@main
struct RegenerateClientsPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let check = extractor.extractFlag(named: "check") > 0
        if let unknown = extractor.remainingArguments.first {
            throw RegenerateError("regenerate-clients: unknown argument '\(unknown)' (usage: regenerate-clients [--check])")
        }
        let tool = try context.tool(named: "generate-client").url
        let root = context.package.directoryURL
        let specFolder = root.appendingPathComponent("Spec")
        let configs = try FileManager.default.contentsOfDirectory(atPath: specFolder.path)
            .filter { $0.hasSuffix(".config.yaml") }.sorted()
        guard !configs.isEmpty else { throw RegenerateError("regenerate-clients: no Spec/*.config.yaml in \(root.path)") }
        var failed: [String] = []
        for config in configs {
            let process = Process()
            process.executableURL = tool
            process.arguments = ["generate", "--config", "Spec/" + config] + (check ? ["--check"] : [])
            process.currentDirectoryURL = root
            try process.run()
            process.waitUntilExit()
            if process.terminationStatus != 0 { failed.append(config) }
        }
        guard failed.isEmpty else {
            let verb = check ? "is out of date" : "failed to generate"
            Diagnostics.error("regenerate-clients: \(failed.map { "Spec/" + $0 }.joined(separator: ", ")) \(verb)")
            throw RegenerateError("regenerate-clients: \(failed.count) of \(configs.count) clients \(verb)")
        }
    }
}

struct RegenerateError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
