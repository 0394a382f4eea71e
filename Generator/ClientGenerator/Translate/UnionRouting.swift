/// How a union's decoder chooses its case, worked out once from the spec so that the renderer
/// prints it and tests can ask which unions leave something to trial decoding.
///
/// The order of evidence (see `docs/decoding-policy.md`): the tag member selects the cases
/// that carry its value; without a tag, the JSON kind of the value selects the cases of that
/// kind. Where several object cases remain, they are ranked at run time by their constant
/// members, required members and matching members (`UnionDecoding.rank`); where several
/// non-object cases of one kind remain (`[String]` and `[Part]`), they are tried in spec order.
struct UnionRouting {
    /// Cases that one piece of evidence (a tag value or a JSON kind) leaves together.
    struct Group: Hashable {
        enum Selector: Hashable {
            case tag(String)
            case kind(JSONKind)
        }

        var selector: Selector
        var cases: [UnionDecl.Case]

        /// Object cases are ranked by their members; anything else is tried in order.
        var isRankedByMembers: Bool {
            if case .kind(let kind) = selector, kind != .object { return false }
            return true
        }
    }

    let union: UnionDecl

    /// Tag values in first-seen order, each with the cases that carry it.
    var tagGroups: [Group] {
        var order: [String] = []
        var byTag: [String: [UnionDecl.Case]] = [:]
        for item in union.cases {
            for tag in item.tags {
                if byTag[tag] == nil { order.append(tag) }
                byTag[tag, default: []].append(item)
            }
        }
        return order.map { Group(selector: .tag($0), cases: byTag[$0] ?? []) }
    }

    /// JSON kinds in sorted order, each with the cases chosen by kind: those without a tag
    /// and those whose tag member may be absent.
    var kindGroups: [Group] {
        let untagged = union.cases.filter { $0.tags.isEmpty || !$0.requiredKeys.contains(union.discriminator ?? "") }
        var byKind: [JSONKind: [UnionDecl.Case]] = [:]
        for item in untagged {
            for kind in item.kinds {
                byKind[kind, default: []].append(item)
            }
        }
        return byKind.keys.sorted().map { Group(selector: .kind($0), cases: byKind[$0] ?? []) }
    }

    /// Pairs of cases in one group that no payload conforming to the spec tells apart: only
    /// trial decoding separates them.
    var indistinguishablePairs: [(UnionDecl.Case, UnionDecl.Case)] {
        var pairs: [(UnionDecl.Case, UnionDecl.Case)] = []
        var seen: Set<[String]> = []
        for group in (union.discriminator == nil ? [] : tagGroups) + kindGroups where group.cases.count > 1 {
            for (index, first) in group.cases.enumerated() {
                for second in group.cases[(index + 1)...] where !seen.contains([first.swiftName, second.swiftName]) {
                    guard !group.isRankedByMembers || !Self.distinguishable(first, second) else { continue }
                    seen.insert([first.swiftName, second.swiftName])
                    pairs.append((first, second))
                }
            }
        }
        return pairs
    }

    /// Whether ranking by members can separate two object cases: a member both pin to
    /// disjoint values, or different declared or required members.
    static func distinguishable(_ first: UnionDecl.Case, _ second: UnionDecl.Case) -> Bool {
        guard !first.declaredKeys.isEmpty, !second.declaredKeys.isEmpty else { return false }
        for constant in first.constants {
            if let other = second.constants.first(where: { $0.member == constant.member }),
               Set(other.values).isDisjoint(with: constant.values) {
                return true
            }
        }
        return Set(first.declaredKeys) != Set(second.declaredKeys) || Set(first.requiredKeys) != Set(second.requiredKeys)
    }
}
