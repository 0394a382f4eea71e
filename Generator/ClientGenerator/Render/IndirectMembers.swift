/// Finds the struct members that close a cycle of structs held by value (`Item.parent: Item?`,
/// or `A.b: B?` with `B.a: A?`): such a struct would have infinite size, so these members are
/// stored out of line (`@IndirectValue`), keeping their declared type.
///
/// Arrays and maps store their elements out of line already, and a cycle through a union is
/// broken by the union being `indirect` (`IndirectUnions`), so only direct members
/// (optional or not) between structs and aliases count. Members are considered in a fixed
/// order (owner path, then member name) and one is boxed when the cycle it closes is still
/// unbroken, so each cycle gets one box and the choice does not depend on the spec's order.
enum IndirectMembers {
    private struct Member {
        var owner: [String]
        var name: String
        var target: [String]
    }

    /// Paths of the boxed members: the owning struct's path plus the member's Swift name.
    static func find(in types: [TypeDecl]) -> Set<[String]> {
        var members: [Member] = []
        var aliases: [[String]: [String]] = [:]
        func visit(_ decl: TypeDecl, path: [String]) {
            switch decl.kind {
            case .object(let object):
                for property in object.properties {
                    if case .named(let target) = property.type {
                        members.append(Member(owner: path, name: property.swiftName, target: target))
                    }
                }
            case .alias(.named(let target)):
                aliases[path] = target
            case .alias, .union, .openEnum:
                break
            }
            for child in decl.nested {
                visit(child, path: path + [child.name])
            }
        }
        for type in types {
            visit(type, path: [type.name])
        }
        var edges: [[String]: [[String]]] = aliases.mapValues { [$0] }
        for member in members {
            edges[member.owner, default: []].append(member.target)
        }
        let cyclic = IndirectUnions.nodesOnCycles(edges)
        let candidates = members
            .filter { cyclic.contains($0.owner) && cyclic.contains($0.target) }
            .sorted { ($0.owner + [$0.name]).lexicographicallyPrecedes($1.owner + [$1.name]) }
        var boxed: Set<[String]> = []
        for member in candidates where reaches(from: member.target, to: member.owner, edges: edges) {
            boxed.insert(member.owner + [member.name])
            // A boxed member no longer holds its target by value: remove one such edge.
            if let index = edges[member.owner]?.firstIndex(of: member.target) {
                edges[member.owner]?.remove(at: index)
            }
        }
        return boxed
    }

    /// Whether `target` can be reached from `start` (breadth first, each node once).
    private static func reaches(from start: [String], to target: [String], edges: [[String]: [[String]]]) -> Bool {
        var seen: Set<[String]> = [start]
        var queue = [start]
        var index = 0
        while index < queue.count {
            let node = queue[index]
            index += 1
            if node == target { return true }
            for next in edges[node] ?? [] where seen.insert(next).inserted {
                queue.append(next)
            }
        }
        return false
    }
}
