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

    /// The files of a namespace's resources, which use its struct's SPI `core` (their module
    /// imports the shared module with `@_spi(Generated)`).
    func namespaceChildFiles(_ endpoints: [EndpointDecl]) -> Set<String> {
        guard sharesCore else { return [] }
        let root = Self.tree(endpoints)
        var paths: Set<String> = []
        for name in root.children.keys where namespaces.contains(name) {
            for child in root.children[name]?.children.keys ?? [:].keys {
                paths.insert(namespaceChildPath(namespace: name, child: child))
            }
        }
        return paths
    }

    func namespaceChildPath(namespace: String, child: String) -> String {
        "\(AreaLayout.resourceFolder(child))/\(clientName)+\(SwiftNames.type(namespace))+\(SwiftNames.type(child)).swift"
    }

    /// One file per top-level resource, plus one for the methods at the client's root.
    func files(_ endpoints: [EndpointDecl], header: String) -> [String: String] {
        let root = Self.tree(endpoints)
        var files: [String: String] = [:]
        for name in root.children.keys.sorted() {
            guard let resource = root.children[name] else { continue }
            if sharesCore, namespaces.contains(name), resource.endpoints.isEmpty {
                files.merge(namespaceFiles(resource, header: header)) { first, _ in first }
                continue
            }
            var printer = CodePrinter()
            printer.block("extension \(clientName)") { printer in
                renderAccessor(resource, parentPath: [clientName], into: &printer)
                printer.line()
                renderResource(resource, path: [clientName], into: &printer)
            }
            files["\(AreaLayout.resourceFolder(name))/\(clientName)+\(SwiftNames.type(name)).swift"] = header + "\nimport AIClientRuntime\nimport Foundation\n\n" + printer.text
        }
        if !root.endpoints.isEmpty {
            var printer = CodePrinter()
            printer.block("extension \(clientName)") { printer in
                for endpoint in root.endpoints {
                    printer.line()
                    renderMethods(endpoint, into: &printer)
                }
            }
            files["\(clientName)+Root.swift"] = header + "\nimport AIClientRuntime\nimport Foundation\n\n" + printer.text
        }
        return files
    }

    /// A namespace (`beta`): its struct, with no methods, in `Shared/`, and each child resource
    /// as an extension of it in the child's own area folder.
    func namespaceFiles(_ namespace: Resource, header: String) -> [String: String] {
        var files: [String: String] = [:]
        let name = typeName(namespace)
        var printer = CodePrinter()
        printer.block("extension \(clientName)") { printer in
            renderAccessor(namespace, parentPath: [clientName], into: &printer)
            printer.line()
            printer.line("/// The `\(namespace.name)` resources, each declared with its area's types.")
            printer.block("public struct \(name): Sendable") { printer in
                printer.line("@_spi(Generated) public let core: APIClientCore")
                printer.line()
                printer.line("@_spi(Generated) public init(core: APIClientCore) { self.core = core }")
            }
        }
        files["\(AreaLayout.sharedFolder)/\(clientName)+\(SwiftNames.type(namespace.name)).swift"] = header + "\nimport AIClientRuntime\nimport Foundation\n\n" + printer.text
        for childName in namespace.children.keys.sorted() {
            guard let child = namespace.children[childName] else { continue }
            var printer = CodePrinter()
            printer.block("extension \(clientName).\(name)") { printer in
                renderAccessor(child, parentPath: [clientName, name], into: &printer)
                printer.line()
                renderResource(child, path: [clientName, name], into: &printer)
            }
            files[namespaceChildPath(namespace: namespace.name, child: childName)] = header + "\nimport AIClientRuntime\nimport Foundation\n\n" + printer.text
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

    func renderResource(_ resource: Resource, path: [String], into printer: inout CodePrinter) {
        let name = typeName(resource)
        let fullPath = path + [name]
        printer.line("/// The `\(resource.name)` resource.")
        printer.block("public struct \(name): Sendable") { printer in
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
            for childName in resource.children.keys.sorted() {
                guard let child = resource.children[childName] else { continue }
                printer.line()
                renderResource(child, path: fullPath, into: &printer)
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
