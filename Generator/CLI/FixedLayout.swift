import ClientGenerator

/// The output of `generate --layout fixed`: always the same four files, whatever the spec.
///
/// A SwiftPM build-tool plugin must name its output files before the generator runs, and the
/// ordinary layout's file names depend on the spec's schemas and resources. So the build
/// plugin asks for this layout: a second plan whose four files hold the bodies of the ordinary
/// plan's files, by kind.
enum FixedLayout {
    static let client = "Generated+Client.swift"
    static let models = "Generated+Models.swift"
    static let sharedModels = "Generated+SharedModels.swift"
    static let resources = "Generated+Resources.swift"

    /// The file names, in the order they are listed to the build system.
    static let names = [client, models, sharedModels, resources]

    /// `plan` (the ordinary layout, one module) as the four fixed files: types of one area go
    /// to `Generated+Models.swift`, types in `Shared/`, `Webhooks/` and `Standalone/` to
    /// `Generated+SharedModels.swift` (two files, so a debug build compiles them in parallel),
    /// resource methods to `Generated+Resources.swift`, and the client type, the manifest and
    /// the methods at the client's root to `Generated+Client.swift`, which re-exports the
    /// runtime as the manifest does. The index (Markdown) is left out. Bodies keep the order
    /// of their paths.
    static func plan(_ plan: FilePlan, specPath: String) -> FilePlan {
        var files = names.map { name in
            PlannedFile(path: name, kind: name == client ? .clientType : name == resources ? .resources : .model, body: "")
        }
        files[0].reexports = [.init(comment: [], modules: ["AIClientRuntime"])]
        files[0].imports = ["Foundation"]
        for file in plan.files.sorted(by: { $0.path < $1.path }) {
            guard let name = fixedName(of: file), let index = names.firstIndex(of: name) else { continue }
            files[index].body += (files[index].body.isEmpty ? "" : "\n") + file.body
            files[index].declarations += file.declarations
        }
        return FilePlan(header: "// Generated from \(specPath) by the GenerateClient build plugin. Do not edit.\n", files: files)
    }

    /// Which fixed file holds a planned file's body, or nil for one left out.
    static func fixedName(of file: PlannedFile) -> String? {
        switch file.kind {
        case .manifest, .clientType:
            client
        case .resources:
            file.folder == nil ? client : resources
        case .model:
            [AreaLayout.sharedFolder, AreaLayout.webhooksFolder, AreaLayout.standaloneFolder].contains(file.folder ?? "") ? sharedModels : models
        case .family, .index:
            nil
        }
    }
}
