/// Finds the cycles of the schema reference graph: which named schemas reach themselves
/// through `$ref`/`$recursiveRef`, so that the generator knows where to box.
enum ReferenceCycles {
    /// The strongly connected components with more than one schema, or one schema that
    /// refers to itself. Members are sorted, and components are sorted by their first member.
    static func find(in groups: [NamedSchema]...) -> [[SchemaReference]] {
        let nodes = groups.flatMap { $0.map(\.reference) }.sorted()
        var index: [SchemaReference: Int] = [:]
        index.reserveCapacity(nodes.count)
        for (position, reference) in nodes.enumerated() {
            index[reference] = position
        }
        var edges = [[Int]](repeating: [], count: nodes.count)
        var targets: Set<Int> = []
        // Indexing in place borrows each schema; iterating by value would copy every one.
        for group in groups {
            for position in group.indices {
                guard let from = index[group[position].reference] else { continue }
                targets.removeAll(keepingCapacity: true)
                collectReferences(in: group[position].schema) { reference in
                    if let to = index[reference] { targets.insert(to) }
                }
                edges[from] = targets.sorted()
            }
        }

        var cycles: [[SchemaReference]] = []
        for component in stronglyConnectedComponents(edges) {
            if component.count > 1 || (component.count == 1 && edges[component[0]].contains(component[0])) {
                cycles.append(component.sorted().map { nodes[$0] })
            }
        }
        // Node indexes follow the sorted references, so sorting by first index sorts by reference.
        return cycles.sorted { $0[0] < $1[0] }
    }

    /// Calls `visit` for every reference inside `schema`, not following references.
    static func collectReferences(in schema: Schema, _ visit: (SchemaReference) -> Void) {
        if let reference = schema.reference { visit(reference) }
        if let reference = schema.recursiveReference { visit(reference) }
        // Separate loops: a temporary array of the four lists would be allocated per schema.
        if let members = schema.allOf {
            for member in members { collectReferences(in: member, visit) }
        }
        if let members = schema.anyOf {
            for member in members { collectReferences(in: member, visit) }
        }
        if let members = schema.oneOf {
            for member in members { collectReferences(in: member, visit) }
        }
        if let members = schema.prefixItems {
            for member in members { collectReferences(in: member, visit) }
        }
        for property in schema.properties {
            collectReferences(in: property.schema, visit)
        }
        if let not = schema.not { collectReferences(in: not, visit) }
        if let items = schema.items { collectReferences(in: items, visit) }
        if let names = schema.propertyNames { collectReferences(in: names, visit) }
        if case .schema(let additional) = schema.additionalProperties {
            collectReferences(in: additional, visit)
        }
    }

    /// Tarjan's algorithm, iterative so that a long reference chain cannot exhaust the stack.
    private static func stronglyConnectedComponents(_ edges: [[Int]]) -> [[Int]] {
        let count = edges.count
        var order = [Int](repeating: -1, count: count)
        var lowLink = [Int](repeating: 0, count: count)
        var onStack = [Bool](repeating: false, count: count)
        var stack: [Int] = []
        var components: [[Int]] = []
        var counter = 0

        for start in 0..<count where order[start] < 0 {
            // Each frame is a node and the index of the next edge to explore.
            var frames: [(node: Int, edge: Int)] = [(start, 0)]
            order[start] = counter
            lowLink[start] = counter
            counter += 1
            stack.append(start)
            onStack[start] = true
            while let frame = frames.last {
                let node = frame.node
                if frame.edge < edges[node].count {
                    frames[frames.count - 1].edge += 1
                    let next = edges[node][frame.edge]
                    if order[next] < 0 {
                        order[next] = counter
                        lowLink[next] = counter
                        counter += 1
                        stack.append(next)
                        onStack[next] = true
                        frames.append((next, 0))
                    } else if onStack[next] {
                        lowLink[node] = min(lowLink[node], order[next])
                    }
                    continue
                }
                frames.removeLast()
                if let parent = frames.last {
                    lowLink[parent.node] = min(lowLink[parent.node], lowLink[node])
                }
                if lowLink[node] == order[node] {
                    var component: [Int] = []
                    while let member = stack.popLast() {
                        onStack[member] = false
                        component.append(member)
                        if member == node { break }
                    }
                    components.append(component)
                }
            }
        }
        return components
    }
}
