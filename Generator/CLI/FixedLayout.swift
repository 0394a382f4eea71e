/// The output of `generate --layout fixed`: always the same four files, whatever the spec.
///
/// A SwiftPM build-tool plugin must name its output files before the generator runs, and the
/// ordinary layout's file names depend on the spec's schemas and resources. So the build
/// plugin asks for this layout, and the files of each folder are joined into one.
enum FixedLayout {
    /// The file names, in the order they are listed to the build system.
    static let names = ["Generated+Client.swift", "Generated+Models.swift", "Generated+SharedModels.swift", "Generated+Resources.swift"]

    /// `files` (the ordinary layout) joined into the four fixed files: types of one area go to
    /// `Generated+Models.swift`, types in `Shared/`, `Webhooks/` and `Standalone/` to
    /// `Generated+SharedModels.swift` (two files, so a debug build compiles them in parallel),
    /// resource methods (`Client+Area.swift`) to `Generated+Resources.swift`, and Swift files at
    /// the top (the client type, the manifest, root methods) to `Generated+Client.swift`.
    /// Documentation files are left out.
    static func files(_ files: [String: String], specPath: String) -> [String: String] {
        var bodies: [String: [String]] = [:]
        for path in files.keys.sorted() where path.hasSuffix(".swift") {
            guard let text = files[path] else { continue }
            let parts = path.split(separator: "/")
            let fileName = String(parts.last ?? "")
            let name: String
            if parts.count == 1 {
                name = "Generated+Client.swift"
            } else if fileName.contains("+"), !fileName.hasSuffix("+Type.swift") {
                name = "Generated+Resources.swift"
            } else if ["Shared", "Webhooks", "Standalone"].contains(String(parts[0])) {
                name = "Generated+SharedModels.swift"
            } else {
                name = "Generated+Models.swift"
            }
            bodies[name, default: []].append(body(of: text))
        }
        var result: [String: String] = [:]
        for name in names {
            // The manifest's re-export of the runtime, which `body(of:)` leaves out, heads the
            // client's file.
            let runtimeImport = name == "Generated+Client.swift" ? "@_exported import AIClientRuntime" : "import AIClientRuntime"
            var text = """
                // Generated from \(specPath) by the GenerateClient build plugin. Do not edit.

                \(runtimeImport)
                import Foundation

                """
            for body in bodies[name] ?? [] {
                text += "\n" + body
            }
            result[name] = text
        }
        return result
    }

    /// A generated file without its leading comment lines, blank lines and imports (re-exports
    /// included).
    static func body(of text: String) -> String {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let first = lines.first, first.isEmpty || (first.hasPrefix("//") && !first.hasPrefix("///")) || first.hasPrefix("import ") || first.hasPrefix("@_exported import ") {
            lines = lines.dropFirst()
        }
        return lines.joined(separator: "\n")
    }
}
