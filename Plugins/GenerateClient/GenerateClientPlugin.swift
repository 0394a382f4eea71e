import Foundation
import PackagePlugin

/// Generates a typed client for the OpenAPI spec in a target's folder.
///
/// The target holds `openapi.yaml` (or `openapi.yml` / `openapi.json`) and, optionally,
/// `aiclients-config.yaml` (the format of `Spec/*.config.yaml`, without `spec`, `module` and
/// `output`, which the plugin sets). The plugin runs `generate-client` as a build command
/// whose inputs are the spec, the config and the config's overlays, and whose outputs are
/// the four files of `--layout fixed`, so the build system reruns it only when one of those
/// inputs changes. Diagnostics are printed as `file:line:column: error: …`, which SwiftPM
/// and Xcode show against the spec.
@main
struct GenerateClientPlugin: BuildToolPlugin {
    static let specNames = ["openapi.yaml", "openapi.yml", "openapi.json"]
    static let configName = "aiclients-config.yaml"
    static let outputNames = ["Generated+Client.swift", "Generated+Models.swift", "Generated+SharedModels.swift", "Generated+Resources.swift"]

    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let tool = try context.tool(named: "generate-client").url
        // `from: openai` in the config: a client of our own spec, usually of a few `areas`.
        if let config = files.first(where: { $0.lastPathComponent == Self.configName }),
           let builtin = try Self.builtinCommands(
               moduleName: target.moduleName, config: config, workDirectory: context.pluginWorkDirectoryURL, tool: tool) {
            return builtin
        }
        // The spec's folder, found among the target's files (`directoryURL` needs tools 6.1).
        guard let spec = files.first(where: { Self.specNames.contains($0.lastPathComponent) && $0.deletingLastPathComponent().lastPathComponent == target.name })
            ?? files.first(where: { Self.specNames.contains($0.lastPathComponent) }) else {
            throw PluginError("GenerateClient: target '\(target.name)' has no \(Self.specNames.joined(separator: ", ")); put the spec to generate from in the target's folder, or name one of ours with 'from: openai' or 'from: anthropic' in \(Self.configName)")
        }
        return try Self.commands(
            targetName: target.moduleName, folder: spec.deletingLastPathComponent(),
            workDirectory: context.pluginWorkDirectoryURL,
            tool: tool)
    }

    /// This package's folder: the plugin is compiled from its own checkout.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The commands for a config that says `from: openai` (or `anthropic`): the spec, overlays
    /// and settings of `Spec/<name>.config.yaml` in this package, the config's `areas`, and a
    /// generated client type; nil when the config has no `from`.
    static func builtinCommands(moduleName: String, config: URL, workDirectory: URL, tool: URL) throws -> [Command]? {
        let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
        guard let name = ConfigOverlays.scalar("from", in: text) else { return nil }
        let specFolder = packageRoot.appendingPathComponent("Spec")
        let base = specFolder.appendingPathComponent("\(name).config.yaml")
        guard let baseText = try? String(contentsOf: base, encoding: .utf8), let spec = ConfigOverlays.scalar("spec", in: baseText) else {
            throw PluginError("GenerateClient: \(config.path): 'from: \(name)' names no spec of AIClients; use 'from: openai' or 'from: anthropic'")
        }
        let output = workDirectory.appendingPathComponent("Generated")
        // The spec is ours: its warnings are for AIClients to act on, not for the app's build log.
        var arguments = ["generate", "--config", base.path, "--output", output.path, "--module", moduleName, "--layout", "fixed", "--generate-client", "--no-warnings"]
        let areas = ConfigOverlays.list("areas", in: text)
        if !areas.isEmpty { arguments += ["--areas", areas.joined(separator: ",")] }
        // The name record keeps names stable; a change to it must rerun generation.
        let record = ConfigOverlays.scalar("nameRecord", in: baseText).map { [specFolder.appendingPathComponent($0)] } ?? []
        let inputs = [config, base, specFolder.appendingPathComponent(spec)] + record
            + ConfigOverlays.paths(in: baseText).map { specFolder.appendingPathComponent($0) }
        return [.buildCommand(
            displayName: "Generating the \(moduleName) client from AIClients' \(name) spec\(areas.isEmpty ? "" : " (\(areas.joined(separator: ", ")))")",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputNames.map { output.appendingPathComponent($0) })]
    }

    static func commands(targetName: String, folder: URL, workDirectory: URL, tool: URL) throws -> [Command] {
        let manager = FileManager.default
        let specs = specNames.map { folder.appendingPathComponent($0) }.filter { manager.fileExists(atPath: $0.path) }
        guard let spec = specs.first else {
            throw PluginError("GenerateClient: \(folder.path) has no \(specNames.joined(separator: ", ")); put the spec to generate from in the target's folder")
        }
        guard specs.count == 1 else {
            throw PluginError("GenerateClient: \(folder.path) has \(specs.map(\.lastPathComponent).joined(separator: " and ")); keep one spec per target")
        }
        let output = workDirectory.appendingPathComponent("Generated")
        var arguments = ["generate", spec.path, "--output", output.path, "--module", targetName, "--layout", "fixed"]
        var inputs = [spec]
        let config = folder.appendingPathComponent(configName)
        if manager.fileExists(atPath: config.path) {
            inputs.append(config)
            arguments += ["--config", config.path]
            let text = (try? String(contentsOf: config, encoding: .utf8)) ?? ""
            for overlay in ConfigOverlays.paths(in: text) {
                let url = overlay.hasPrefix("/") ? URL(fileURLWithPath: overlay) : folder.appendingPathComponent(overlay)
                inputs.append(url)
                arguments += ["--overlay", url.standardizedFileURL.path]
            }
        }
        return [.buildCommand(
            displayName: "Generating the \(targetName) client from \(spec.lastPathComponent)",
            executable: tool,
            arguments: arguments,
            inputFiles: inputs,
            outputFiles: outputNames.map { output.appendingPathComponent($0) })]
    }
}

struct PluginError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

#if canImport(XcodeProjectPlugin)
import XcodeProjectPlugin

extension GenerateClientPlugin: XcodeBuildToolPlugin {
    func createBuildCommands(context: XcodePluginContext, target: XcodeTarget) throws -> [Command] {
        guard let folder = target.inputFiles.first(where: { Self.specNames.contains($0.url.lastPathComponent) })?.url.deletingLastPathComponent() else {
            return []
        }
        // Xcode's module name (PRODUCT_MODULE_NAME) is the target's name with every character
        // that is not allowed in an identifier replaced by `_` ("My App" → `My_App`), and `_`
        // before a leading digit ("2Notes" → `_2Notes`). Not compiled on Linux, where CI runs.
        var moduleName = String(target.displayName.map { $0.isASCII && ($0.isLetter || $0.isNumber) || $0 == "_" ? $0 : "_" })
        if moduleName.first?.isNumber ?? true { moduleName = "_" + moduleName }
        return try Self.commands(
            targetName: moduleName, folder: folder,
            workDirectory: context.pluginWorkDirectoryURL,
            tool: try context.tool(named: "generate-client").url)
    }
}
#endif
