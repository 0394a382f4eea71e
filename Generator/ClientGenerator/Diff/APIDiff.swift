/// What changed for callers between two versions of a client (two ``APISurface``s): entries
/// removed, changed, deprecated and added, each sorted into a ``Category``.
///
/// An entry is the same entry in both versions when its kind and name (with argument labels)
/// are. A function whose labels changed (a new member makes a new memberwise initializer) is
/// paired with the one function left over under the same name on the other side, so that it
/// reads as changed rather than as removed and added. Members of a removed or added type are
/// not listed on their own: the type says it.
public struct APIDiff: Hashable, Sendable {
    public enum Category: Int, CaseIterable, Comparable, Sendable {
        /// Removed, or changed so that code using it may no longer compile.
        case breaking
        /// Deprecated in the new version.
        case deprecated
        case added
        /// Changed, and every call site still compiles: a new parameter with a default, a new
        /// conformance, a deprecation lifted.
        case compatible

        public static func < (lhs: Category, rhs: Category) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    public enum Verb: String, CaseIterable, Comparable, Sendable {
        case removed, changed, deprecated, added

        public static func < (lhs: Verb, rhs: Verb) -> Bool {
            allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
        }
    }

    public struct Change: Hashable, Comparable, Sendable {
        public var category: Category
        public var verb: Verb
        public var kind: APISurface.Kind
        /// The entry's name in the old version (in the new one for an addition).
        public var name: String
        /// The signature before the change (nil for an addition).
        public var old: String?
        /// The signature after the change (nil for a removal).
        public var new: String?
        /// Why a change breaks callers or not: `` `trace` is now required``.
        public var notes: [String] = []
        /// Whether the entry is deprecated in the new version (of an addition).
        public var deprecated = false

        public static func < (lhs: Change, rhs: Change) -> Bool {
            (lhs.category, lhs.verb, lhs.name, lhs.kind, lhs.old ?? "", lhs.new ?? "")
                < (rhs.category, rhs.verb, rhs.name, rhs.kind, rhs.old ?? "", rhs.new ?? "")
        }
    }

    /// Sorted: breaking changes (removals, then changes), deprecations, additions, compatible
    /// changes; by name within each.
    public private(set) var changes: [Change]

    public func changes(_ category: Category) -> [Change] {
        changes.filter { $0.category == category }
    }

    public var hasBreakingChanges: Bool {
        changes.contains { $0.category == .breaking }
    }

    public init(old: APISurface, new: APISurface) {
        let oldEntries = Self.keyed(old.entries)
        let newEntries = Self.keyed(new.entries)
        var pairs: [(APISurface.Entry, APISurface.Entry)] = []
        var removed: [APISurface.Entry] = []
        var added: [APISurface.Entry] = []
        for (key, entry) in oldEntries {
            if let match = newEntries[key] { pairs.append((entry, match)) } else { removed.append(entry) }
        }
        for (key, entry) in newEntries where oldEntries[key] == nil {
            added.append(entry)
        }
        Self.pairFunctions(&removed, &added, into: &pairs)
        var changes: [Change] = []
        // A type that became another kind of declaration (a struct a typealias) is one change:
        // its members come and go with it.
        let reshaped = pairs.filter { $0.0.kind == .type && Self.typeKeyword($0.0.signature) != Self.typeKeyword($0.1.signature) }.map(\.0.name)
        let removedTypes = Set(removed.filter { $0.kind == .type }.map(\.name) + reshaped)
        for entry in removed where !Self.isInside(entry, removedTypes) {
            changes.append(Change(category: .breaking, verb: .removed, kind: entry.kind, name: entry.name, old: entry.signature))
        }
        let addedTypes = Set(added.filter { $0.kind == .type }.map(\.name) + reshaped)
        for entry in added where !Self.isInside(entry, addedTypes) {
            changes.append(Change(category: .added, verb: .added, kind: entry.kind, name: entry.name, new: entry.signature, deprecated: entry.deprecated))
        }
        // A nested type the name record keeps as a deprecated alias of the component the spec
        // now names (`AssistantObject.Tool` = `AssistantTool`): code that names either still
        // compiles, so the old name counts as the new type wherever the old version used it.
        let aliases = Self.retiredAliases(pairs)
        for (original, after) in pairs {
            if let target = aliases[original.name] {
                changes.append(Change(category: .deprecated, verb: .deprecated, kind: after.kind, name: after.name, new: after.signature,
                                      notes: ["now an alias of `\(target)`"]))
                continue
            }
            let before = Self.resolving(aliases, in: original)
            if before.signature != after.signature || before.name != after.name {
                let (breaking, notes) = Self.compare(before, after)
                changes.append(Change(category: breaking ? .breaking : .compatible, verb: .changed, kind: before.kind,
                                      name: before.name, old: original.signature, new: after.signature, notes: notes))
            }
            if !before.deprecated, after.deprecated {
                changes.append(Change(category: .deprecated, verb: .deprecated, kind: after.kind, name: after.name, new: after.signature))
            } else if before.deprecated, !after.deprecated {
                changes.append(Change(category: .compatible, verb: .changed, kind: after.kind, name: after.name,
                                      old: before.signature, new: after.signature, notes: ["no longer deprecated"]))
            }
        }
        self.changes = changes.sorted()
    }

    /// Types that became deprecated aliases (a name record's retired nested types), by name,
    /// with the type each now stands for.
    static func retiredAliases(_ pairs: [(APISurface.Entry, APISurface.Entry)]) -> [String: String] {
        var aliases: [String: String] = [:]
        for (before, after) in pairs where before.kind == .type && after.deprecated
            && typeKeyword(after.signature) == "typealias" && typeKeyword(before.signature) != "typealias" {
            guard let equals = after.signature.range(of: "= ") else { continue }
            aliases[before.name] = String(after.signature[equals.upperBound...])
        }
        return aliases
    }

    /// `entry` with every use of a retired alias's name written as the type it stands for.
    static func resolving(_ aliases: [String: String], in entry: APISurface.Entry) -> APISurface.Entry {
        guard !aliases.isEmpty else { return entry }
        var entry = entry
        entry.signature = replacing(aliases, in: entry.signature)
        entry.result = replacing(aliases, in: entry.result)
        for index in entry.parameters.indices {
            entry.parameters[index].type = replacing(aliases, in: entry.parameters[index].type)
        }
        return entry
    }

    /// Whole type names only: `AssistantObject.Tool` in `[AssistantObject.Tool]`, never in
    /// `AssistantObject.ToolResources`.
    static func replacing(_ aliases: [String: String], in text: String) -> String {
        var result = text
        for (name, target) in aliases.sorted(by: { $0.key.count > $1.key.count }) where result.contains(name) {
            var output = ""
            var rest = Substring(result)
            while let range = rest.range(of: name) {
                let before = rest[..<range.lowerBound].last
                let after = rest[range.upperBound...].first
                let isWord: (Character?) -> Bool = { character in
                    guard let character else { return false }
                    return character.isLetter || character.isNumber || character == "_" || character == "."
                }
                output += rest[..<range.lowerBound]
                output += isWord(before) || isWord(after) ? name : target
                rest = rest[range.upperBound...]
            }
            result = output + rest
        }
        return result
    }

    /// Entries by identity; entries that share one (overloads the scanner cannot tell apart)
    /// by identity and signature.
    static func keyed(_ entries: [APISurface.Entry]) -> [String: APISurface.Entry] {
        let byIdentity = Dictionary(grouping: entries, by: \.identity)
        var result: [String: APISurface.Entry] = [:]
        for (identity, group) in byIdentity {
            if group.count == 1 {
                result[identity] = group[0]
            } else {
                for entry in group { result[identity + " " + entry.signature] = entry }
            }
        }
        return result
    }

    /// Pairs removed functions with added ones of the same name (and `async`-ness): the same
    /// function with other parameters. The one left on each side pair up; among several, the
    /// two that share the most argument labels, as long as they share one (a memberwise
    /// initializer with a new member pairs with the old one, not with `init(stringLiteral:)`).
    static func pairFunctions(_ removed: inout [APISurface.Entry], _ added: inout [APISurface.Entry], into pairs: inout [(APISurface.Entry, APISurface.Entry)]) {
        func key(_ entry: APISurface.Entry) -> String? {
            entry.kind.isFunction ? "\(entry.kind.rawValue) \(entry.baseName) \(entry.isAsync)" : nil
        }
        let removedByKey = Dictionary(grouping: removed.filter { key($0) != nil }, by: { key($0)! })
        let addedByKey = Dictionary(grouping: added.filter { key($0) != nil }, by: { key($0)! })
        var paired: Set<APISurface.Entry> = []
        for (name, before) in removedByKey {
            guard let after = addedByKey[name] else { continue }
            if before.count == 1, after.count == 1 {
                pairs.append((before[0], after[0]))
                paired.formUnion([before[0], after[0]])
                continue
            }
            var candidates: [(shared: Int, before: APISurface.Entry, after: APISurface.Entry)] = []
            for old in before {
                let labels = Set(old.parameters.map(\.label))
                for new in after {
                    let shared = labels.intersection(new.parameters.map(\.label)).count
                    if shared > 0 { candidates.append((shared, old, new)) }
                }
            }
            candidates.sort { ($1.shared, $0.before, $0.after) < ($0.shared, $1.before, $1.after) }
            for candidate in candidates where !paired.contains(candidate.before) && !paired.contains(candidate.after) {
                pairs.append((candidate.before, candidate.after))
                paired.formUnion([candidate.before, candidate.after])
            }
        }
        removed.removeAll { paired.contains($0) }
        added.removeAll { paired.contains($0) }
    }

    /// Whether `entry` is declared in one of `types` (or in a type nested in one).
    static func isInside(_ entry: APISurface.Entry, _ types: Set<String>) -> Bool {
        var container = entry.container
        while !container.isEmpty {
            if types.contains(container) { return true }
            container = String(container[..<(container.lastIndex(of: ".") ?? container.startIndex)])
        }
        return false
    }
}
