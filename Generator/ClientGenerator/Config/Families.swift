/// API families (`families:` in a generation config): the areas an app imports together, each
/// a product of its own (`import OpenAIChat`), so that an app compiles the families it uses and
/// not the whole client.
///
/// ```yaml
/// families:
///   Chat: [chat, completions, embeddings, models, moderations, files, uploads, batches]
///   Responses: [responses, conversations]
///   Evals: {areas: [evals, fineTuning], uses: [Responses]}
///   BetaMessages: {areas: [beta.messages], uses: [Messages]}   # one resource of a namespace
/// unreached:                  # types no operation reaches, by name prefix → area
///   Realtime: realtime
///   ResponsesServerEvent: responsesWebSocket
/// areaUses:                   # an area whose types use another's (same family)
///   responsesWebSocket: [responses]
/// ```
///
/// A family's types are the types its areas' operations reach; a type reached by several
/// areas of one family sits in the family's shared folder (`ChatShared/`), one reached by
/// several families in the shared folder of the one family all the others `use` (`uses:`),
/// else in `Shared/`. A type that no operation reaches is given the area its longest matching
/// `unreached` prefix names (Realtime events, which travel over a WebSocket), so it lands in a
/// family too. See ``AreaLayout`` and ``AreaModules``.
public struct Families: Hashable, Sendable {
    public struct Family: Hashable, Sendable {
        /// The family's name (`Chat`): its module is `<module><name>` (`OpenAIChat`).
        public var name: String
        /// Area folder names (`Chat`, `VectorStores`), in the config's order.
        public var areas: [String]
        /// Families whose types this one's types may use (their shared folders, not their areas).
        public var uses: [String]

        public init(name: String, areas: [String], uses: [String] = []) {
            self.name = name
            self.areas = areas
            self.uses = uses
        }
    }

    /// A rule for a type no operation reaches: a name prefix (`Realtime`) and the area folder
    /// it belongs to (`Realtime`).
    public struct UnreachedRule: Hashable, Sendable {
        public var prefix: String
        public var area: String

        public init(prefix: String, area: String) {
            self.prefix = prefix
            self.area = area
        }
    }

    public var families: [Family]
    public var unreached: [UnreachedRule]
    /// Area folder → areas of its family whose types it uses (`areaUses:`): a type that such
    /// an area and the areas it uses reach sits in the used area, not in the family's shared
    /// folder (the Responses WebSocket events carry whole responses).
    public var areaUses: [String: [String]]

    /// Area folders written as a namespace's resource (`beta.messages` → `BetaMessages`): the
    /// resource's operations and the types only they reach form an area of their own, apart from
    /// the namespace's other resources, which go to the area of their own name (`beta.models` →
    /// `Models`), and from their GA twin's area (`Messages`).
    public var namespacedAreas: Set<String>

    public init(families: [Family], unreached: [UnreachedRule] = [], areaUses: [String: [String]] = [:], namespacedAreas: Set<String> = []) {
        self.families = families
        self.unreached = unreached
        self.areaUses = areaUses
        self.namespacedAreas = namespacedAreas
    }

    /// The area folder of a namespace's resource written `namespace.resource`, or nil for any
    /// other name.
    public static func namespacedArea(_ name: String) -> String? {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty }) else { return nil }
        return SwiftNames.type(String(parts[0])) + SwiftNames.type(String(parts[1]))
    }

    func reachesArea(_ area: String, from start: [String]) -> Bool {
        Self.reachable(from: start) { areaUses[$0] ?? [] }.contains(area)
    }

    /// The areas `area` uses, directly or through another, itself excluded.
    public func areasUsed(by area: String) -> Set<String> {
        Self.reachable(from: areaUses[area] ?? []) { areaUses[$0] ?? [] }.subtracting([area])
    }

    /// `start` and everything `edges` leads to from it, transitively.
    static func reachable(from start: [String], edges: (String) -> [String]) -> Set<String> {
        var seen: Set<String> = []
        var stack = start
        while let next = stack.popLast() {
            guard seen.insert(next).inserted else { continue }
            stack.append(contentsOf: edges(next))
        }
        return seen
    }

    /// The suffix of a family's shared folder (`ChatShared`).
    public static let sharedSuffix = "Shared"

    /// The family of each area folder.
    public var familyOfArea: [String: String] {
        var result: [String: String] = [:]
        for family in families {
            for area in family.areas where result[area] == nil { result[area] = family.name }
        }
        return result
    }

    /// The families `name` uses, directly or through another, itself excluded.
    public func used(by name: String) -> Set<String> {
        Self.reachable(from: uses(of: name)) { uses(of: $0) }.subtracting([name])
    }

    /// Whether `name` is among `start` or the families they use, transitively.
    func reaches(_ name: String, from start: [String]) -> Bool {
        Self.reachable(from: start) { uses(of: $0) }.contains(name)
    }

    func uses(of name: String) -> [String] {
        families.first { $0.name == name }?.uses ?? []
    }

    /// The area an unreached type belongs to: the one of the longest prefix that starts its name.
    public func area(forUnreached name: String) -> String? {
        var best: UnreachedRule?
        for rule in unreached where name.hasPrefix(rule.prefix) {
            if best.map({ rule.prefix.count > $0.prefix.count }) ?? true { best = rule }
        }
        return best?.area
    }

    /// Problems a config can have that the reader cannot see alone: a family that uses an
    /// unknown family or (through others) itself, an area in two families.
    public func problems() -> [String] {
        var problems: [String] = []
        let names = Set(families.map(\.name))
        var owners: [String: String] = [:]
        for family in families {
            for used in family.uses where !names.contains(used) {
                problems.append("family '\(family.name)' uses '\(used)', which is not a family")
            }
            if reaches(family.name, from: family.uses) {
                problems.append("family '\(family.name)' uses itself (through 'uses'); families must form layers")
            }
            for area in family.areas {
                if let owner = owners[area], owner != family.name {
                    problems.append("area '\(area)' is in two families, '\(owner)' and '\(family.name)'")
                }
                owners[area] = owners[area] ?? family.name
            }
        }
        let familyOfArea = self.familyOfArea
        for (area, used) in areaUses.sorted(by: { $0.key < $1.key }) {
            for other in used where familyOfArea[other] == nil || familyOfArea[other] != familyOfArea[area] {
                problems.append("area '\(area)' uses '\(other)', which is not an area of its family")
            }
            if reachesArea(area, from: used) {
                problems.append("area '\(area)' uses itself (through 'areaUses')")
            }
        }
        if Set(families.map { $0.name.lowercased() }).count != families.count {
            problems.append("two families have the same name ignoring case")
        }
        return problems
    }

    /// Reads `families:` (name → list of areas, or `{areas: […], uses: […]}`) and `unreached:`
    /// (prefix → area). Area names may be written as resources (`vectorStores`) or folders.
    static func read(families node: DocumentNode, unreached: DocumentNode?, areaUses: DocumentNode?, source: SourceDocument, errors: inout [Diagnostic]) -> Families? {
        guard let members = node.members, !members.isEmpty else {
            errors.append(.error("'families' must map family names to lists of areas", at: source.location(of: node.position)))
            return nil
        }
        func strings(_ node: DocumentNode?) -> [String]? {
            guard let node else { return [] }
            guard let items = node.arrayValue, items.allSatisfy({ $0.stringValue?.isEmpty == false }) else { return nil }
            return items.compactMap(\.stringValue)
        }
        var result: [Family] = []
        var namespaced: Set<String> = []
        for member in members {
            guard SwiftNames.isIdentifier(member.key), member.key.first?.isUppercase == true else {
                errors.append(.error("family name '\(member.key)' must be a capitalized Swift identifier (it names a module)", at: source.location(of: member.keyPosition)))
                continue
            }
            let areas: [String]?
            let uses: [String]?
            if member.value.arrayValue != nil {
                areas = strings(member.value)
                uses = []
            } else if let fields = member.value.members {
                for field in fields where !["areas", "uses"].contains(field.key) {
                    errors.append(.error("unknown family key '\(field.key)' (expected areas, uses)", at: source.location(of: field.keyPosition)))
                }
                areas = strings(member.value["areas"])
                uses = strings(member.value["uses"])
            } else {
                areas = nil
                uses = nil
            }
            guard let areas, let uses, !areas.isEmpty else {
                errors.append(.error("family '\(member.key)' must be a list of areas or {areas: [...], uses: [...]}", at: source.location(of: member.value.position)))
                continue
            }
            for area in areas where area.contains(".") {
                if let folder = namespacedArea(area) {
                    namespaced.insert(folder)
                } else {
                    errors.append(.error("area '\(area)' of family '\(member.key)' must be a resource or a namespace's resource (`beta.messages`)", at: source.location(of: member.value.position)))
                }
            }
            result.append(Family(name: member.key, areas: areas.map { namespacedArea($0) ?? SwiftNames.type($0) }, uses: uses))
        }
        var rules: [UnreachedRule] = []
        if let unreached {
            if let rows = unreached.members, rows.allSatisfy({ $0.value.stringValue?.isEmpty == false }) {
                rules = rows.map { UnreachedRule(prefix: $0.key, area: SwiftNames.type($0.value.stringValue ?? "")) }
                // A rule to an area no family lists would make a folder no module compiles.
                let listed = Set(result.flatMap(\.areas))
                for (row, rule) in zip(rows, rules) where !listed.contains(rule.area) {
                    errors.append(.error(
                        "'unreached' sends '\(row.key)' to '\(row.value.stringValue ?? "")', which no family lists; use one of: "
                            + listed.sorted().map { SwiftNames.member($0) }.joined(separator: ", "),
                        at: source.location(of: row.value.position)))
                }
            } else {
                errors.append(.error("'unreached' must map type name prefixes to areas", at: source.location(of: unreached.position)))
            }
        }
        var uses: [String: [String]] = [:]
        if let areaUses {
            if let rows = areaUses.members, rows.allSatisfy({ $0.value.arrayValue?.allSatisfy { $0.stringValue?.isEmpty == false } ?? false }) {
                for row in rows { uses[SwiftNames.type(row.key)] = (row.value.arrayValue ?? []).compactMap(\.stringValue).map(SwiftNames.type) }
            } else {
                errors.append(.error("'areaUses' must map areas to lists of areas", at: source.location(of: areaUses.position)))
            }
        }
        let families = Families(families: result, unreached: rules, areaUses: uses, namespacedAreas: namespaced)
        for problem in families.problems() {
            errors.append(.error(problem, at: source.location(of: node.position)))
        }
        return families
    }
}
