extension JSONPath {
    /// The JSON pointers of the nodes this query selects in `root`, in RFC 9535 order.
    ///
    /// That order is document order for child and descendant segments (descendants are visited
    /// depth first, each node before its children, object members in source order); a bracket
    /// with several selectors lists each selector's results in turn, so `$['b','a']` yields `b`
    /// first and `$['a','a']` yields `a` twice.
    public func selectPointers(in root: DocumentNode) -> [JSONPointer] {
        JSONPathEvaluator(root: root).select(segments, from: [.init(pointer: .root, node: root)]).map(\.pointer)
    }

    /// The nodes this query selects in `root`, in the order of `selectPointers(in:)`.
    public func selectNodes(in root: DocumentNode) -> [DocumentNode] {
        JSONPathEvaluator(root: root).select(segments, from: [.init(pointer: .root, node: root)]).map(\.node)
    }
}

/// Evaluates parsed queries; the root is kept for `$` queries inside filters.
struct JSONPathEvaluator {
    struct Located {
        var pointer: JSONPointer
        var node: DocumentNode
    }

    let root: DocumentNode

    func select(_ segments: [JSONPath.Segment], from input: [Located]) -> [Located] {
        var nodes = input
        for segment in segments {
            var output: [Located] = []
            switch segment {
            case .child(let selectors):
                for located in nodes {
                    for selector in selectors { apply(selector, to: located, into: &output) }
                }
            case .descendant(let selectors):
                for located in nodes {
                    visitPreOrder(located) { visited in
                        for selector in selectors { apply(selector, to: visited, into: &output) }
                    }
                }
            }
            nodes = output
            if nodes.isEmpty { break }
        }
        return nodes
    }

    /// Calls `body` on `start` and every node below it, parents before children, siblings in
    /// order. Keeps its own stack: documents may nest deeper than a thread's stack allows.
    func visitPreOrder(_ start: Located, _ body: (Located) -> Void) {
        var stack = [start]
        while let located = stack.popLast() {
            body(located)
            switch located.node.value {
            case .array(let elements):
                for index in elements.indices.reversed() {
                    stack.append(Located(pointer: located.pointer.appending(index), node: elements[index]))
                }
            case .object(let members):
                for member in members.reversed() {
                    stack.append(Located(pointer: located.pointer.appending(member.key), node: member.value))
                }
            default:
                break
            }
        }
    }

    func apply(_ selector: JSONPath.Selector, to located: Located, into output: inout [Located]) {
        switch (selector, located.node.value) {
        case (.name(let name), .object(let members)):
            if let member = members.first(where: { $0.key == name }) {
                output.append(Located(pointer: located.pointer.appending(name), node: member.value))
            }
        case (.index(let index), .array(let elements)):
            let resolved = index < 0 ? elements.count + index : index
            if elements.indices.contains(resolved) {
                output.append(Located(pointer: located.pointer.appending(resolved), node: elements[resolved]))
            }
        case (.wildcard, _), (.filter, _):
            for child in children(of: located) {
                if case .filter(let expression) = selector, !holds(expression, current: child) { continue }
                output.append(child)
            }
        default:
            break
        }
    }

    func children(of located: Located) -> [Located] {
        switch located.node.value {
        case .array(let elements):
            elements.enumerated().map { Located(pointer: located.pointer.appending($0.offset), node: $0.element) }
        case .object(let members):
            members.map { Located(pointer: located.pointer.appending($0.key), node: $0.value) }
        default:
            []
        }
    }

    func holds(_ expression: JSONPath.FilterExpression, current: Located) -> Bool {
        switch expression {
        case .or(let left, let right):
            holds(left, current: current) || holds(right, current: current)
        case .and(let left, let right):
            holds(left, current: current) && holds(right, current: current)
        case .not(let inner):
            !holds(inner, current: current)
        case .exists(let query):
            !evaluate(query, current: current).isEmpty
        case .comparison(let left, let op, let right):
            switch op {
            case .equal: Self.equal(value(of: left, current: current), value(of: right, current: current))
            case .notEqual: !Self.equal(value(of: left, current: current), value(of: right, current: current))
            }
        }
    }

    func evaluate(_ query: JSONPath.FilterQuery, current: Located) -> [Located] {
        let start = query.isRelative ? current : Located(pointer: .root, node: root)
        return select(query.segments, from: [start])
    }

    /// The compared value: nil is RFC 9535's "Nothing" (a singular query that selected no node).
    func value(of comparable: JSONPath.Comparable, current: Located) -> DocumentNode? {
        switch comparable {
        case .literal(.null): DocumentNode(.null)
        case .literal(.bool(let bool)): DocumentNode(.bool(bool))
        case .literal(.number(let number)): DocumentNode(.number(number))
        case .literal(.string(let string)): DocumentNode(.string(string))
        case .query(let query): evaluate(query, current: current).first?.node
        }
    }

    /// RFC 9535 equality: Nothing equals only Nothing, numbers compare by value whether written
    /// as integers or not, arrays element by element, objects member by member in any order.
    static func equal(_ left: DocumentNode?, _ right: DocumentNode?) -> Bool {
        guard let left, let right else { return left == nil && right == nil }
        switch (left.value, right.value) {
        case (.integer(let a), .integer(let b)):
            return a == b
        case (.integer, .number), (.number, .integer), (.number, .number):
            return left.doubleValue == right.doubleValue
        case (.array(let a), .array(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { equal($0, $1) }
        case (.object(let a), .object(let b)):
            guard a.count == b.count else { return false }
            return a.allSatisfy { member in
                guard let other = b.first(where: { $0.key == member.key }) else { return false }
                return equal(member.value, other.value)
            }
        default:
            return left == right
        }
    }
}
