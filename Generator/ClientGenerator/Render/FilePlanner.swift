/// The "plan" stage: puts rendered declarations into files (``FilePlan``) and gives each file
/// its module and imports, from the layout (``AreaLayout``) and, with modules, ``AreaModules``.
/// It decides; ``FilePlan/rendered()`` only prints.
struct FilePlanner {
    let layout: AreaLayout
    /// nil: the output is one module, and no file imports another generated one.
    let modules: AreaModules?
    /// Top-level type names, to tell them from nested ones in references.
    let typeNames: Set<String>
    /// Top-level declarations by name.
    let declarations: [String: TypeDecl]

    init(types: [TypeDecl], layout: AreaLayout, modules: AreaModules?) {
        self.layout = layout
        self.modules = modules
        typeNames = Set(types.map(\.name))
        declarations = Dictionary(types.map { ($0.name, $0) }) { first, _ in first }
    }

    /// A file per top-level type, in its area's folder, importing the modules of the types it
    /// names; `extensions` (a type's `String` arguments) follow the type in its file.
    func modelFiles(_ rendered: [RenderedType], extensions: [String: String]) -> [PlannedFile] {
        rendered.map { type in
            let path = layout.folder(of: type.name) + "/" + PortableFileNames.stem(forType: type.name) + ".swift"
            var file = PlannedFile(path: path, kind: .model, declarations: [type.name], body: type.text + (extensions[type.name] ?? ""))
            if let modules {
                let module = modules.module(ofType: type.name)
                file.module = module
                if let declaration = declarations[type.name] {
                    var named: Set<String> = []
                    AreaLayout.collect(declaration, into: &named, names: typeNames)
                    file.imports = modules.imports(naming: named, in: module)
                }
            }
            return file
        }
    }

    /// Files whose names differ only by case, which macOS and Windows would make one file (and
    /// one module cannot hold): types' files, and the others' (resources).
    static func caseCollisions(_ files: [PlannedFile]) -> [Diagnostic] {
        var owners: [String: String] = [:]
        for file in files where file.kind == .model {
            guard let name = file.path.split(separator: "/").last, let type = file.declarations.first else { continue }
            owners[String(name)] = type
        }
        var diagnostics = PortableFileNames.caseCollisions(owners.keys).map { group -> Diagnostic in
            let types = group.compactMap { owners[$0] }.map { "'\($0)'" }
            return .error(
                "types \(types.joined(separator: " and ")) differ only by case, so their files (\(group.joined(separator: ", "))) would be one file on macOS and Windows; rename one with 'typeNames:' in the generation config")
        }
        // A resource's file name spells its whole path, so two equal ignoring case are in one
        // module or in folders equal ignoring case.
        let others = Dictionary(grouping: files.filter { $0.kind != .model && $0.kind != .index }) { String($0.path.split(separator: "/").last ?? "") }
        for group in PortableFileNames.caseCollisions(others.keys) {
            let declared = group.flatMap { others[$0]?.flatMap(\.declarations) ?? [] }.map { "'\($0)'" }
            diagnostics.append(.error(
                "\(declared.joined(separator: " and ")) differ only by case, so their files (\(group.joined(separator: ", "))) would be one file on macOS and Windows; rename one resource with 'names:' in the generation config"))
        }
        return diagnostics
    }

    /// The methods files, each importing the client type's module and the modules of the types
    /// its own methods name. A namespace's resources import the namespace's module too (a file
    /// may not extend, with public members, a type whose module it does not import): as SPI
    /// where they extend its struct and use its `core`.
    func resourceFiles(_ files: [EndpointRenderer.ResourceFile]) -> [PlannedFile] {
        files.map { resource in
            var file = PlannedFile(path: resource.path, kind: .resources, declarations: [resource.declaration], body: resource.body)
            guard let modules else { return file }
            let module = modules.module(ofFile: resource.path)
            var named: Set<String> = []
            for endpoint in resource.endpoints {
                for reference in AreaLayout.references(of: endpoint) {
                    AreaLayout.collect(reference, into: &named, names: typeNames)
                }
            }
            file.module = module
            file.imports = modules.imports(naming: named, in: module, extra: [modules.core])
            let namespace = modules.module(ofFolder: AreaLayout.sharedFolder)
            if resource.extendsNamespace {
                file.imports.removeAll { $0 == namespace }
                file.spiImports = [namespace]
            } else if resource.inNamespace, namespace != module, !file.imports.contains(namespace) {
                file.imports = (file.imports + [namespace]).sorted()
            }
            return file
        }
    }

    /// With modules, the modules the manifest re-exports, the family files and a warning per area
    /// in no family; `files` are the files planned so far.
    func moduleFiles(_ files: [PlannedFile]) -> (reexported: [String], families: [PlannedFile], diagnostics: [Diagnostic]) {
        guard let modules else { return ([], [], []) }
        let folders = Set(files.compactMap(\.folder))
        var reexported = Set(folders.map { modules.module(ofFolder: $0) }).union([modules.core]).subtracting([modules.base]).sorted()
        guard let families = modules.families else { return (reexported, [], []) }
        let familyFiles = families.families.map { modules.familyFile($0, folders: folders) }
        var diagnostics: [Diagnostic] = []
        let familyOfArea = families.familyOfArea
        for folder in folders.sorted() where familyOfArea[folder] == nil && modules.module(ofFolder: folder) != modules.base
            && folder != AreaLayout.sharedFolder && !(folder.hasSuffix(Families.sharedSuffix) && families.families.contains { $0.name + Families.sharedSuffix == folder }) {
            diagnostics.append(.warning("the area '\(folder)' is in no family: add it to 'families' in the generation config (until then only the umbrella module '\(modules.base)' brings it)"))
        }
        // The umbrella re-exports the families (and, through them, their modules).
        let covered = Set(families.families.flatMap { modules.modules(ofFamily: $0, folders: folders) }).union([modules.core])
        let familyModules = familyFiles.compactMap(\.module)
        reexported = familyModules + reexported.filter { !covered.contains($0) && !familyModules.contains($0) }
        return (reexported, familyFiles, diagnostics)
    }
}
