/// Finds the unions that contain themselves by value (through struct members, optionals and
/// other unions, but not through arrays or maps, which store their elements out of line):
/// those must be `indirect`, or the type would have infinite size.
enum IndirectUnions {
    static func find(in types: [TypeDecl]) -> Set<[String]> {
        var edges: [[String]: [[String]]] = [:]
        var unions: Set<[String]> = []
        func visit(_ decl: TypeDecl, path: [String]) {
            switch decl.kind {
            case .object(let object):
                edges[path] = object.properties.compactMap { direct($0.type) }
            case .union(let union):
                unions.insert(path)
                edges[path] = union.cases.compactMap { direct($0.payload) }
            case .alias(let target):
                edges[path] = direct(target).map { [$0] } ?? []
            case .openEnum:
                edges[path] = []
            }
            for child in decl.nested {
                visit(child, path: path + [child.name])
            }
        }
        for type in types {
            visit(type, path: [type.name])
        }
        let cyclic = nodesOnCycles(edges)
        return unions.intersection(cyclic)
    }

    private static func direct(_ type: TypeRef) -> [String]? {
        if case .named(let path) = type { return path }
        return nil
    }

    /// Nodes that lie on a cycle: members of a strongly connected component of two or more
    /// nodes, or with an edge to themselves (iterative Tarjan, so deep graphs cannot overflow).
    static func nodesOnCycles(_ edges: [[String]: [[String]]]) -> Set<[String]> {
        var index: [[String]: Int] = [:]
        var lowLink: [[String]: Int] = [:]
        var onStack: Set<[String]> = []
        var stack: [[String]] = []
        var counter = 0
        var result: Set<[String]> = []
        for root in edges.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) where index[root] == nil {
            var work: [([String], Int)] = [(root, 0)]
            index[root] = counter
            lowLink[root] = counter
            counter += 1
            stack.append(root)
            onStack.insert(root)
            while let (node, next) = work.last {
                let successors = edges[node] ?? []
                if next < successors.count {
                    work[work.count - 1].1 = next + 1
                    let successor = successors[next]
                    if index[successor] == nil {
                        index[successor] = counter
                        lowLink[successor] = counter
                        counter += 1
                        stack.append(successor)
                        onStack.insert(successor)
                        work.append((successor, 0))
                    } else if onStack.contains(successor) {
                        lowLink[node] = min(lowLink[node] ?? 0, index[successor] ?? 0)
                    }
                    continue
                }
                work.removeLast()
                if let parent = work.last?.0 {
                    lowLink[parent] = min(lowLink[parent] ?? 0, lowLink[node] ?? 0)
                }
                if lowLink[node] == index[node] {
                    var component: [[String]] = []
                    while let member = stack.popLast() {
                        onStack.remove(member)
                        component.append(member)
                        if member == node { break }
                    }
                    if component.count > 1 || (edges[node] ?? []).contains(node) {
                        result.formUnion(component)
                    }
                }
            }
        }
        return result
    }
}
