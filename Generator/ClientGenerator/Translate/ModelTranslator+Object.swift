extension ModelTranslator {
    /// An object schema (with `allOf` flattened) as a struct.
    mutating func object(_ schema: Schema, name: String, path: [String], doc: DocComment) -> TypeDecl {
        var (properties, required) = shape.flattenedProperties(schema)
        // `allOf: [object, oneOf: [A, B]]`: the members of every branch join the object as
        // optional members (the union decides which are sent; the object cannot say which).
        // Names are looked up in sets: an object of 10k members must not take 10k² steps.
        var names = Set(properties.map(\.name))
        for property in unionMembersOfAllOf(schema, pointer: schema.pointer) where names.insert(property.name).inserted {
            properties.append(property)
        }
        required = required.filter(names.contains)
        let requiredNames = Set(required)
        // Only this struct is a multipart body; what it nests is JSON inside a form field.
        let isMultipart = multipartContext
        let partTypes = multipartPartTypes
        multipartContext = false
        multipartPartTypes = [:]
        defer {
            multipartContext = isMultipart
            multipartPartTypes = partTypes
        }
        var nested: [TypeDecl] = []
        var declarations: [PropertyDecl] = []
        var oneOrMoreFiles: Set<String> = []
        // `nulls` and `nullNames` are the struct's own (`NullableMembers`): a member so named is `nulls2`.
        var swiftNames = Array(SwiftNames.uniqued(SwiftNames.structReservedMembers + properties.map { SwiftNames.member($0.name) })
            .dropFirst(SwiftNames.structReservedMembers.count))
        // `additionalProperties` is a stored property of its own when declared beside members:
        // with a schema, or as an explicit `true` (an object such as a tool's JSON Schema, whose
        // other members mean something and must be sent back as they came).
        var additional: TypeRef?
        if case .schema(let values)? = schema.additionalProperties, !properties.isEmpty {
            let value = typeRef(for: values, suggestedName: "AdditionalProperty", path: path, nested: &nested)
            additional = value.nullable ? .jsonValue : value.type
        } else if case .allowed(true)? = schema.additionalProperties, !properties.isEmpty {
            additional = .jsonValue
        }
        if additional != nil {
            swiftNames = SwiftNames.uniqued(swiftNames + ["additionalProperties"]).dropLast().map { $0 }
        }
        for (index, property) in properties.enumerated() {
            let isRequired = requiredNames.contains(property.name)
            let propertyDoc = docComment(property.schema, source: nil)
            if let constant = shape.constant(property.schema), shape.kind(property.schema) != .object {
                let nullable = shape.strippingNull(property.schema).nullable
                declarations.append(PropertyDecl(
                    swiftName: swiftNames[index], jsonName: property.name, type: .string,
                    required: isRequired, nullable: nullable, constant: constant, doc: propertyDoc))
                continue
            }
            if isMultipart, let fileType = fileType(property.schema) {
                if isOneOrMoreFiles(property.schema) { oneOrMoreFiles.insert(property.name) }
                declarations.append(PropertyDecl(
                    swiftName: swiftNames[index], jsonName: property.name, type: fileType,
                    required: isRequired, nullable: false, doc: propertyDoc))
                continue
            }
            let (type, nullable) = typeRef(for: property.schema, suggestedName: property.name, path: path, nested: &nested)
            recordNestedRoute(type, member: property.name, parent: path)
            // An optional member whose description says it "can be set to `null`" is nullable,
            // though its schema does not say so (the Realtime session's `noise_reduction`):
            // it can be sent as `null` (`nulls`). A required one stays as the schema says.
            let documentedNull = !isRequired && SchemaShape.documentsNull(property.schema)
            declarations.append(PropertyDecl(
                swiftName: swiftNames[index], jsonName: property.name, type: type,
                required: isRequired, nullable: nullable || documentedNull, doc: propertyDoc))
        }
        recordInitializerOrder(&declarations, type: path.isEmpty ? name : path.joined(separator: "."))
        var object = ObjectDecl(properties: declarations, additionalProperties: additional)
        object.isMultipart = isMultipart
        if isMultipart {
            object.partContentTypes = partTypes
            object.oneOrMoreFiles = oneOrMoreFiles
        }
        return TypeDecl(
            name: name,
            kind: .object(object),
            doc: doc,
            nested: nested)
    }
}

extension ModelTranslator {
    /// The members of the object branches of the unions among `schema`'s `allOf` parts, in
    /// order, each name once. A union part with a branch that is not an object cannot be
    /// merged into a struct: its non-object branches are reported and left out.
    mutating func unionMembersOfAllOf(_ schema: Schema, pointer: JSONPointer, depth: Int = 0) -> [SchemaProperty] {
        guard depth < 16 else { return [] }
        var members: [SchemaProperty] = []
        var names: Set<String> = []
        func add(_ more: [SchemaProperty]) {
            for property in more where names.insert(property.name).inserted {
                members.append(property)
            }
        }
        for part in schema.allOf ?? [] {
            let resolved = shape.resolved(part)
            if let branches = resolved.oneOf ?? resolved.anyOf {
                var branchMembers: [[SchemaProperty]] = []
                for branch in branches where !SchemaShape.isNullSchema(branch) {
                    let core = shape.strippingNull(shape.resolved(branch)).schema
                    let flattened = shape.flattenedProperties(core).properties
                    if flattened.isEmpty, shape.kind(core) != .object {
                        diagnostics.append(.warning("a union inside 'allOf' has a branch that is not an object; it is left out of the combined type", pointer: pointer))
                        continue
                    }
                    branchMembers.append(flattened + unionMembersOfAllOf(core, pointer: pointer, depth: depth + 1))
                }
                // Branches with members of their own (`content` or `tool_call_id`) merge into
                // optional members. Branches that share members (a `type` tag in every event)
                // are variants of one shape, which a struct cannot tell apart: reported.
                let names = branchMembers.flatMap { Set($0.map(\.name)) }
                guard Set(names).count == names.count else {
                    diagnostics.append(.warning("'allOf' combines an object with a union whose branches share members; the union's members are not part of this type (declare the union as its own member, or move the object's members into each branch with an overlay)", pointer: pointer))
                    continue
                }
                for members in branchMembers { add(members) }
            }
            add(unionMembersOfAllOf(resolved, pointer: pointer, depth: depth + 1))
        }
        return members
    }

    /// `MultipartFile` for a binary string (`format: binary`, or `contentMediaType` in 3.1),
    /// `[MultipartFile]` for an array of them; nil for everything else.
    func fileType(_ schema: Schema) -> TypeRef? {
        let core = shape.strippingNull(shape.resolved(schema)).schema
        if core.types == [.string], core.format == "binary" || core.contentMediaType != nil || core.contentEncoding == "binary" {
            return .file
        }
        if let items = core.items, fileType(items) == .file {
            return .array(.file)
        }
        if let branches = core.oneOf ?? core.anyOf, branches.contains(where: { fileType($0) != nil }) {
            // `image` may be one file or several: take several, which covers one.
            return .array(.file)
        }
        return nil
    }

    /// A member that is one file or something else (`anyOf: [binary, array of binary]`, OpenAI's
    /// `image`; `[binary, reference]`, a video's `video`): typed as an array of files (see
    /// `fileType`), sent as the official SDKs send what they are given: one file as `name`.
    func isOneOrMoreFiles(_ schema: Schema) -> Bool {
        let core = shape.strippingNull(shape.resolved(schema)).schema
        guard let branches = core.oneOf ?? core.anyOf else { return false }
        return branches.contains { fileType($0) == .file }
    }
}

extension ModelTranslator {
    /// String values as an open enum: legal, unique case names in the spec's order, with
    /// `unknown` kept for the case that holds any other value.
    /// Case names of an open enum: a listed value named `unknown` becomes `unknownValue`, since
    /// `unknown(String)` keeps values the spec does not list.
    func enumDecl(_ values: [String], typeName: String) -> EnumDecl {
        // A value listed twice (Mistral's `StaticWorkspaceRoles`) is one case: a second `case`
        // pattern for it would never match and makes the compiler warn.
        var seen: Set<String> = []
        let values = values.filter { seen.insert($0).inserted }
        let drafts = values.map { value in
            let name = SwiftNames.enumCase(value, in: typeName)
            return name == "unknown" ? "unknownValue" : name
        }
        let names = SwiftNames.uniqued(["unknown"] + drafts).dropFirst()
        return EnumDecl(cases: zip(names, values).map { EnumDecl.Case(swiftName: $0, rawValue: $1) })
    }

    /// An enum with the values a name record lists that the spec dropped (``EnumDecl/retired``),
    /// and its values recorded for the next run, the retired ones included: they stay until
    /// their line is deleted, and become cases again if the spec lists them again.
    mutating func recordedEnum(_ decl: EnumDecl, path: [String]) -> EnumDecl {
        let key = path.joined(separator: ".")
        var decl = decl
        var chosen: [String: String] = [:]
        for item in decl.cases { chosen[item.rawValue] = item.swiftName }
        let current = Set(decl.cases.map(\.rawValue))
        var used = Set(decl.cases.map { $0.swiftName.trimmingBackticks }).union(["unknown"])
        for (value, name) in (nameRecord.enums[key] ?? [:]).sorted(by: { $0.key < $1.key }) where !current.contains(value) {
            guard SwiftNames.isCaseName(name), !used.contains(name.trimmingBackticks) else { continue }
            used.insert(name.trimmingBackticks)
            decl.retired.append(EnumDecl.Case(swiftName: name, rawValue: value))
            chosen[value] = name
        }
        if !key.isEmpty { chosenNames.enums[key] = chosen }
        return decl
    }

    /// The initializer's parameters in the order a name record keeps (members it does not know
    /// come after, in the usual order), and that order recorded for the next run. Only types
    /// with two parameters or more have an order to keep.
    mutating func recordInitializerOrder(_ properties: inout [PropertyDecl], type: String) {
        let settable = properties.filter { $0.constant == nil || !$0.required }
        let usual = (settable.filter(\.required) + settable.filter { !$0.required }).map(\.jsonName)
        guard usual.count > 1 else { return }
        var order = usual
        if let recorded = nameRecord.inits[type] {
            let usualNames = Set(usual)
            let recordedNames = Set(recorded)
            order = recorded.filter(usualNames.contains) + usual.filter { !recordedNames.contains($0) }
            if order != usual {
                var ranks: [String: Int] = [:]
                for (rank, name) in order.enumerated() where ranks[name] == nil { ranks[name] = rank }
                for index in properties.indices {
                    properties[index].initRank = ranks[properties[index].jsonName]
                }
            }
        }
        chosenNames.inits[type] = order
    }

    /// Records which member a nested type serves (``NameRecord/nested``): `tools[]` for the
    /// elements of `tools`.
    mutating func recordNestedRoute(_ type: TypeRef, member: String, parent: [String]) {
        guard !parent.isEmpty else { return }
        var current = type
        var wrappers = ""
        while true {
            switch current {
            case .array(let element): wrappers += "[]"; current = element; continue
            case .dictionary(let value): wrappers += "{}"; current = value; continue
            default: break
            }
            break
        }
        guard case .named(let path) = current, path.count == parent.count + 1, Array(path.dropLast()) == parent else { return }
        chosenNames.nested[path.joined(separator: ".")] = member + wrappers
    }

    /// Aliases for nested types the record knows and this run no longer makes, because the
    /// member they served now holds a component (`AssistantObject.Tool` = `AssistantTool`):
    /// deprecated, so that code written against the nested name still compiles. They stay while
    /// the record lists them (remove the line to retire the alias).
    func retiredNestedAliases(in types: inout [TypeDecl]) -> [String: String] {
        var kept: [String: String] = [:]
        for (path, route) in nameRecord.nested.sorted(by: { $0.key < $1.key }) {
            let components = path.split(separator: ".").map(String.init)
            guard components.count >= 2 else { continue }
            let member = String(route.prefix { $0 != "[" && $0 != "{" })
            let wrappers = route.dropFirst(member.count)
            guard let top = types.firstIndex(where: { $0.name == components[0] }) else { continue }
            let made = Self.withDecl(at: components.dropFirst().dropLast(), in: &types[top]) { parent -> Bool in
                guard !parent.nested.contains(where: { $0.name == components[components.count - 1] }) else { return false }
                var target: TypeRef
                switch parent.kind {
                case .object(let object):
                    guard let property = object.properties.first(where: { $0.jsonName == member }) else { return false }
                    target = property.type
                case .union(let union) where member.hasPrefix(Self.caseRoutePrefix):
                    // A union case's payload (`case:imageURL`), which the record keeps by name.
                    let caseName = member.dropFirst(Self.caseRoutePrefix.count)
                    guard let item = union.cases.first(where: { $0.swiftName.trimmingBackticks == caseName }) else { return false }
                    target = item.payload
                default:
                    return false
                }
                var rest = Substring(wrappers)
                while !rest.isEmpty {
                    if rest.hasPrefix("[]"), case .array(let element) = target { target = element; rest = rest.dropFirst(2); continue }
                    if rest.hasPrefix("{}"), case .dictionary(let value) = target { target = value; rest = rest.dropFirst(2); continue }
                    return false
                }
                guard case .named(let targetPath) = target, targetPath != components else { return false }
                var alias = TypeDecl(
                    name: components[components.count - 1], kind: .alias(target),
                    doc: DocComment(text: "Formerly a type of its own; the spec now names it `\(targetPath.joined(separator: "."))`."))
                alias.retiredFor = targetPath.joined(separator: ".")
                parent.nested.append(alias)
                return true
            }
            if made { kept[path] = route }
        }
        return kept
    }

    /// Deprecated aliases for components the spec renamed (``NameRecord/renamed``): those this
    /// run's unions revealed and those the record lists, while the former name is free and the
    /// current type exists. Written to ``chosenNames`` so that they stay on the next run.
    mutating func renamedComponentAliases(existing types: [TypeDecl], overrides: [String: String]) -> [TypeDecl] {
        let declared = Set(types.map(\.name))
        var renamed = nameRecord.renamed
        for (former, current) in componentRenames {
            guard let reference = document.components.schemas.first(where: { $0.name == current })?.reference,
                  let target = typeNames[reference] else { continue }
            renamed[Self.baseTypeName(former, moduleName: moduleName, overrides: overrides)] = target
        }
        var aliases: [TypeDecl] = []
        var kept: [String: String] = [:]
        for (former, target) in renamed.sorted(by: { $0.key < $1.key }) where !declared.contains(former) && declared.contains(target) && former != target {
            var alias = TypeDecl(
                name: former, kind: .alias(.named([target])),
                doc: DocComment(text: "The spec's former name of `\(target)`."))
            alias.retiredFor = target
            aliases.append(alias)
            kept[former] = target
        }
        chosenNames.renamed = kept
        return aliases
    }

    static func withDecl(at path: ArraySlice<String>, in decl: inout TypeDecl, _ body: (inout TypeDecl) -> Bool) -> Bool {
        guard let first = path.first else { return body(&decl) }
        guard let index = decl.nested.firstIndex(where: { $0.name == first }) else { return false }
        return withDecl(at: path.dropFirst(), in: &decl.nested[index], body)
    }
}
