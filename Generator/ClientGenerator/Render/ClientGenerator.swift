/// The generator's back half: from a loaded spec to the text of every generated file.
///
/// Does no file I/O; `GeneratedFiles.write` (in the CLI) puts the result on disk.
public struct GeneratorInput: Sendable {
    /// The spec path as it should appear in headers (relative to the repository).
    public var specPath: String
    public var moduleName: String
    /// The client type resources extend; endpoints are generated only when it is set.
    public var clientName: String?
    /// Whether the client type itself is generated (``ClientTypeFile``) rather than hand-written.
    public var generatesClient = false
    public var endpoints = EndpointOptions()
    /// Component schema name → Swift type name overrides (`typeNames` in the config).
    public var typeNames: [String: String] = [:]
    /// `Beta*` types with their twin's shape become aliases of it (``TwinAliases``).
    public var twinAliases = true
    /// Only these areas' operations, and the types they reach (nil: everything).
    public var areas: [String]?
    /// Each area folder a module of its own (``AreaModules``).
    public var areaModules = false
    /// Areas grouped into families, each a module that re-exports its areas (``Families``).
    public var families: Families?
    /// Structs and unions `Hashable` rather than `Equatable` (`hashable: true`).
    public var hashable = false
    /// The names an earlier run chose, kept where what they name still exists (``NameRecord``).
    public var nameRecord = NameRecord()

    public init(specPath: String, moduleName: String) {
        self.specPath = specPath
        self.moduleName = moduleName
    }
}

public struct GeneratorOutput: Sendable {
    /// Relative path inside the output folder → file contents (`plan`, rendered).
    public var files: [String: String]
    /// Every file as data: its path, module, imports, declarations and body.
    public var plan: FilePlan
    public var diagnostics: [Diagnostic]
    /// Swift type name of each component schema (used by later stages and tests).
    public var typeNames: [SchemaReference: String]
    /// Files for the client's test target (relative path → contents): a registry that
    /// round-trips JSON through the type of any component schema, by schema name.
    public var testSupportFiles: [String: String]
    /// Every generated endpoint method, in spec order.
    public var endpoints: [EndpointDecl]
    /// Every generated union by its dotted Swift path (`ItemResource`, `Outer.Inner`), for
    /// tests that inspect how unions choose their case.
    public var unions: [String: UnionDecl] = [:]
    /// The names this run chose: the next run's ``GeneratorInput/nameRecord``.
    public var nameRecord = NameRecord()
}

public enum SwiftClientGenerator {
    /// Runs the stages after resolution (see `GeneratorStages.swift`) and renders the files.
    public static func generate(_ spec: LoadedSpec, input: GeneratorInput) -> GeneratorOutput {
        let document = spec.document
        let translation = Translation.run(document, input: input)
        let selection = Selection.run(translation, input: input)
        let allTypes = selection.types
        let endpoints = selection.endpoints
        var diagnostics = translation.diagnostics + selection.diagnostics
        let componentNames = Set(translation.types.prefix(translation.componentCount).map(\.name))
        let schemaCount = allTypes.filter { componentNames.contains($0.name) }.count
        var renderer = ModelRenderer(moduleName: input.moduleName, shadowedNames: translation.shadowedNames, types: allTypes)
        renderer.hashable = input.hashable
        var webhookTypes = document.webhooks.flatMap(\.operations).compactMap { operation in
            operation.requestBody?.content.first?.schema?.reference.flatMap { translation.typeNames[$0] }
        }
        if !translation.typeNames.values.contains(ModelTranslator.webhookEventName) {
            webhookTypes.append(ModelTranslator.webhookEventName)
        }
        let families = input.areaModules ? input.families : nil
        // A namespace a family lists as an area (`beta`) is an area of its own: its resources
        // and the types only they reach sit in its folder, apart from their GA twins.
        let namespaces = families.map { families in
            AreaLayout.namespaces.filter { families.familyOfArea[SwiftNames.type($0)] == nil }
        } ?? AreaLayout.namespaces
        let layout = AreaLayout(types: allTypes, endpoints: endpoints, webhookTypes: webhookTypes, namespaces: namespaces, families: families)
        let modules = input.areaModules ? AreaModules(base: input.moduleName, layout: layout, families: families) : nil
        if let modules {
            renderer.typeModules = modules.typeModules(allTypes)
        }
        var stringArgumentExtensions: [String: String] = [:]
        if input.clientName != nil {
            let stringArguments = StringArgumentInitializers(
                renderer: renderer, objects: objectsByPath(allTypes), unions: unions(in: allTypes),
                anyStringEnums: StringArgumentInitializers.anyStringEnumPaths(allTypes))
            stringArgumentExtensions = stringArguments.extensions(for: endpoints)
        }
        let planner = FilePlanner(types: allTypes, layout: layout, modules: modules)
        var plan = FilePlan(header: header(input))
        plan.files = planner.modelFiles(render(allTypes, with: renderer), extensions: stringArgumentExtensions)
        if let clientName = input.clientName {
            var qualified = renderer
            qualified.qualifiesAll = true
            var endpointRenderer = EndpointRenderer(
                moduleName: input.moduleName, clientName: clientName, types: qualified,
                objects: objectsByPath(allTypes), openEnums: openEnumPaths(allTypes))
            endpointRenderer.sharesCore = modules != nil
            endpointRenderer.namespaces = families != nil ? namespaces : []
            endpointRenderer.namespacedAreas = families?.namespacedAreas ?? []
            plan.files += planner.resourceFiles(endpointRenderer.files(endpoints))
            plan.files.append(PlannedFile(path: "Endpoints.md", kind: .index, body: EndpointIndex.render(endpoints, clientName: clientName, specPath: input.specPath)))
            if input.generatesClient {
                plan.files.append(PlannedFile(
                    path: "\(clientName).swift", kind: .clientType, declarations: [clientName],
                    body: ClientTypeFile.render(name: clientName, document: document)))
            }
        }
        let moduleFiles = planner.moduleFiles(plan.files)
        plan.files += moduleFiles.families
        diagnostics += moduleFiles.diagnostics
        var manifest = manifest(spec, input: input, typeCount: schemaCount, endpointCount: endpoints.count, reexporting: moduleFiles.reexported)
        manifest.module = modules?.base
        plan.files.append(manifest)
        plan.files.sort { $0.path < $1.path }
        diagnostics += FilePlanner.caseCollisions(plan.files)
        let located = diagnostics.map { diagnostic -> Diagnostic in
            var located = diagnostic
            if located.location == nil, let pointer = diagnostic.pointer {
                located.location = spec.location(of: pointer, in: nil)
            }
            return located
        }
        let registry = SchemaRegistryFile.render(typeNames: translation.typeNames, excluding: translation.multipartReferences, types: allTypes, input: input, header: header(input))
        let samples = EndpointSamplesFile.files(endpoints, document: document, types: allTypes, input: input, header: header(input))
            .merging(RequestReplayFile.files(endpoints, types: allTypes, input: input, header: header(input))) { $1 }
        var output = GeneratorOutput(
            files: plan.rendered(), plan: plan, diagnostics: located, typeNames: translation.typeNames,
            testSupportFiles: samples.merging(["SchemaRegistry.swift": registry]) { $1 }, endpoints: endpoints)
        output.unions = unions(in: allTypes)
        output.nameRecord = translation.chosenNames
        return output
    }

    static func unions(in types: [TypeDecl], prefix: String = "") -> [String: UnionDecl] {
        var found: [String: UnionDecl] = [:]
        for type in types {
            let path = prefix + type.name
            if case .union(let union) = type.kind { found[path] = union }
            found.merge(unions(in: type.nested, prefix: path + ".")) { first, _ in first }
        }
        return found
    }

    static func render(_ types: [TypeDecl], with renderer: ModelRenderer) -> [RenderedType] {
        types.map { type in
            var printer = CodePrinter()
            renderer.render(type, path: [type.name], into: &printer)
            renderer.renderNullableMemberNames(type, path: [type.name], into: &printer)
            return RenderedType(name: type.name, text: printer.text)
        }
    }

    /// Component schemas that some operation sends as `multipart/form-data` (its first, and
    /// so preferred, request content type).
    static func multipartBodies(_ document: OpenAPIDocument) -> Set<SchemaReference> {
        var references: Set<SchemaReference> = []
        for operation in document.operations {
            guard let content = operation.requestBody?.content.first,
                  content.contentType.lowercased().hasPrefix("multipart/form-data"),
                  let reference = content.schema?.reference else { continue }
            references.insert(reference)
        }
        return references
    }

    static func objectsByPath(_ types: [TypeDecl]) -> [String: ObjectDecl] {
        var result: [String: ObjectDecl] = [:]
        func visit(_ decl: TypeDecl, path: [String]) {
            if case .object(let object) = decl.kind { result[path.joined(separator: ".")] = object }
            for child in decl.nested { visit(child, path: path + [child.name]) }
        }
        for type in types { visit(type, path: [type.name]) }
        return result
    }

    /// Open enums and unions with a string case: the types that take a string literal.
    static func stringLiteralPaths(_ types: [TypeDecl]) -> Set<[String]> {
        var result = openEnumPaths(types)
        func visit(_ decl: TypeDecl, path: [String]) {
            if case .union(let union) = decl.kind, union.stringCase != nil { result.insert(path) }
            for child in decl.nested {
                if case .alias = decl.kind { visit(child, path: [decl.name + "Types", child.name]) } else { visit(child, path: path + [child.name]) }
            }
        }
        for type in types { visit(type, path: [type.name]) }
        return result
    }

    /// Structs that the renderer writes as `ExpressibleByStringLiteral` because their one
    /// required member is content that may be a string (`ChatCompletionRequestUserMessage`).
    static func stringLiteralStructPaths(_ types: [TypeDecl], renderer: ModelRenderer) -> Set<[String]> {
        var result: Set<[String]> = []
        func visit(_ decl: TypeDecl, path: [String]) {
            // Content made of a union with a string case (a message), not a lone enum member.
            if case .object(let object) = decl.kind, let parameter = renderer.stringLiteralParameter(object),
               case .named(let memberPath) = parameter.type, !renderer.openEnumTypes.contains(memberPath) {
                result.insert(path)
            }
            for child in decl.nested {
                if case .alias = decl.kind { visit(child, path: [decl.name + "Types", child.name]) } else { visit(child, path: path + [child.name]) }
            }
        }
        for type in types { visit(type, path: [type.name]) }
        return result
    }

    static func openEnumPaths(_ types: [TypeDecl]) -> Set<[String]> {
        var result: Set<[String]> = []
        func visit(_ decl: TypeDecl, path: [String]) {
            if case .openEnum = decl.kind { result.insert(path) }
            let childPath = { (child: TypeDecl) -> [String] in
                if case .alias = decl.kind { return [decl.name + "Types", child.name] }
                return path + [child.name]
            }
            for child in decl.nested { visit(child, path: childPath(child)) }
        }
        for type in types { visit(type, path: [type.name]) }
        return result
    }

    static func header(_ input: GeneratorInput) -> String {
        """
        // Generated from \(input.specPath) by generate-client. Do not edit.
        // Regenerate with Scripts/regenerate.

        """
    }

    /// `Generated+Manifest.swift`: where the code came from, and the re-exports that make
    /// `import <Module>` enough (the runtime, and with modules every other one).
    static func manifest(_ spec: LoadedSpec, input: GeneratorInput, typeCount: Int, endpointCount: Int, reexporting modules: [String] = []) -> PlannedFile {
        let document = spec.document
        let name = input.moduleName + "GeneratedManifest"
        var file = PlannedFile(path: "Generated+Manifest.swift", kind: .manifest, declarations: [name], body: """
            /// Where the generated code of this module came from.
            public nonisolated enum \(name) {
                /// The spec file, relative to the repository.
                public static let specPath = \(input.specPath.swiftLiteral)
                /// The spec's `info.version`.
                public static let specVersion = \(document.info.version.swiftLiteral)
                /// The spec's OpenAPI version.
                public static let openAPIVersion = \(document.openapi.swiftLiteral)
                public static let operationCount = \(document.operations.count)
                public static let schemaCount = \(typeCount)
                public static let endpointCount = \(endpointCount)
            }

            """)
        file.reexports = [.init(
            comment: [
                "`import \(input.moduleName)` is enough to use the client: the runtime's types",
                "(`AIClientError`, `RequestOptions`, `EventStream`, …) come with it.",
            ],
            modules: [RuntimeSymbols.module])]
        if !modules.isEmpty {
            file.reexports.append(.init(
                comment: ["The client's modules (see `AreaModules` and `Families`): `import \(input.moduleName)` brings them all."],
                modules: modules))
        }
        return file
    }
}
