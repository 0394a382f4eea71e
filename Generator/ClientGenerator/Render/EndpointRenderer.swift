/// Prints the client's resources and their methods (`client.chat.completions.create`).
struct EndpointRenderer {
    /// Resource structs show `core` and `init(core:)` to other modules, as SPI (`@_spi(Generated)`),
    /// for code in a module above them (``AreaModules``).
    var sharesCore = false
    let moduleName: String
    let clientName: String
    /// Renders model types module-qualified: resource structs nested in the client must not
    /// capture a model's name.
    let types: ModelRenderer
    /// Object declarations by type path (`Foo.Bar`), to read pagination members.
    let objects: [String: ObjectDecl]
    /// Paths of the open enums, which are written as plain query values.
    let openEnums: Set<[String]>

    /// One node of the resource tree: its methods and child resources.
    final class Resource {
        let name: String
        var endpoints: [EndpointDecl] = []
        var children: [String: Resource] = [:]

        init(name: String) {
            self.name = name
        }

        func child(_ name: String) -> Resource {
            if let existing = children[name] { return existing }
            let created = Resource(name: name)
            children[name] = created
            return created
        }
    }

    static func tree(_ endpoints: [EndpointDecl]) -> Resource {
        let root = Resource(name: "")
        for endpoint in endpoints {
            var node = root
            for part in endpoint.resource {
                node = node.child(part)
            }
            node.endpoints.append(endpoint)
        }
        return root
    }

    /// Resource segments that only group others (`beta`): with modules (``sharesCore``), a
    /// namespace's struct is in `Shared/` and each of its resources in its own area's folder,
    /// beside that area's types (`Responses/OpenAIClient+Beta+Responses.swift`).
    var namespaces: Set<String> = []
    /// Namespace resources that are areas of their own (``Families/namespacedAreas``).
    var namespacedAreas: Set<String> = []

    /// A methods file, before the plan stage gives it a module and imports.
    struct ResourceFile {
        /// Relative to the output folder (`Chat/OpenAIClient+Chat+Completions.swift`).
        var path: String
        /// The Swift path of the struct it declares (`OpenAIClient.Chat.Completions`), or the
        /// client type for the methods at its root.
        var declaration: String
        /// The endpoints whose methods it holds (not its children's).
        var endpoints: [EndpointDecl]
        /// Whether its struct is inside a namespace's (`OpenAIClient.Beta.Responses.InputItems`),
        /// which another module declares.
        var inNamespace = false
        /// Whether it extends the namespace's struct itself (`OpenAIClient.Beta`), whose `core`
        /// its accessor uses as SPI.
        var extendsNamespace = false
        /// The text after the imports.
        var body: String
    }

    /// One file per resource struct, plus one for the methods at the client's root. A top-level
    /// resource's file holds its accessor on the client and its struct: its methods and the
    /// accessors of its children. Each child is declared in an extension of its parent, in a
    /// file named after its path in the same folder
    /// (`Organization/OpenAIClient+Organization+Projects.swift`), and so on down: a file's
    /// name says which struct it holds, and it never grows because a child resource did.
    func files(_ endpoints: [EndpointDecl]) -> [ResourceFile] {
        let root = Self.tree(endpoints)
        var files: [ResourceFile] = []
        for name in root.children.keys.sorted() {
            guard let resource = root.children[name] else { continue }
            if sharesCore, namespaces.contains(name), resource.endpoints.isEmpty {
                files += namespaceFiles(resource)
                continue
            }
            files += resourceFiles(resource, parentPath: [clientName], fileName: [clientName], folder: AreaLayout.resourceFolder(name), withAccessor: true)
        }
        if !root.endpoints.isEmpty {
            var printer = CodePrinter()
            printer.block("nonisolated extension \(clientName)") { printer in
                for endpoint in root.endpoints {
                    printer.line()
                    renderMethods(endpoint, into: &printer)
                }
            }
            files.append(ResourceFile(path: "\(clientName)+Root.swift", declaration: clientName, endpoints: root.endpoints, body: printer.text))
        }
        return files
    }

    /// A resource's file (`extension <parent> { <struct> }`, with the resource's accessor first
    /// when the parent's struct is not generated beside it) and, recursively, its children's.
    /// `fileName` is the path of names that the file's name extends (`OpenAIClient`,
    /// `Organization`).
    func resourceFiles(
        _ resource: Resource, parentPath: [String], fileName: [String], folder: String, withAccessor: Bool,
        inNamespace: Bool = false, extendsNamespace: Bool = false
    ) -> [ResourceFile] {
        var printer = CodePrinter()
        printer.block("nonisolated extension \(parentPath.joined(separator: "."))") { printer in
            if withAccessor {
                renderAccessor(resource, parentPath: parentPath, into: &printer)
                printer.line()
            }
            renderResource(resource, path: parentPath, into: &printer)
        }
        let path = parentPath + [typeName(resource)]
        let name = fileName + [SwiftNames.type(resource.name)]
        var files = [ResourceFile(
            path: "\(folder)/\(name.joined(separator: "+")).swift", declaration: path.joined(separator: "."),
            endpoints: resource.endpoints, inNamespace: inNamespace, extendsNamespace: extendsNamespace, body: printer.text)]
        for childName in resource.children.keys.sorted() {
            guard let child = resource.children[childName] else { continue }
            files += resourceFiles(child, parentPath: path, fileName: name, folder: folder, withAccessor: false, inNamespace: inNamespace)
        }
        return files
    }

    /// A namespace (`beta`): its struct, with no methods, in `Shared/`, and each child resource
    /// as an extension of it in the child's own area folder, with the child's children beside it.
    func namespaceFiles(_ namespace: Resource) -> [ResourceFile] {
        let name = typeName(namespace)
        var printer = CodePrinter()
        printer.block("nonisolated extension \(clientName)") { printer in
            renderAccessor(namespace, parentPath: [clientName], into: &printer)
            printer.line()
            printer.line("/// The `\(namespace.name)` resources, each declared with its area's types.")
            printer.block("public nonisolated struct \(name): Sendable") { printer in
                printer.line("@_spi(Generated) public let core: APIClientCore")
                printer.line()
                printer.line("@_spi(Generated) public init(core: APIClientCore) { self.core = core }")
            }
        }
        let fileName = [clientName, SwiftNames.type(namespace.name)]
        var files = [ResourceFile(
            path: "\(AreaLayout.sharedFolder)/\(fileName.joined(separator: "+")).swift",
            declaration: "\(clientName).\(name)", endpoints: [], body: printer.text)]
        for childName in namespace.children.keys.sorted() {
            guard let child = namespace.children[childName] else { continue }
            files += resourceFiles(
                child, parentPath: [clientName, name], fileName: fileName,
                folder: AreaLayout.namespacedFolder([namespace.name, childName], namespaces: namespaces, namespacedAreas: namespacedAreas)
                    ?? AreaLayout.resourceFolder(childName),
                withAccessor: true, inNamespace: true, extendsNamespace: true)
        }
        return files
    }

    /// A resource's struct: named after the resource unless that is the client's or the
    /// module's name, which the generated code uses to qualify types (`Notes.Note` inside a
    /// struct `Notes` would look the model up in the struct). The accessor keeps the resource's
    /// name either way (`client.notes`).
    func typeName(_ resource: Resource) -> String {
        let name = SwiftNames.type(resource.name)
        return name == clientName || name == moduleName ? name + "Resource" : name
    }

    func renderAccessor(_ resource: Resource, parentPath: [String], into printer: inout CodePrinter) {
        let type = (parentPath + [typeName(resource)]).joined(separator: ".")
        printer.line("/// `\(resource.name)` operations.")
        printer.line("public var \(SwiftNames.escaped(resource.name)): \(type) { \(type)(core: core) }")
    }

    /// A resource's struct: its `core`, its children's accessors and its methods (its children's
    /// structs are in files of their own).
    func renderResource(_ resource: Resource, path: [String], into printer: inout CodePrinter) {
        let name = typeName(resource)
        let fullPath = path + [name]
        printer.line("/// The `\(resource.name)` resource.")
        printer.block("public nonisolated struct \(name): Sendable") { printer in
            if sharesCore {
                // Hand-written conveniences in the module above call through the resource.
                printer.line("@_spi(Generated) public let core: APIClientCore")
                printer.line()
                printer.line("@_spi(Generated) public init(core: APIClientCore) { self.core = core }")
            } else {
                printer.line("let core: APIClientCore")
            }
            for childName in resource.children.keys.sorted() {
                guard let child = resource.children[childName] else { continue }
                printer.line()
                renderAccessor(child, parentPath: fullPath, into: &printer)
            }
            for endpoint in Self.ordered(resource.endpoints) {
                printer.line()
                renderMethods(endpoint, into: &printer)
            }
        }
    }

    /// create, stream, retrieve, update, list, delete, then the rest by name: the order of the
    /// official SDKs' docs, and stable when operations are added.
    static func ordered(_ endpoints: [EndpointDecl]) -> [EndpointDecl] {
        let rank = ["create": 0, "retrieve": 2, "update": 3, "list": 4, "delete": 5]
        return endpoints.sorted { lhs, rhs in
            let left = rank[lhs.swiftName] ?? 6
            let right = rank[rhs.swiftName] ?? 6
            return left != right ? left < right : lhs.swiftName < rhs.swiftName
        }
    }
}
