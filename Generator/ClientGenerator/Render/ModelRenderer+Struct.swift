extension ModelRenderer {
    func renderStruct(_ decl: TypeDecl, _ object: ObjectDecl, path: [String], into printer: inout CodePrinter) {
        let properties = object.properties
        printer.doc(decl.doc)
        // Multipart bodies are only ever sent; everything else can stand in for a missing
        // required object with its empty value.
        var conformances = object.isMultipart
            ? "\(equality), Sendable, \(RuntimeSymbols.multipartFormEncodable)"
            : "Codable, \(equality), Sendable, \(RuntimeSymbols.emptyDecodable)"
        // A struct with one thing to say, and that thing a union with a string case (a
        // message's `content`), is written as a string literal: `.user("Hello")`. Plain
        // `String` members do not qualify: `let error: APIError = "…"` would say nothing.
        let literalParameter = stringLiteralParameter(object)
        if literalParameter != nil { conformances += ", ExpressibleByStringLiteral" }
        let nullable = !nullableMembers(object).isEmpty
        if nullable { conformances += ", \(RuntimeSymbols.nullableMembers)" }
        printer.block("public nonisolated struct \(decl.name): \(conformances)") { printer in
            for property in properties {
                printer.line()
                printer.doc(property.doc)
                if storedApart(property, path: path) {
                    // Deprecated members are stored under a private name so that the
                    // generated initializer and coding code do not warn about themselves;
                    // members that close a cycle of structs are stored in a box.
                    if property.doc.deprecated {
                        printer.line("@available(*, deprecated, message: \"Deprecated in the spec.\")")
                    }
                    printer.block("public var \(property.swiftName): \(propertyType(property))") { printer in
                        printer.line("get { \(stored(property, path: path)) }")
                        printer.line("set { \(stored(property, path: path)) = newValue }")
                    }
                } else {
                    printer.line("public var \(property.swiftName): \(propertyType(property))")
                }
            }
            if let additional = object.additionalProperties {
                printer.line()
                printer.line("/// Members not declared by the spec (`additionalProperties`).")
                printer.line("public var additionalProperties: [String: \(swiftType(additional))]")
            }
            if nullable {
                printer.line()
                printer.line("/// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`\(RuntimeSymbols.nullableMembers)`).")
                printer.line("public var nullNames: Set<String>")
            }
            for property in properties where storedApart(property, path: path) {
                printer.line("private var \(storage(property, path: path)): \(storageType(property, path: path))")
            }
            printer.line()
            renderInitializer(properties, path: path, additional: object.additionalProperties, nulls: nullable, into: &printer)
            if let literalParameter {
                printer.line()
                printer.block("public init(stringLiteral value: String)") { printer in
                    printer.line("self.init(\(literalParameter.swiftName.trimmingBackticks): \(swiftType(literalParameter.type))(stringLiteral: value))")
                }
            }
            if !object.isMultipart {
                printer.line()
                renderEmptyValue(properties, into: &printer)
            }
            renderNested(decl.nested, path: path, into: &printer)
            printer.line()
            printer.line("// MARK: - Coding")
            printer.line()
            if object.isMultipart {
                renderMultipart(properties, path: path, partContentTypes: object.partContentTypes, oneOrMoreFiles: object.oneOrMoreFiles, into: &printer)
            } else {
                renderCoding(properties, path: path, additional: object.additionalProperties, nulls: nullable, into: &printer)
            }
        }
    }

    /// The form of a multipart body, laid out as the official SDKs send it: fields first
    /// (required ones in spec order, then optional ones alphabetically), files last. Scalars
    /// are text; arrays are repeated `name[]` fields, objects `name[key]` fields, never JSON
    /// text; several files are `name[]` file parts. `RequestOptions.extraBody` fields go
    /// between the fields and the files (`setMultipartBody(_:extraFields:)`).
    func renderMultipart(_ properties: [PropertyDecl], path: [String], partContentTypes: [String: String] = [:], oneOrMoreFiles: Set<String> = [], into printer: inout CodePrinter) {
        func isFile(_ property: PropertyDecl) -> Bool {
            switch property.type {
            case .file, .array(.file): true
            default: false
            }
        }
        let fields = properties.filter { !isFile($0) }
        let ordered = fields.filter(\.required) + fields.filter { !$0.required }.sorted { $0.jsonName < $1.jsonName }
            + properties.filter(isFile)
        printer.block("public func multipartFormData() throws -> \(RuntimeSymbols.multipartFormData)") { printer in
            printer.line("var form = \(RuntimeSymbols.multipartFormData)()")
            for property in ordered {
                let value = property.isOptional ? "value" : "self.\(stored(property, path: path).trimmingBackticks)"
                let name = property.jsonName.swiftLiteral
                let append: String
                switch property.type {
                case _ where !isFile(property) && partContentTypes[property.jsonName] != nil:
                    // The spec's `encoding` gives the member a content type: one part of that type.
                    append = "try form.append(\(name), \(value), contentType: \(partContentTypes[property.jsonName, default: ""].swiftLiteral))"
                case .file: append = "form.append(\(name), file: \(value))"
                case .array(.file) where oneOrMoreFiles.contains(property.jsonName):
                    append = "form.append(\(name), oneOrMore: \(value))"
                case .array(.file): append = "form.append(\(name), files: \(value), style: .brackets)"
                case .string, .integer, .double, .bool: append = "form.append(\(name), \(value))"
                default: append = "try form.appendFields(\(name), encoding: \(value))"
                }
                if property.isOptional {
                    printer.block("if let value = self.\(stored(property, path: path).trimmingBackticks)") { printer in
                        printer.line(append)
                    }
                } else {
                    printer.line(append)
                }
            }
            printer.line("return form")
        }
    }

    /// Whether a member closes a cycle of structs: stored in an `IndirectValue` box. The box is
    /// a stored property of its own (`_parent`) behind the member, not a property wrapper:
    /// Swift 6.3 rejects a property wrapper in a `nonisolated` struct ("'nonisolated' cannot be
    /// applied to mutable stored properties"), and generated structs are `nonisolated`.
    func isIndirect(_ property: PropertyDecl, path: [String]) -> Bool {
        indirectMembers.contains(path + [property.swiftName])
    }

    /// Whether a member is stored under a private name (`_name`) behind a computed one:
    /// deprecated members and members that close a cycle.
    func storedApart(_ property: PropertyDecl, path: [String]) -> Bool {
        property.doc.deprecated || isIndirect(property, path: path)
    }

    /// The type of a member's private storage: its own, or its box.
    func storageType(_ property: PropertyDecl, path: [String]) -> String {
        isIndirect(property, path: path) ? "\(RuntimeSymbols.indirectValue)<\(propertyType(property))>" : propertyType(property)
    }

    /// The member's value as the generated code reads and writes it (`_parent.wrappedValue`).
    func stored(_ property: PropertyDecl, path: [String]) -> String {
        isIndirect(property, path: path) ? storage(property, path: path) + ".wrappedValue" : storage(property, path: path)
    }

    /// `self.<storage> = value`, boxing the value of a member that closes a cycle.
    func assignment(_ property: PropertyDecl, path: [String], _ value: String) -> String {
        let target = "self.\(storage(property, path: path).trimmingBackticks)"
        return isIndirect(property, path: path) ? "\(target) = \(RuntimeSymbols.indirectValue)(wrappedValue: \(value))" : "\(target) = \(value)"
    }

    func propertyType(_ property: PropertyDecl) -> String {
        let base = swiftType(property.type)
        return property.isOptional ? base + "?" : base
    }

    func storage(_ property: PropertyDecl, path: [String]) -> String {
        storedApart(property, path: path) ? "_" + property.swiftName.trimmingBackticks : property.swiftName
    }

    /// The one member a struct is made of when written as a string literal (see `renderStruct`).
    func stringLiteralParameter(_ object: ObjectDecl) -> PropertyDecl? {
        let required = initializerParameters(object.properties).filter(\.required)
        return required.count == 1 && !required[0].nullable
            && required[0].type != .string && takesStringLiteral(required[0].type)
            && object.additionalProperties == nil ? required.first : nil
    }

    /// Parameters: required members in the order the spec lists them, then optional ones with
    /// `nil` defaults. Required constant tags are filled in, never asked for; an optional
    /// member with one allowed value is a parameter like any optional one, so it is sent only
    /// when the caller sets it.
    /// A name record may keep an earlier order (``PropertyDecl/initRank``): a member that
    /// became required keeps its place, so that call sites that passed it still compile.
    func initializerParameters(_ properties: [PropertyDecl]) -> [PropertyDecl] {
        let settable = properties.filter { $0.constant == nil || !$0.required }
        let ordered = settable.filter(\.required) + settable.filter { !$0.required }
        guard ordered.contains(where: { $0.initRank != nil }) else { return ordered }
        return ordered.enumerated().sorted { lhs, rhs in
            let left = lhs.element.initRank ?? Int.max
            let right = rhs.element.initRank ?? Int.max
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
    }

    /// Optional members the spec lets be `null`: each can be sent as `null` (listed in the
    /// struct's `nulls`) as well as left out (nil). Multipart bodies have no `null`.
    func nullableMembers(_ object: ObjectDecl) -> [PropertyDecl] {
        object.isMultipart ? [] : object.properties.filter { !$0.required && $0.nullable }
    }

    /// The initializer; `nulls` when the struct has nullable members, which start unlisted.
    func renderInitializer(_ properties: [PropertyDecl], path: [String], additional: TypeRef?, nulls: Bool = false, into printer: inout CodePrinter) {
        var parameters = initializerParameters(properties).map { property -> String in
            let label = property.swiftName
            let defaultValue = property.required ? "" : " = nil"
            return "\(label): \(propertyType(property))\(defaultValue)"
        }
        if let additional {
            parameters.append("additionalProperties: [String: \(swiftType(additional))] = [:]")
        }
        let header: String
        if parameters.isEmpty {
            header = "public init()"
        } else {
            printer.line("public init(")
            printer.indented { printer in
                for (index, parameter) in parameters.enumerated() {
                    printer.line(parameter + (index == parameters.count - 1 ? "" : ","))
                }
            }
            header = ")"
        }
        printer.block(header) { printer in
            for property in properties {
                if let constant = property.constant, property.required {
                    printer.line(assignment(property, path: path, constant.swiftLiteral))
                } else {
                    printer.line(assignment(property, path: path, property.swiftName))
                }
            }
            if additional != nil {
                printer.line("self.additionalProperties = additionalProperties")
            }
            if nulls {
                printer.line("self.nullNames = []")
            }
        }
    }

    /// Every required member empty, the optional ones nil: what stands in for a required
    /// object the API left out or sent as `null` (see `decodeRequired`).
    func renderEmptyValue(_ properties: [PropertyDecl], into printer: inout CodePrinter) {
        let required = initializerParameters(properties).filter(\.required)
        printer.line("/// Every required member empty: stands in for a required object the API did not send.")
        if required.isEmpty {
            printer.line("public static var emptyValue: Self { Self() }")
            return
        }
        printer.block("public static var emptyValue: Self") { printer in
            printer.line("Self(")
            printer.indented { printer in
                for (index, property) in required.enumerated() {
                    let value = property.isOptional ? "nil" : ".emptyValue"
                    // Keywords need no backticks as argument labels, except these three.
                    let bare = property.swiftName.trimmingBackticks
                    let label = ["inout", "var", "let"].contains(bare) ? property.swiftName : bare
                    printer.line("\(label): \(value)" + (index == required.count - 1 ? "" : ","))
                }
            }
            printer.line(")")
        }
    }

    /// Pinned members that say what a payload is: another value is kept and reported as a
    /// `DecodingIssue` (`unlistedConstant`), and the root of an event in a stream of one event
    /// type refuses it, so that the stream skips a `ping` (see docs/decoding-policy.md). Other
    /// pinned members (`role: "assistant"`, `status`) keep what the API sends unreported,
    /// because the APIs send some of them wider than the spec pins them.
    static let checkedConstantMembers: Set<String> = ["type", "object"]

    /// `init(from:)` and `encode(to:)` with each member's JSON name written as the key
    /// (`forKey: "max_tokens"`, an `AnyCodingKey`): no `CodingKeys` enum per type, whose
    /// synthesized conformances were about a tenth of the module's code.
    func renderCoding(_ properties: [PropertyDecl], path: [String], additional: TypeRef?, nulls: Bool = false, into printer: inout CodePrinter) {
        let keys = RuntimeSymbols.anyCodingKey
        printer.block("public init(from decoder: any Decoder) throws") { printer in
            if !properties.isEmpty {
                printer.line("let container = try decoder.container(keyedBy: \(keys).self)")
            }
            for property in properties {
                let key = property.jsonName.swiftLiteral
                let type = swiftType(property.type)
                let checked = Self.checkedConstantMembers.contains(property.jsonName)
                if let constant = property.constant, !property.isOptional {
                    let label = checked ? "constant" : "standIn"
                    printer.line(assignment(property, path: path, "try container.\(RuntimeSymbols.decodeRequired)(String.self, forKey: \(key), in: decoder, \(label): \(constant.swiftLiteral))"))
                } else if let constant = property.constant, checked {
                    // Optional, but pinned all the same: another value is kept and reported.
                    printer.line(assignment(property, path: path, "try container.\(RuntimeSymbols.decodeIfPresentConstant)(String.self, forKey: \(key), in: decoder, constant: \(constant.swiftLiteral))"))
                } else if property.isOptional {
                    printer.line(assignment(property, path: path, "try container.decodeIfPresent(\(type).self, forKey: \(key))"))
                } else {
                    printer.line(assignment(property, path: path, "try container.\(RuntimeSymbols.decodeRequired)(\(type).self, forKey: \(key), in: decoder)"))
                }
            }
            if additional != nil {
                let declared = properties.map(\.jsonName.swiftLiteral).joined(separator: ", ")
                printer.line("self.additionalProperties = try \(RuntimeSymbols.additionalMembers).decode(from: decoder, excluding: [\(declared)])")
            }
            if nulls {
                // A decoded value lists nothing: `null` and absent both decode as nil.
                printer.line("self.nullNames = []")
            }
        }
        printer.line()
        printer.block("public func encode(to encoder: any Encoder) throws") { printer in
            if nulls {
                // Writes `null` for the nil members listed in `nulls`.
                printer.line("var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)")
            } else if !properties.isEmpty {
                printer.line("var container = encoder.container(keyedBy: \(keys).self)")
            }
            for property in properties {
                let value = "self.\(stored(property, path: path).trimmingBackticks)"
                let key = property.jsonName.swiftLiteral
                if property.required {
                    // Required and nullable members are sent as `null` when nil.
                    printer.line("try container.encode(\(value), forKey: \(key))")
                } else {
                    printer.line("try container.encodeIfPresent(\(value), forKey: \(key))")
                }
            }
            if additional != nil {
                printer.line("try \(RuntimeSymbols.additionalMembers).encode(additionalProperties, to: encoder)")
            }
        }
    }

    /// The names of the nullable members of `decl` and the structs nested in it, for their
    /// `nulls` (`.noiseReduction`): one extension of `NullableMember` per struct, after the type.
    func renderNullableMemberNames(_ decl: TypeDecl, path: [String], into printer: inout CodePrinter) {
        if case .object(let object) = decl.kind {
            let nullable = nullableMembers(object)
            if !nullable.isEmpty {
                printer.line()
                printer.block("nonisolated extension \(RuntimeSymbols.nullableMember) where Owner == \(swiftType(.named(path)))") { printer in
                    for property in nullable {
                        printer.line("public static var \(property.swiftName): Self { Self(\(property.jsonName.swiftLiteral)) }")
                    }
                }
            }
        }
        // An alias's inline types live in its namespace (`render`).
        var base = path
        if case .alias = decl.kind { base = path.dropLast() + [decl.name + "Types"] }
        for child in decl.nested {
            renderNullableMemberNames(child, path: base + [child.name], into: &printer)
        }
    }
}
