/// The back half of the generator as named stages, each taking the previous stage's value and
/// returning its own, with no state written back:
///
/// read → overlay → resolve (``GenerationJob``, ``SpecLoader``) → **translate** (``Translation``)
/// → **select** (``Selection``: twins, areas) → **lay out** (``AreaLayout``, ``AreaModules``)
/// → **plan** (``FilePlanner``: a ``FilePlan``, every file as data with its printed body) →
/// **render** (``FilePlan/rendered()``), all run by ``SwiftClientGenerator/generate(_:input:)``.

/// What the spec says, as Swift declarations: every component schema, the types operations
/// need of their own, and the endpoints.
struct Translation {
    /// Component schemas first (sorted by name), then operation types (sorted by name).
    var types: [TypeDecl]
    /// How many of `types` are component schemas.
    var componentCount: Int
    var endpoints: [EndpointDecl]
    var diagnostics: [Diagnostic]
    /// Swift type name of each component schema.
    var typeNames: [SchemaReference: String]
    /// Top-level names that nested types reuse: references to them are module-qualified.
    var shadowedNames: Set<String>
    /// Component schemas sent as `multipart/form-data`.
    var multipartReferences: Set<SchemaReference>
    /// The names chosen (``NameRecord``), for the next run.
    var chosenNames = NameRecord()

    static func run(_ document: OpenAPIDocument, input: GeneratorInput) -> Translation {
        let multipart = SwiftClientGenerator.multipartBodies(document)
        var translator = ModelTranslator(
            document: document, moduleName: input.moduleName, typeNameOverrides: input.typeNames,
            multipartReferences: multipart)
        translator.nameRecord = input.nameRecord
        var models = translator.run()
        // The union of the webhook payloads comes after the component schemas (it is not one).
        translator.diagnostics = []
        var webhookEvent: [TypeDecl] = []
        if let union = translator.webhookEventUnion() { webhookEvent.append(union) }
        models.diagnostics += translator.diagnostics
        var result = Translation(
            types: models.types + webhookEvent, componentCount: models.types.count, endpoints: [], diagnostics: models.diagnostics, typeNames: models.typeNames,
            shadowedNames: models.shadowedNames, multipartReferences: multipart)
        guard input.clientName != nil else {
            result.types += translator.renamedComponentAliases(existing: result.types, overrides: input.typeNames)
            result.chosenNames = translator.chosenNames
            return result
        }
        // The endpoint stage translates inline types with the same rules; it starts with no
        // diagnostics of its own, so what it returns are only the operations' warnings.
        translator.diagnostics = []
        var endpoints = EndpointTranslator(models: translator, document: document, options: input.endpoints)
        result.endpoints = endpoints.translate()
        result.types += endpoints.operationTypes.sorted { $0.name < $1.name }
        result.diagnostics += endpoints.models.diagnostics
        result.shadowedNames.formUnion(endpoints.models.shadowedNames)
        result.types += endpoints.models.renamedComponentAliases(existing: result.types, overrides: input.typeNames)
        result.chosenNames = endpoints.models.chosenNames
        return result
    }
}

/// What is generated: twins folded into aliases, and only the configured areas.
struct Selection {
    var types: [TypeDecl]
    var endpoints: [EndpointDecl]
    var diagnostics: [Diagnostic]

    static func run(_ translation: Translation, input: GeneratorInput) -> Selection {
        var selection = Selection(types: translation.types, endpoints: translation.endpoints, diagnostics: [])
        if input.twinAliases {
            let twins = TwinAliases.apply(types: selection.types, endpoints: selection.endpoints)
            selection.types = twins.types
            selection.endpoints = twins.endpoints
        }
        if let areas = input.areas {
            // A client of a few areas: their operations and the types those reach, nothing else.
            let known = Set(selection.endpoints.map { AreaLayout.area(of: $0, namespaces: AreaLayout.namespaces) })
            let wanted = Set(areas.map(SwiftNames.type))
            for area in areas where !known.contains(SwiftNames.type(area)) {
                let list = known.sorted().map { SwiftNames.member($0) }.joined(separator: ", ")
                selection.diagnostics.append(.error("'areas' names '\(area)', which is no area of this spec; its areas are: \(list)"))
            }
            selection.endpoints = selection.endpoints.filter { wanted.contains(AreaLayout.area(of: $0, namespaces: AreaLayout.namespaces)) }
            let reached = AreaLayout.reachable(from: selection.endpoints, types: selection.types)
            selection.types = selection.types.filter { reached.contains($0.name) }
        }
        return selection
    }
}
