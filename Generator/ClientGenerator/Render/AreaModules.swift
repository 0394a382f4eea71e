/// Modules per area (`areaModules: true` in a generation config): every area folder of the
/// layout (``AreaLayout``) is a module of its own, so that a release build compiles a few
/// thousand lines per compiler process instead of the whole client in one.
///
/// - `_<Module>Shared` holds `Shared/`: types several areas use. It depends on nothing
///   generated.
/// - `_<Module><Area>` holds an area folder (`_OpenAIChat` is `Chat/`): the area's types and its
///   resource methods. It depends on `_<Module>Shared`, on `_<Module>Core` (the hand-written
///   client type its methods extend), and, for a namespace's resource (`Beta/`), on the areas
///   whose methods it holds.
///
/// The leading underscore marks them as parts of `<Module>`, which apps import, and keeps their
/// names clear of the ones apps give their own modules (`OpenAIChat` for a chat-only client).
/// - `<Module>` itself holds `Standalone/` and `Webhooks/` (types no operation reaches, which may
///   use any area's), the methods at the client's root and the manifest, which re-exports every
///   other module: `import OpenAI` is all an app writes, and `OpenAI.ChatCompletion` still names
///   the type.
///
/// The layout already makes the folders a graph without cycles: a type that two areas reach
/// is in `Shared/`, and whatever a shared type uses is reached by the same areas. Generated
/// code names every type with the module that declares it, and each file imports the modules
/// whose types it names. The package lists the modules (its `Package.swift`); a test checks
/// the list against the folders.
public struct AreaModules: Sendable {
    /// The module that re-exports the others (`OpenAI`).
    public let base: String
    let layout: AreaLayout
    /// The families, each a module (`<base><Family>`) that re-exports its areas' modules.
    public let families: Families?
    /// Folders whose types stay in the base module.
    let baseFolders: Set<String>

    public init(base: String, layout: AreaLayout, families: Families? = nil) {
        self.base = base
        self.layout = layout
        self.families = families
        var baseFolders: Set<String> = [AreaLayout.standaloneFolder, AreaLayout.webhooksFolder]
        if let families, families.familyOfArea[AreaLayout.webhooksFolder] != nil {
            baseFolders.remove(AreaLayout.webhooksFolder)
        }
        self.baseFolders = baseFolders
    }

    /// A family's module (`OpenAIChat`), which apps import.
    public func module(ofFamily name: String) -> String { base + name }

    /// The generated modules a family's module re-exports, in order: the shared module, the
    /// shared modules of the families it uses and its own, then its areas. Only modules with
    /// files (`folders`) are named.
    public func modules(ofFamily family: Families.Family, folders: Set<String>) -> [String] {
        guard let families else { return [] }
        var result: [String] = []
        if folders.contains(AreaLayout.sharedFolder) { result.append(module(ofFolder: AreaLayout.sharedFolder)) }
        result += families.used(by: family.name).sorted().map { base + $0 }
        return result
    }

    /// A family's module file: it re-exports the runtime, the client type and the family's
    /// generated modules, so `import OpenAIChat` is all an app writes.
    func familyFile(_ family: Families.Family, folders: Set<String>) -> PlannedFile {
        let name = module(ofFamily: family.name)
        var file = PlannedFile(path: "Families/\(name).swift", kind: .family, module: name, body: "")
        file.reexports = [.init(
            comment: [
                "`import \(name)`: the \(family.areas.joined(separator: ", ")) operations, their types,",
                "the client and the runtime's types. `import \(base)` brings every family.",
            ],
            modules: [RuntimeSymbols.module, core] + modules(ofFamily: family, folders: folders))]
        return file
    }

    /// The module of the hand-written client type (`_OpenAICore`).
    public var core: String { "_" + base + "Core" }

    /// The module of a folder of the output (nil: the output's root).
    public func module(ofFolder folder: String?) -> String {
        guard let folder, !baseFolders.contains(folder) else { return base }
        if let families {
            for family in families.families where family.areas.contains(folder) || family.name + Families.sharedSuffix == folder {
                return base + family.name
            }
        }
        return "_" + base + folder
    }

    /// The module that declares a top-level type.
    public func module(ofType name: String) -> String {
        module(ofFolder: layout.folder(of: name))
    }

    /// The module of a generated file, by its path in the output folder.
    public func module(ofFile path: String) -> String {
        let parts = path.split(separator: "/")
        return module(ofFolder: parts.count > 1 ? String(parts[0]) : nil)
    }

    /// Every top-level type (and the `<Name>Types` namespace of an alias's inline types) with
    /// the module that declares it, for qualified names.
    func typeModules(_ types: [TypeDecl]) -> [String: String] {
        var result: [String: String] = [:]
        for type in types {
            let module = module(ofType: type.name)
            result[type.name] = module
            if case .alias = type.kind, !type.nested.isEmpty { result[type.name + "Types"] = module }
        }
        return result
    }

    /// The modules (other than `own`) that declare `names`, sorted, with `extra`.
    func imports(naming names: Set<String>, in own: String, extra: Set<String> = []) -> [String] {
        Set(names.map { module(ofType: $0) }).union(extra).subtracting([own]).sorted()
    }
}
