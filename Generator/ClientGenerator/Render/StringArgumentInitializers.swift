/// Initializers of request bodies that take a `String` value where the spec takes any text.
///
/// A member whose type takes a string literal (`model: "gpt-4o"`, `input: "Hi"`) does not take
/// a `String` variable: Swift has no implicit conversion. For every request body, each member
/// that is either an open enum the spec declares as "any string or one of these" (model ids) or
/// a union with exactly one plain-string case (`input`, `system`, `conversation`) gets a
/// `String` form. One initializer per non-empty set of such members, each `String` parameter
/// required and every form `@_disfavoredOverload`, makes every mix of values, literals and
/// variables resolve to exactly one initializer: the memberwise one whenever it fits, else the
/// form whose `String` parameters are the variables given (literals prefer `String`, omitted
/// members rule out the forms that require them).
/// Bodies with more than `maxMembers` such members get the forms of their first `maxMembers`
/// (in parameter order), which bounds the output at 2ⁿ − 1 initializers per body.
struct StringArgumentInitializers {
    static let maxMembers = 3

    let renderer: ModelRenderer
    /// Objects by dotted path.
    let objects: [String: ObjectDecl]
    /// Unions by dotted path.
    let unions: [String: UnionDecl]
    /// Open enums that accept any string, by path.
    let anyStringEnums: Set<[String]>

    /// How a `String` becomes a member's value.
    struct Member {
        var property: PropertyDecl
        /// Swift expression that turns the parameter `name` into the member's type.
        var convert: (String) -> String
    }

    /// The `String` forms of each request body, by the top-level type they extend: the text
    /// goes into that type's own file, so it moves with the type.
    func extensions(for endpoints: [EndpointDecl]) -> [String: String] {
        var bodies: [[String]] = []
        for endpoint in endpoints {
            switch endpoint.body {
            case .json(.named(let path)), .multipart(.named(let path)):
                if !bodies.contains(path) { bodies.append(path) }
            default: continue
            }
        }
        var result: [String: String] = [:]
        for path in bodies.sorted(by: { $0.joined(separator: ".") < $1.joined(separator: ".") }) {
            guard let owner = path.first, let object = objects[path.joined(separator: ".")] else { continue }
            let members = Array(stringMembers(object).prefix(Self.maxMembers))
            guard !members.isEmpty else { continue }
            var printer = CodePrinter()
            printer.line()
            printer.line("// MARK: - String arguments")
            printer.line()
            printer.block("nonisolated extension \(renderer.swiftType(.named(path)))") { printer in
                for (index, subset) in subsets(of: members).enumerated() {
                    if index > 0 { printer.line() }
                    render(object, strings: subset, into: &printer)
                }
            }
            result[owner, default: ""] += printer.text
        }
        return result
    }

    /// The members that take a `String` value, in parameter order.
    func stringMembers(_ object: ObjectDecl) -> [Member] {
        renderer.initializerParameters(object.properties).compactMap { property in
            guard case .named(let path) = property.type else { return nil }
            let type = renderer.swiftType(property.type)
            if anyStringEnums.contains(path) {
                return Member(property: property) { "\(type)(rawValue: \($0))" }
            }
            if let union = unions[path.joined(separator: ".")] {
                let strings = union.cases.filter { $0.payload == .string }
                guard strings.count == 1, union.stringCase == strings[0].swiftName else { return nil }
                let name = strings[0].swiftName.trimmingBackticks
                return Member(property: property) { "\(type).\(name)(\($0))" }
            }
            return nil
        }
    }

    /// Every non-empty subset, smallest first, in member order within a size.
    func subsets(of members: [Member]) -> [[Member]] {
        var result: [[Member]] = []
        for size in 1...members.count {
            for mask in 1..<(1 << members.count) where mask.nonzeroBitCount == size {
                result.append(members.indices.filter { mask & (1 << $0) != 0 }.map { members[$0] })
            }
        }
        return result
    }

    func render(_ object: ObjectDecl, strings: [Member], into printer: inout CodePrinter) {
        let names = strings.map { "`\($0.property.swiftName.trimmingBackticks)`" }
        printer.line("/// The memberwise initializer with " + names.joined(separator: ", ") + " from a `String` value.")
        // Disfavored: wherever the memberwise initializer fits (`.emptyValue`, `.init(…)`,
        // named values) it is the one chosen; these only serve the calls it cannot take.
        printer.line("@_disfavoredOverload")
        var parameters: [String] = []
        var arguments: [String] = []
        for property in renderer.initializerParameters(object.properties) {
            let bare = property.swiftName.trimmingBackticks
            let label = ["inout", "var", "let"].contains(bare) ? property.swiftName : bare
            if let member = strings.first(where: { $0.property.swiftName == property.swiftName }) {
                parameters.append("\(property.swiftName): String")
                arguments.append("\(label): \(member.convert(property.swiftName))")
            } else {
                parameters.append("\(property.swiftName): \(renderer.propertyType(property))" + (property.required ? "" : " = nil"))
                arguments.append("\(label): \(property.swiftName)")
            }
        }
        if let additional = object.additionalProperties {
            parameters.append("additionalProperties: [String: \(renderer.swiftType(additional))] = [:]")
            arguments.append("additionalProperties: additionalProperties")
        }
        printer.line("public init(")
        printer.indented { printer in
            for (index, parameter) in parameters.enumerated() {
                printer.line(parameter + (index == parameters.count - 1 ? "" : ","))
            }
        }
        printer.block(")") { printer in
            printer.line("self.init(")
            printer.indented { printer in
                for (index, argument) in arguments.enumerated() {
                    printer.line(argument + (index == arguments.count - 1 ? "" : ","))
                }
            }
            printer.line(")")
        }
    }

    /// Open enums that accept any string (`EnumDecl.acceptsAnyString`), by path.
    static func anyStringEnumPaths(_ types: [TypeDecl]) -> Set<[String]> {
        var result: Set<[String]> = []
        func visit(_ decl: TypeDecl, path: [String]) {
            if case .openEnum(let enumDecl) = decl.kind, enumDecl.acceptsAnyString { result.insert(path) }
            for child in decl.nested {
                if case .alias = decl.kind { visit(child, path: [decl.name + "Types", child.name]) } else { visit(child, path: path + [child.name]) }
            }
        }
        for type in types { visit(type, path: [type.name]) }
        return result
    }
}
