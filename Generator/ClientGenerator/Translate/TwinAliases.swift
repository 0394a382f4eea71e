/// The "twin" rule: a `Beta*` type with the same JSON shape as the type without the prefix
/// becomes a `typealias` of it, so the module declares (and the compiler builds) one type.
///
/// Two types are twins when their declarations are equal once documentation is left out and
/// every reference to a twin is read as a reference to its partner: members, JSON names,
/// optionality, constants, enum values, union cases and tags, and nested types (by name) must
/// all agree. Whether `BetaA` and `A` are twins can depend on whether `BetaB` and `B` are
/// (a member of one refers to the other), so the rule starts from every candidate pair and
/// drops pairs that differ until none does: what is left is the largest consistent set.
///
/// Open enums of eight or more values whose values (and case names) agree are one declaration
/// too: the first by name, the others its aliases (`ModelIdsResponses = ModelIds`).
///
/// References everywhere (other types, endpoints) are rewritten to the partner, so generated
/// code names one type; callers keep writing `BetaA` through the alias. `twinAliases: false`
/// in the generation config turns the rule off.
enum TwinAliases {
    struct Result {
        var types: [TypeDecl]
        var endpoints: [EndpointDecl]
        /// Twin name → the name it is an alias of.
        var aliases: [String: String]
    }

    /// Open enums with at least this many values share one declaration when their values agree.
    static let minimumSharedCases = 8

    static func apply(types: [TypeDecl], endpoints: [EndpointDecl], prefix: String = "Beta") -> Result {
        var byName: [String: TypeDecl] = [:]
        for type in types { byName[type.name] = type }
        var pairs: [String: String] = [:]
        for type in types where type.name.hasPrefix(prefix) {
            var partner = String(type.name.dropFirst(prefix.count))
            guard var other = byName[partner], partner.first?.isUppercase == true else { continue }
            // A partner the spec renamed is its new name (the old one is a deprecated alias of
            // it, ``NameRecord/renamed``): `BetaAutoCodeInterpreterToolParam` stays a twin of
            // what `AutoCodeInterpreterToolParam` became.
            if other.retiredFor != nil, case .alias(.named(let path)) = other.kind, path.count == 1, let current = byName[path[0]] {
                partner = path[0]
                other = current
            }
            // An alias pointing at another type is no shape to compare; leave those alone.
            if case .alias = other.kind, case .alias = type.kind { continue }
            pairs[type.name] = partner
        }
        var changed = true
        while changed {
            changed = false
            for (twin, partner) in pairs.sorted(by: { $0.key < $1.key }) {
                guard let a = byName[twin], let b = byName[partner] else { continue }
                let renamed = rewrite(a, pairs: pairs, renaming: true)
                if undocumented(renamed) != undocumented(b) {
                    pairs[twin] = nil
                    changed = true
                }
            }
        }
        // Long lists of values written out under several names (`ModelIds`, `ModelIdsResponses`,
        // `ModelIdsCompaction`): one open enum, the others aliases of the first by name.
        var shared: [String: String] = [:]
        // Twins are already aliases; a beta name is never the one the others point at.
        let longEnums = types.filter { type in
            guard pairs[type.name] == nil, case .openEnum(let values) = type.kind else { return false }
            return values.cases.count >= minimumSharedCases && type.nested.isEmpty
        }
        for group in Dictionary(grouping: longEnums, by: { $0.kind }).values where group.count > 1 {
            let names = group.map(\.name).sorted { ($0.hasPrefix(prefix) ? 1 : 0, $0) < ($1.hasPrefix(prefix) ? 1 : 0, $1) }
            for name in names.dropFirst() { shared[name] = names[0] }
        }
        pairs.merge(shared) { first, _ in first }
        // A twin of a type that is itself an alias points at the end of the chain (the shared
        // declarations are never aliases, so a chain has at most two steps and no cycle).
        for (name, partner) in pairs {
            if let next = pairs[partner] { pairs[name] = next }
        }
        guard !pairs.isEmpty else { return Result(types: types, endpoints: endpoints, aliases: [:]) }
        var result: [TypeDecl] = []
        for type in types {
            if let partner = pairs[type.name] {
                var doc = type.doc
                let note = shared[type.name] != nil
                    ? "The same values as `\(partner)`, so it is that type."
                    : "The same JSON shape as `\(partner)`, so it is that type."
                doc.text = doc.text.map { $0 + "\n\n" + note } ?? note
                result.append(TypeDecl(name: type.name, kind: .alias(.named([partner])), doc: doc))
            } else {
                result.append(rewrite(type, pairs: pairs, renaming: false))
            }
        }
        let rewrittenEndpoints = endpoints.map { rewrite($0, pairs: pairs) }
        return Result(types: result, endpoints: rewrittenEndpoints, aliases: pairs)
    }

    /// A reference read through the twin map: `BetaA.Role` → `A.Role`, `BetaATypes.X` → `ATypes.X`.
    static func rewrite(_ reference: TypeRef, pairs: [String: String]) -> TypeRef {
        switch reference {
        case .named(var path):
            guard let first = path.first else { return reference }
            if let partner = pairs[first] {
                path[0] = partner
            } else if first.hasSuffix("Types"), let partner = pairs[String(first.dropLast("Types".count))] {
                path[0] = partner + "Types"
            }
            return .named(path)
        case .array(let element): return .array(rewrite(element, pairs: pairs))
        case .dictionary(let element): return .dictionary(rewrite(element, pairs: pairs))
        case .string, .integer, .double, .bool, .jsonValue, .file: return reference
        }
    }

    /// Every reference in a declaration rewritten; with `renaming`, the declaration takes its
    /// partner's name too (for comparing).
    static func rewrite(_ type: TypeDecl, pairs: [String: String], renaming: Bool) -> TypeDecl {
        var result = type
        if renaming, let partner = pairs[type.name] { result.name = partner }
        switch type.kind {
        case .object(var object):
            for index in object.properties.indices {
                object.properties[index].type = rewrite(object.properties[index].type, pairs: pairs)
            }
            object.additionalProperties = object.additionalProperties.map { rewrite($0, pairs: pairs) }
            result.kind = .object(object)
        case .union(var union):
            for index in union.cases.indices {
                union.cases[index].payload = rewrite(union.cases[index].payload, pairs: pairs)
            }
            result.kind = .union(union)
        case .alias(let target):
            result.kind = .alias(rewrite(target, pairs: pairs))
        case .openEnum:
            break
        }
        result.nested = type.nested.map { rewrite($0, pairs: pairs, renaming: false) }
        return result
    }

    static func rewrite(_ endpoint: EndpointDecl, pairs: [String: String]) -> EndpointDecl {
        var result = endpoint
        for index in result.parameters.indices {
            result.parameters[index].type = rewrite(result.parameters[index].type, pairs: pairs)
        }
        switch endpoint.body {
        case .json(let type): result.body = .json(rewrite(type, pairs: pairs))
        case .multipart(let type): result.body = .multipart(rewrite(type, pairs: pairs))
        case .raw, nil: break
        }
        switch endpoint.result {
        case .json(let type): result.result = .json(rewrite(type, pairs: pairs))
        case .jsonLines(let type): result.result = .jsonLines(rewrite(type, pairs: pairs))
        case .jsonOrText(let type): result.result = .jsonOrText(rewrite(type, pairs: pairs))
        case .binary, .text, .empty: break
        }
        if var pagination = endpoint.pagination {
            pagination.pageType = rewrite(pagination.pageType, pairs: pairs)
            pagination.itemType = rewrite(pagination.itemType, pairs: pairs)
            result.pagination = pagination
        }
        if var stream = endpoint.stream {
            stream.event = rewrite(stream.event, pairs: pairs)
            result.stream = stream
        }
        return result
    }

    /// The declaration without any documentation, for comparing shapes.
    static func undocumented(_ type: TypeDecl) -> TypeDecl {
        var result = type
        result.doc = DocComment()
        switch type.kind {
        case .object(var object):
            for index in object.properties.indices { object.properties[index].doc = DocComment() }
            result.kind = .object(object)
        case .union(var union):
            for index in union.cases.indices { union.cases[index].doc = DocComment() }
            result.kind = .union(union)
        case .alias, .openEnum:
            break
        }
        result.nested = type.nested.map(undocumented)
        return result
    }
}
