/// Prints type declarations as Swift.
struct ModelRenderer {
    let moduleName: String
    /// Top-level names that some nested type also uses: written module-qualified.
    let shadowedNames: Set<String>
    /// Unions that contain themselves through their payloads: rendered `indirect`.
    let indirectUnions: Set<[String]>
    /// Struct members that close a cycle of structs (owner path + Swift name): stored
    /// `@IndirectValue` (see `IndirectMembers`).
    var indirectMembers: Set<[String]> = []
    /// Write every generated type module-qualified (for code nested in the client type).
    var qualifiesAll = false
    /// `Hashable` instead of `Equatable` on structs and unions (`hashable: true`).
    var hashable = false
    /// The equality conformance of structs and unions.
    var equality: String { hashable ? "Hashable" : "Equatable" }
    /// The module that declares each top-level type, where that is not `moduleName`
    /// (``AreaModules``).
    var typeModules: [String: String] = [:]
    /// Types that take a string literal (open enums, unions with a string case), by path.
    var stringLiteralTypes: Set<[String]> = []
    /// Structs written as a string literal (a message with only its content to say), by path.
    var stringLiteralStructs: Set<[String]> = []
    /// Open enums by path (they take a string literal but have `init(rawValue:)` for values).
    var openEnumTypes: Set<[String]> = []

    init(moduleName: String, shadowedNames: Set<String>, indirectUnions: Set<[String]>) {
        self.moduleName = moduleName
        self.shadowedNames = shadowedNames
        self.indirectUnions = indirectUnions
    }

    /// A renderer for `types` with every table it reads computed from them.
    init(moduleName: String, shadowedNames: Set<String>, types: [TypeDecl]) {
        self.init(moduleName: moduleName, shadowedNames: shadowedNames, indirectUnions: IndirectUnions.find(in: types))
        indirectMembers = IndirectMembers.find(in: types)
        stringLiteralTypes = SwiftClientGenerator.stringLiteralPaths(types)
        openEnumTypes = SwiftClientGenerator.openEnumPaths(types)
        stringLiteralStructs = SwiftClientGenerator.stringLiteralStructPaths(types, renderer: self)
    }

    /// Whether values of `type` can be written as a string literal.
    func takesStringLiteral(_ type: TypeRef) -> Bool {
        switch type {
        case .string: true
        case .named(let path): stringLiteralTypes.contains(path)
        default: false
        }
    }

    func swiftType(_ type: TypeRef) -> String {
        switch type {
        case .string: "String"
        case .integer: "Int"
        case .double: "Double"
        case .bool: "Bool"
        case .jsonValue: RuntimeSymbols.jsonValue
        case .named(let path):
            qualifiesAll || shadowedNames.contains(path[0])
                ? (typeModules[path[0]] ?? moduleName) + "." + path.joined(separator: ".") : path.joined(separator: ".")
        case .array(let element): "[\(swiftType(element))]"
        case .dictionary(let value): "[String: \(swiftType(value))]"
        case .file: RuntimeSymbols.multipartFile
        }
    }

    func render(_ decl: TypeDecl, path: [String], into printer: inout CodePrinter) {
        switch decl.kind {
        case .object(let object):
            renderStruct(decl, object, path: path, into: &printer)
        case .openEnum(let enumDecl):
            renderEnum(decl, enumDecl, into: &printer)
        case .union(let union):
            renderUnion(decl, union, path: path, into: &printer)
        case .alias(let target):
            printer.doc(decl.doc)
            if let renamed = decl.retiredFor {
                printer.line("@available(*, deprecated, renamed: \"\(renamed)\")")
            }
            printer.line("public typealias \(decl.name) = \(swiftType(target))")
            if !decl.nested.isEmpty {
                // Inline element types of an alias live in a namespace of their own.
                printer.line()
                printer.block("public nonisolated enum \(decl.name)Types") { printer in
                    renderNested(decl.nested, path: [decl.name + "Types"], into: &printer)
                }
            }
        }
    }

    func renderNested(_ nested: [TypeDecl], path: [String], into printer: inout CodePrinter) {
        for child in nested {
            printer.line()
            render(child, path: path + [child.name], into: &printer)
        }
    }

    // MARK: Open enums

    func renderEnum(_ decl: TypeDecl, _ enumDecl: EnumDecl, into printer: inout CodePrinter) {
        printer.doc(decl.doc)
        printer.block("public nonisolated enum \(decl.name): \(RuntimeSymbols.openEnum), \(RuntimeSymbols.emptyDecodable)") { printer in
            for item in enumDecl.cases {
                printer.line("case \(item.swiftName)")
            }
            printer.line("/// A value this version of the spec does not list.")
            printer.line("case unknown(String)")
            printer.line()
            for item in enumDecl.retired {
                printer.line("/// `\(item.rawValue)`, which the spec no longer lists (kept by the name record): it")
                printer.line("/// decodes and encodes as `.unknown(\(item.rawValue.swiftLiteral))`.")
                printer.line("@available(*, deprecated, message: \"no longer in the spec\")")
                printer.line("public static var \(item.swiftName): Self { .unknown(\(item.rawValue.swiftLiteral)) }")
                printer.line()
            }
            printer.block("public init(rawValue: String)") { printer in
                printer.switchBlock("switch rawValue") { printer in
                    for item in enumDecl.cases {
                        printer.line("case \(item.rawValue.swiftLiteral): self = .\(item.swiftName)")
                    }
                    printer.line("default: self = .unknown(rawValue)")
                }
            }
            printer.line()
            printer.block("public var rawValue: String") { printer in
                printer.switchBlock("switch self") { printer in
                    for item in enumDecl.cases {
                        printer.line("case .\(item.swiftName): \(item.rawValue.swiftLiteral)")
                    }
                    printer.line("case .unknown(let value): value")
                }
            }
        }
    }
}
