/// Translates every schema of a document into Swift type declarations.
///
/// One rule per concern lives in its own file (`ModelTranslator+Object.swift`, `+Union`,
/// `+Enum`); this file holds the entry point, naming of top-level types and the dispatch from a
/// schema to the rule that handles it.
public struct ModelTranslator {
    public struct Result: Sendable {
        /// One declaration per component schema, sorted by Swift name.
        public var types: [TypeDecl]
        /// Warnings (fallbacks to `JSONValue` with their reason) and notes.
        public var diagnostics: [Diagnostic]
        /// Swift type name of each component schema.
        public var typeNames: [SchemaReference: String]
        /// Top-level names that nested types reuse: references to them must be qualified.
        public var shadowedNames: Set<String>
    }

    let document: OpenAPIDocument
    let shape: SchemaShape
    let moduleName: String
    /// Swift name of every component schema (top-level type).
    let typeNames: [SchemaReference: String]
    /// Top-level names that nested types also use somewhere: references to them are written
    /// module-qualified so that a nested `Error` never captures a reference to the top-level one.
    var shadowedNames: Set<String> = []
    /// The names of the nested types made so far under each path, in any sibling list: what
    /// `uniqueNestedName` checks first, so that naming a type's members stays linear in their
    /// count (a set per call was quadratic: 10k inline members took seconds).
    var nestedNamesByPath: [[String]: Set<String>] = [:]
    var diagnostics: [Diagnostic] = []
    /// Component schemas sent as `multipart/form-data`: their binary members are files.
    var multipartReferences: Set<SchemaReference> = []
    /// Set while translating an inline multipart body.
    var multipartContext = false
    /// The content types the multipart body being translated gives its members (`encoding`:
    /// `session` as `application/json`), by member name.
    var multipartPartTypes: [String: String] = [:]
    /// `encoding` content types of the multipart bodies that are component schemas.
    var multipartEncodings: [SchemaReference: [String: String]] = [:]
    /// The names an earlier run chose (``NameRecord``): kept for what still exists.
    var nameRecord = NameRecord()
    /// The names this run chose, to write back as the next run's record.
    var chosenNames = NameRecord()
    /// Component names the spec defines, to tell a renamed component from one still there.
    var componentNames: Set<String> = []
    /// Components renamed upstream that unions revealed this run, former name → current name
    /// (``noteRenamedComponents(recorded:kept:keys:names:)``).
    var componentRenames: [String: String] = [:]

    /// `typeNameOverrides` maps component schema names to the Swift names a config chose.
    public init(document: OpenAPIDocument, moduleName: String, typeNameOverrides: [String: String] = [:], multipartReferences: Set<SchemaReference> = []) {
        self.document = document
        self.multipartReferences = multipartReferences
        for operation in document.operations {
            guard let content = operation.requestBody?.content.first,
                  content.contentType.lowercased().hasPrefix("multipart/form-data"),
                  let reference = content.schema?.reference else { continue }
            multipartEncodings[reference, default: [:]].merge(Self.partContentTypes(content)) { first, _ in first }
        }
        self.moduleName = moduleName
        let schemas = document.schemasByReference()
        self.shape = SchemaShape(schemas: schemas)
        var names: [SchemaReference: String] = [:]
        var used: Set<String> = [moduleName]
        let all = document.components.schemas + document.externalSchemas + document.detachedSchemas
        self.componentNames = Set(document.components.schemas.map(\.name))
        for named in all {
            let name = Self.baseTypeName(named.name, moduleName: moduleName, overrides: typeNameOverrides)
            var candidate = name
            var counter = 2
            while used.contains(candidate) {
                candidate = name + String(counter)
                counter += 1
            }
            used.insert(candidate)
            names[named.reference] = candidate
        }
        self.typeNames = names
    }

    /// The Swift name of a component before it is made unique: a config's choice, else the
    /// component's name in Swift's spelling, kept clear of the standard library's and Apple
    /// frameworks' type names.
    static func baseTypeName(_ component: String, moduleName: String, overrides: [String: String]) -> String {
        let name = overrides[component] ?? SwiftNames.schemaType(component)
        if SwiftNames.standardTypeNames.contains(name) || SwiftNames.appleFrameworkTypeNames.contains(name) {
            // `import OpenAI` must not change what `Error` means in the user's own code.
            return "API" + name
        } else if SwiftNames.reservedTypeNames.contains(name) || name == moduleName {
            return name + "Schema"
        }
        return name
    }

    public static func translate(_ document: OpenAPIDocument, moduleName: String, typeNameOverrides: [String: String] = [:]) -> Result {
        var translator = ModelTranslator(document: document, moduleName: moduleName, typeNameOverrides: typeNameOverrides)
        return translator.run()
    }

    mutating func run() -> Result {
        var types: [TypeDecl] = []
        let all = document.components.schemas + document.externalSchemas + document.detachedSchemas
        for named in all {
            guard let name = typeNames[named.reference] else { continue }
            multipartContext = multipartReferences.contains(named.reference)
            multipartPartTypes = multipartEncodings[named.reference] ?? [:]
            types.append(topLevel(named.schema, name: name, source: named.reference.description))
            multipartContext = false
            multipartPartTypes = [:]
        }
        types.sort { $0.name < $1.name }
        chosenNames.nested.merge(retiredNestedAliases(in: &types)) { made, _ in made }
        return Result(types: types, diagnostics: diagnostics, typeNames: typeNames, shadowedNames: shadowedNames)
    }

    /// The declaration for one component schema.
    mutating func topLevel(_ schema: Schema, name: String, source: String) -> TypeDecl {
        let (core, _) = shape.strippingNull(schema)
        let doc = docComment(core, source: source)
        if let decl = declaration(for: core, name: name, path: [name], doc: doc) {
            return decl
        }
        // Arrays, maps, primitives and references become aliases.
        var nested: [TypeDecl] = []
        // Inline element types of an alias live in a `<Name>Types` namespace.
        let target = typeRef(for: core, suggestedName: "Elements", path: [name + "Types"], nested: &nested)
        return TypeDecl(name: name, kind: .alias(target.type), doc: doc, nested: nested)
    }

    /// A struct, enum or union for schemas that need their own type; nil for the others.
    mutating func declaration(for schema: Schema, name: String, path: [String], doc: DocComment) -> TypeDecl? {
        if schema.reference != nil, schema.allOf == nil, schema.properties.isEmpty {
            return nil
        }
        if let branches = unionBranches(schema) {
            if let values = openEnumValues(branches) {
                var decl = recordedEnum(enumDecl(values, typeName: name), path: path)
                decl.acceptsAnyString = acceptsAnyString(branches)
                return TypeDecl(name: name, kind: .openEnum(decl), doc: doc)
            }
            return union(branches, discriminator: schema.discriminator, name: name, path: path, doc: doc, pointer: schema.pointer)
        }
        if let values = schema.enum, values.count > 1 || (values.count == 1 && schema.types != nil),
           values.allSatisfy({ $0.stringValue != nil }) {
            return TypeDecl(name: name, kind: .openEnum(recordedEnum(enumDecl(values.compactMap(\.stringValue), typeName: name), path: path)), doc: doc)
        }
        if isObject(schema) {
            return object(schema, name: name, path: path, doc: doc)
        }
        return nil
    }

    /// The branches of a `oneOf`/`anyOf` with at least two members once `null` is taken out.
    /// Branches that constrain no shape (`oneOf: [{required: [a]}, {required: [b]}]` beside
    /// `properties`) only say which members an object has: such a schema is no union.
    func unionBranches(_ schema: Schema) -> [Schema]? {
        guard let branches = schema.oneOf ?? schema.anyOf else { return nil }
        let real = branches.filter { !SchemaShape.isNullSchema($0) }
        guard !real.allSatisfy(SchemaShape.declaresNoShape) else { return nil }
        return real.count >= 2 ? real : nil
    }

    /// When every branch is a string (a plain string, a string enum or a string `const`), the
    /// union is one open enum: the listed values plus any other string (`ModelIdsShared`,
    /// Anthropic's `Model` with `claudeSonnet4_5`).
    func openEnumValues(_ branches: [Schema], depth: Int = 0) -> [String]? {
        var values: [String] = []
        for branch in branches {
            let core = shape.strippingNull(shape.resolved(branch)).schema
            // A branch that is itself such a union (`ModelIdsResponses` over `ModelIdsShared`)
            // adds its values: `model: "gpt-5"` then needs no `.shared(…)`.
            if depth < 8, let inner = unionBranches(core), let innerValues = openEnumValues(inner, depth: depth + 1) {
                for value in innerValues where !values.contains(value) { values.append(value) }
                continue
            }
            guard core.types == [.string] || (core.types == nil && (core.enum != nil || core.const?.stringValue != nil)) else { return nil }
            guard core.oneOf == nil, core.anyOf == nil, core.allOf == nil, core.properties.isEmpty else { return nil }
            if let enumValues = core.enum {
                let strings = enumValues.compactMap(\.stringValue)
                guard strings.count == enumValues.count else { return nil }
                for value in strings where !values.contains(value) {
                    values.append(value)
                }
            } else if let constant = core.const?.stringValue {
                if !values.contains(constant) { values.append(constant) }
            }
        }
        return values
    }

    /// Whether a union of strings (see `openEnumValues`) has a branch that takes any string.
    func acceptsAnyString(_ branches: [Schema], depth: Int = 0) -> Bool {
        branches.contains { branch in
            let core = shape.strippingNull(shape.resolved(branch)).schema
            if depth < 8, let inner = unionBranches(core) { return acceptsAnyString(inner, depth: depth + 1) }
            return core.types == [.string] && core.enum == nil && core.const == nil
        }
    }

    func isObject(_ schema: Schema) -> Bool {
        if !schema.properties.isEmpty { return true }
        if let parts = schema.allOf, !parts.isEmpty {
            return parts.count > 1 || !shape.flattenedProperties(schema).properties.isEmpty
        }
        return false
    }

    func docComment(_ schema: Schema, source: String?) -> DocComment {
        var text = schema.description
        if text == nil || text?.isEmpty == true { text = schema.title }
        return DocComment(text: text, source: source, deprecated: schema.deprecated == true)
    }

    mutating func fallback(_ reason: String, pointer: JSONPointer) -> TypeRef {
        diagnostics.append(.warning("represented as JSONValue: \(reason)", pointer: pointer))
        return .jsonValue
    }
}

extension ModelTranslator {
    /// The content types a multipart body's `encoding` gives its members, by member name.
    static func partContentTypes(_ content: MediaType) -> [String: String] {
        var types: [String: String] = [:]
        for encoding in content.encoding {
            if let type = encoding.contentType { types[encoding.propertyName] = type }
        }
        return types
    }
}
