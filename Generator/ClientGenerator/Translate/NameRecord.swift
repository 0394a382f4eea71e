/// The Swift names the generator chose, written beside the spec (`names:` in a generation
/// config, e.g. `Spec/openai.names.yaml`) and read back on the next run, so that a name changes
/// only when the thing it names is gone, not when the spec changes in structure alone.
///
/// A union's cases are recorded by what each branch *is*, not by how the spec words it: a
/// `$ref`'s component, the tag values that select it, or its JSON shape (`string[auto,none,required]`,
/// `[integer]`, `{name,type}`). A spec that turns `oneOf` into `anyOf`, reorders branches,
/// retitles one (`Tool choice mode` → `Auto`) or adds a branch keeps every case name it had;
/// only a branch that is gone loses its name (its case is removed).
///
/// The file is generated output: regeneration rewrites it, byte for byte the same when nothing
/// changed, and it is checked in with the code it names.
public struct NameRecord: Sendable, Equatable {
    /// Case names by union (its Swift path, `CreateCompletionRequest.Prompt`) and branch key.
    public var unions: [String: [String: String]] = [:]
    /// Initializer parameters by struct (its Swift path), as the members' JSON names in order:
    /// a member that becomes required keeps its place instead of moving to the front.
    public var inits: [String: [String]] = [:]
    /// Types nested in a struct for one of its members (`AssistantObject.Tool` for the elements
    /// of `tools`), by Swift path, with the member's JSON name and how the member wraps it
    /// (`tools[]`: an array of it; `{}`: a dictionary). When the spec turns such an inline
    /// schema into a component, the nested name stays as a deprecated alias of the new type.
    public var nested: [String: String] = [:]
    /// Enum case names by enum (Swift path) and raw value. A value the spec drops (a retired
    /// model id) stays as a deprecated member while the record lists it.
    public var enums: [String: [String: String]] = [:]
    /// Components the spec renamed, by their former Swift name, with the type that is now
    /// generated for them (`AutoCodeInterpreterToolParam`: `CodeInterpreterContainerAuto`). A
    /// rename is seen where a union's branch kept its case by its tags or shape while its
    /// recorded component is gone from the spec and the branch names another: the former name
    /// stays as a deprecated alias while the record lists it.
    public var renamed: [String: String] = [:]

    public init(unions: [String: [String: String]] = [:], inits: [String: [String]] = [:], nested: [String: String] = [:], enums: [String: [String: String]] = [:], renamed: [String: String] = [:]) {
        self.unions = unions
        self.inits = inits
        self.nested = nested
        self.enums = enums
        self.renamed = renamed
    }

    public var isEmpty: Bool { unions.isEmpty && inits.isEmpty && nested.isEmpty && enums.isEmpty && renamed.isEmpty }

    static let header = """
        # The Swift names generate-client chose, kept when the spec changes only in structure
        # (docs/generated-code.md, "Stable names"). Generated: regenerating rewrites this file;
        # check it in with the code. Remove a line to let that name follow the spec again.
        """

    /// Reads a record; a file that is not one is an error that says where.
    public static func read(_ bytes: [UInt8], path: String) throws(DiagnosticError) -> NameRecord {
        let root = try DocumentReader.read(bytes, path: path)
        let source = SourceDocument(path: path, root: root)
        var record = NameRecord()
        guard let members = root.members else {
            if case .null = root.value { return record }
            throw DiagnosticError(.error("a name record must be an object, found \(root.kindName)", at: source.location(of: root.position)))
        }
        for member in members {
            if member.key == "nested" {
                for type in member.value.members ?? [] {
                    guard let route = type.value.stringValue, !route.isEmpty else {
                        throw DiagnosticError(.error("a recorded nested type's member must be a string", at: source.location(of: type.value.position)))
                    }
                    record.nested[type.key] = route
                }
                continue
            }
            if member.key == "renamed" {
                for type in member.value.members ?? [] {
                    guard let target = type.value.stringValue, !target.isEmpty else {
                        throw DiagnosticError(.error("a recorded rename's target must be a type name", at: source.location(of: type.value.position)))
                    }
                    record.renamed[type.key] = target
                }
                continue
            }
            if member.key == "inits" {
                for type in member.value.members ?? [] {
                    guard let order = type.value.stringValue else {
                        throw DiagnosticError(.error("a recorded initializer order must be a string of member names", at: source.location(of: type.value.position)))
                    }
                    record.inits[type.key] = order.split(separator: ",").map(String.init)
                }
                continue
            }
            guard member.key == "unions" || member.key == "enums" else {
                throw DiagnosticError(.error("unknown name record key '\(member.key)' (expected unions, enums, inits, nested, renamed)", at: source.location(of: member.keyPosition)))
            }
            for union in member.value.members ?? [] {
                var cases: [String: String] = [:]
                for branch in union.value.members ?? [] {
                    guard let name = branch.value.stringValue, !name.isEmpty else {
                        throw DiagnosticError(.error("a recorded case name must be a string", at: source.location(of: branch.value.position)))
                    }
                    cases[branch.key] = name
                }
                if member.key == "enums" { record.enums[union.key] = cases } else { record.unions[union.key] = cases }
            }
        }
        return record
    }

    /// The file's text: sorted, one union per block, so that a review diff shows each change once.
    public var text: String {
        var lines = [Self.header, "unions:"]
        for union in unions.keys.sorted() {
            guard let cases = unions[union], !cases.isEmpty else { continue }
            lines.append("  \(Self.quoted(union)):")
            for key in cases.keys.sorted() {
                lines.append("    \(Self.quoted(key)): \(Self.quoted(cases[key] ?? ""))")
            }
        }
        lines.append("enums:")
        for type in enums.keys.sorted() {
            guard let values = enums[type], !values.isEmpty else { continue }
            lines.append("  \(Self.quoted(type)):")
            for value in values.keys.sorted() {
                lines.append("    \(Self.quoted(value)): \(Self.quoted(values[value] ?? ""))")
            }
        }
        lines.append("inits:")
        for type in inits.keys.sorted() {
            guard let order = inits[type], !order.isEmpty else { continue }
            lines.append("  \(Self.quoted(type)): \(Self.quoted(order.joined(separator: ",")))")
        }
        lines.append("nested:")
        for type in nested.keys.sorted() {
            guard let route = nested[type] else { continue }
            lines.append("  \(Self.quoted(type)): \(Self.quoted(route))")
        }
        if !renamed.isEmpty {
            lines.append("renamed:")
            for type in renamed.keys.sorted() {
                lines.append("  \(Self.quoted(type)): \(Self.quoted(renamed[type] ?? ""))")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A YAML double-quoted scalar (JSON's escapes, which YAML reads alike).
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    result += "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count) + String(scalar.value, radix: 16)
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}
