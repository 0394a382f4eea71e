extension ModelTranslator {
    /// `oneOf`/`anyOf` as an enum with one case per branch and an `unknown` case that keeps the
    /// raw JSON. Cases are named after their tag value, else their member type, else their
    /// title, else their JSON kind — never by position.
    mutating func union(_ branches: [Schema], discriminator declared: Discriminator?, name: String, path: [String], doc: DocComment, pointer: JSONPointer = .root) -> TypeDecl {
        let discriminator = checked(declared, branches: branches, pointer: pointer)
        let tagProperty = discriminator?.propertyName ?? inferredDiscriminator(branches)
        var nested: [TypeDecl] = []
        var drafts: [(name: String, branch: Schema, tags: [String])] = []
        for branch in branches {
            let tags = tagProperty.map { tagValues(of: branch, property: $0, discriminator: discriminator) } ?? []
            drafts.append((caseName(branch, tags: tags, unionName: name), branch, tags))
        }
        let distinct = distinguishedNames(drafts.map { ($0.name, $0.branch) }, unionName: name)
        let caseNames = recordedCaseNames(
            computed: Array(SwiftNames.uniqued(["unknown"] + distinct).dropFirst()),
            keys: branchKeys(drafts.map { ($0.branch, $0.tags) }),
            union: path.isEmpty ? name : path.joined(separator: "."))
        var cases: [UnionDecl.Case] = []
        for (caseName, draft) in zip(caseNames, drafts) {
            let (payload, _) = typeRef(for: draft.branch, suggestedName: caseName.trimmingBackticks, path: path, nested: &nested)
            recordNestedRoute(payload, member: Self.caseRoutePrefix + caseName.trimmingBackticks, parent: path)
            let resolved = shape.unwrapped(draft.branch)
            let flattened: (properties: [SchemaProperty], required: [String]) = shape.kind(draft.branch) == .object ? shape.flattenedProperties(resolved) : ([], [])
            var item = UnionDecl.Case(
                swiftName: caseName, payload: payload, tags: draft.tags, kinds: payload.jsonKind.map { [$0] } ?? shape.kinds(draft.branch),
                requiredKeys: flattened.required, doc: docComment(draft.branch, source: nil))
            item.declaredKeys = flattened.properties.map(\.name)
            item.constants = flattened.properties.compactMap { member in
                let values = shape.tagValues(member.schema)
                return values.isEmpty ? nil : UnionDecl.Case.Constant(member: member.name, values: values)
            }
            cases.append(item)
        }
        let stringCase = cases.first { $0.payload == .string }?.swiftName
        let hasTags = cases.contains { !$0.tags.isEmpty }
        return TypeDecl(
            name: name,
            kind: .union(UnionDecl(cases: cases, discriminator: hasTags ? tagProperty : nil, stringCase: stringCase)),
            doc: doc,
            nested: nested)
    }

    /// The case names to use: a branch the record knows keeps its recorded name; the others
    /// take the computed one, made unique against the recorded ones. What was used is written
    /// to ``chosenNames`` for the next run.
    mutating func recordedCaseNames(computed: [String], keys: [[String]], union: String) -> [String] {
        let recorded = nameRecord.unions[union] ?? [:]
        var names = computed
        var kept: Set<Int> = []
        var used: Set<String> = ["unknown"]
        // Each branch by its most specific identity first: its component, its tags, its shape.
        for rank in 0..<3 {
            for (index, identities) in keys.enumerated() where !kept.contains(index) && rank < identities.count {
                if let name = recorded[identities[rank]], SwiftNames.isCaseName(name), !used.contains(name.trimmingBackticks) {
                    names[index] = name
                    kept.insert(index)
                    used.insert(name.trimmingBackticks)
                }
            }
        }
        if !kept.isEmpty {
            for index in names.indices where !kept.contains(index) {
                let base = names[index].trimmingBackticks
                var candidate = names[index]
                var counter = 2
                while used.contains(candidate.trimmingBackticks) {
                    candidate = base + String(counter)
                    counter += 1
                }
                names[index] = candidate
                used.insert(candidate.trimmingBackticks)
            }
        }
        noteRenamedComponents(recorded: recorded, kept: kept, keys: keys, names: names)
        var chosen: [String: String] = [:]
        for (identities, name) in zip(keys, names) {
            for key in identities { chosen[key] = name }
        }
        chosenNames.unions[union] = chosen
        return names
    }

    /// The route of a union case's payload in ``NameRecord/nested`` (`case:imageURL`, beside a
    /// struct member's `tools[]`).
    static let caseRoutePrefix = "case:"

    /// Components renamed upstream, seen in a union: a branch kept its recorded case by its
    /// tags or shape, the component recorded for that case is no longer in the spec, and the
    /// branch now names another component. Collected in ``componentRenames`` (former component
    /// name → current one) for ``renamedComponentAliases(_:)``.
    mutating func noteRenamedComponents(recorded: [String: String], kept: Set<Int>, keys: [[String]], names: [String]) {
        for index in kept.sorted() {
            guard let current = keys[index].first, current.hasPrefix("#"), recorded[current] != names[index] else { continue }
            for (key, name) in recorded where name == names[index] && key.hasPrefix("#") && key != current {
                let former = Self.componentName(ofKey: key)
                if !componentNames.contains(former), former != Self.componentName(ofKey: current) {
                    componentRenames[former] = Self.componentName(ofKey: current)
                }
            }
        }
    }

    /// `AutoCodeInterpreterToolParam` of the branch key `#AutoCodeInterpreterToolParam` (or of
    /// `#AutoCodeInterpreterToolParam#2`, a second branch with that component).
    static func componentName(ofKey key: String) -> String {
        let name = key.dropFirst()
        return String(name.prefix { $0 != "#" })
    }

    /// What each branch is, in words that survive a change of the spec's structure alone, most
    /// specific first: a `$ref`'s component (`#ChatCompletionNamedToolChoice`), the tag values
    /// that select it (`tag[function]`), and its JSON shape (`string[auto,none,required]`,
    /// `[integer]`, `{content,role}`). Titles, descriptions, `oneOf`/`anyOf` and order do not
    /// count; a second branch with the same identity is told apart by a suffix (`{}#2`). A
    /// component renamed upstream is still found by its tags or shape.
    func branchKeys(_ branches: [(branch: Schema, tags: [String])]) -> [[String]] {
        var seen: [String: Int] = [:]
        return branches.map { branch, tags in
            var identities: [String] = []
            let core = shape.strippingNull(branch).schema
            if let reference = core.reference ?? core.recursiveReference {
                identities.append("#" + (reference.componentName ?? reference.description))
            }
            if !tags.isEmpty { identities.append("tag[" + tags.sorted().joined(separator: ",") + "]") }
            identities.append(branchKey(shape.unwrapped(branch), tags: []))
            return identities.map { key in
                let count = (seen[key] ?? 0) + 1
                seen[key] = count
                return count == 1 ? key : key + "#\(count)"
            }
        }
    }

    /// A branch's JSON shape; array elements that are components are named (`[#Part]`).
    func branchKey(_ branch: Schema, tags: [String], depth: Int = 0) -> String {
        let core = shape.strippingNull(branch).schema
        if depth > 0, let reference = core.reference ?? core.recursiveReference {
            return "#" + (reference.componentName ?? reference.description)
        }
        guard depth < 6 else { return "any" }
        switch shape.kind(core) {
        case .string?:
            var values = (core.enum ?? []).compactMap(\.stringValue)
            if let constant = core.const?.stringValue { values.append(constant) }
            return values.isEmpty ? "string" : "string[" + Set(values).sorted().joined(separator: ",") + "]"
        case .array?:
            return "[" + (core.items.map { branchKey($0, tags: [], depth: depth + 1) } ?? "any") + "]"
        case .object?:
            if unionBranches(core) != nil { return "union" }
            return "{" + shape.flattenedProperties(core).properties.map(\.name).sorted().joined(separator: ",") + "}"
        case let kind?:
            return kind.rawValue
        case nil:
            return unionBranches(core) != nil ? "union" : "any"
        }
    }

    /// A declared discriminator, or nil when it cannot route: a spec may name a property that
    /// only some branches declare (the SDK spec's transcription reply tags one of three
    /// branches by `task`, and a `verbose_json` reply carries the same `task` value). Trusting
    /// such a discriminator misroutes real replies, so it is reported with its location and the
    /// union is routed as an undeclared one is (an inferred tag every branch pins, else each
    /// branch's members and JSON kind). A value that selects several branches (`message` in
    /// `InputItem`) is no reason: routing tells those apart by their members.
    mutating func checked(_ discriminator: Discriminator?, branches: [Schema], pointer: JSONPointer) -> Discriminator? {
        guard let discriminator else { return nil }
        let property = discriminator.propertyName
        var problems: [String] = []
        for (index, branch) in branches.enumerated() {
            if let kind = shape.kind(branch), kind != .object, unionBranches(shape.unwrapped(branch)) == nil { continue }
            if tagValues(of: branch, property: property, discriminator: discriminator).isEmpty {
                problems.append("branch \(index + 1) (\(branchLabel(branch))) does not declare '\(property)'")
            }
        }
        guard !problems.isEmpty else { return discriminator }
        diagnostics.append(.warning(
            "discriminator '\(property)' cannot route this union: \(problems.joined(separator: "; ")); routed by its branches' members instead",
            pointer: pointer.appending("discriminator")))
        return nil
    }

    /// How a diagnostic names a branch: its component name, else its title, else its kind.
    func branchLabel(_ branch: Schema) -> String {
        if let reference = branch.reference ?? branch.recursiveReference { return reference.componentName ?? reference.description }
        if let title = branch.title, !title.isEmpty { return title }
        return shape.kind(branch).map { "\($0)" } ?? "schema"
    }

    /// A member that every object branch pins to string values: `type` when it qualifies (the
    /// OpenAI spec declares 105 discriminators and lists no mapping; many more unions are
    /// tagged without saying so), else another shared tag member, chosen deterministically.
    func inferredDiscriminator(_ branches: [Schema]) -> String? {
        let objects = branches.filter { shape.kind($0) == .object }
        guard objects.count >= 2 else { return nil }
        var candidates: Set<String>?
        for branch in objects {
            let tagged = taggedMembers(branch)
            candidates = candidates.map { $0.intersection(tagged) } ?? tagged
        }
        guard let candidates, !candidates.isEmpty else { return nil }
        for preferred in ["type", "object", "role", "event", "kind"] where candidates.contains(preferred) {
            return preferred
        }
        return candidates.sorted().first
    }

    /// The members a branch pins to string values; for a branch that is itself a union of
    /// objects (`AssistantStreamEvent` over `RunStreamEvent`, …), those all its branches pin.
    func taggedMembers(_ branch: Schema, depth: Int = 0) -> Set<String> {
        let resolved = shape.unwrapped(branch)
        if depth < 8, let inner = unionBranches(resolved) {
            var shared: Set<String>?
            for innerBranch in inner {
                let tagged = taggedMembers(innerBranch, depth: depth + 1)
                shared = shared.map { $0.intersection(tagged) } ?? tagged
            }
            return shared ?? []
        }
        let members = shape.flattenedProperties(resolved).properties
        return Set(members.filter { !shape.tagValues($0.schema).isEmpty }.map(\.name))
    }

    /// The discriminator values that select a branch: from the mapping when the spec gives one,
    /// else the branch's own `const`/`enum` for the tag member; a branch that is itself a
    /// union contributes the tags of its branches.
    func tagValues(of branch: Schema, property: String, discriminator: Discriminator?, depth: Int = 0) -> [String] {
        if let reference = branch.reference, let mapping = discriminator?.mapping, !mapping.isEmpty {
            let mapped = mapping.filter { $0.reference == reference }.map(\.value)
            if !mapped.isEmpty { return mapped }
        }
        let resolved = shape.unwrapped(branch)
        if let member = shape.flattenedProperties(resolved).properties.first(where: { $0.name == property }) {
            return shape.tagValues(member.schema)
        }
        guard depth < 8, let inner = unionBranches(resolved) else { return [] }
        var tags: [String] = []
        for innerBranch in inner {
            for tag in tagValues(of: innerBranch, property: property, discriminator: resolved.discriminator, depth: depth + 1)
            where !tags.contains(tag) {
                tags.append(tag)
            }
        }
        return tags
    }

    func caseName(_ branch: Schema, tags: [String], unionName: String) -> String {
        // A branch that is a union of its own stands for all its tags: its type names it better
        // than its first tag (`.runStreamEvent`, not `.threadRunCreated`).
        if tags.count > 1, let reference = branch.reference, let typeName = typeNames[reference],
           unionBranches(shape.unwrapped(branch)) != nil {
            return SwiftNames.member(strippingCommonPrefix(typeName, unionName: unionName))
        }
        if let tag = tags.first {
            return SwiftNames.member(strippingNamespace(tag, unionName: unionName))
        }
        if let reference = branch.reference, let typeName = typeNames[reference] {
            return SwiftNames.member(strippingCommonPrefix(typeName, unionName: unionName))
        }
        if let title = meaningfulTitle(branch) {
            return SwiftNames.member(title)
        }
        switch shape.kind(branch) {
        case .string?: return "string"
        case .integer?: return "integer"
        case .number?: return "number"
        case .boolean?: return "bool"
        case .array?: return "array"
        case .object?: return "object"
        case .null?, nil: return "value"
        }
    }

    /// `response.output_text.delta` in `ResponseStreamEvent` → `output_text.delta`: a leading
    /// dotted segment that repeats the union's first word adds nothing to a case name.
    /// The first two words count, so a versioned twin names its cases alike
    /// (`BetaResponseStreamEvent.outputTextDelta`).
    func strippingNamespace(_ tag: String, unionName: String) -> String {
        guard let dot = tag.firstIndex(of: "."), tag.index(after: dot) < tag.endIndex else { return tag }
        let namespace = tag[..<dot].lowercased()
        guard SwiftNames.words(unionName).prefix(2).contains(where: { $0.lowercased() == namespace }) else { return tag }
        return String(tag[tag.index(after: dot)...])
    }

    /// `ChatCompletionNamedToolChoice` in `ChatCompletionToolChoiceOption` → `NamedToolChoice`.
    func strippingCommonPrefix(_ typeName: String, unionName: String) -> String {
        let typeWords = SwiftNames.words(typeName)
        let unionWords = SwiftNames.words(unionName)
        var shared = 0
        while shared < typeWords.count - 1, shared < unionWords.count, typeWords[shared] == unionWords[shared] {
            shared += 1
        }
        return typeWords[shared...].joined()
    }

    /// A branch's title when it names the branch: short, and not just its JSON kind (the
    /// OpenAI spec titles branches `string` and `array`).
    func meaningfulTitle(_ branch: Schema) -> String? {
        let core = shape.strippingNull(branch).schema
        guard let title = core.title, !title.isEmpty, SwiftNames.words(title).count <= 4 else { return nil }
        let kindNames: Set<String> = ["string", "array", "object", "integer", "number", "boolean", "null"]
        return kindNames.contains(title.lowercased()) ? nil : title
    }

    /// Case names where two branches would share one: each branch of a colliding group is
    /// named by what tells it apart — its type (`inputMessage`/`outputMessage` for two
    /// `message` tags), its title, or its elements (`strings`, `integers`, `integerArrays`).
    /// Only when none of these separates them do ordinals (`uniqued`) remain.
    func distinguishedNames(_ drafts: [(name: String, branch: Schema)], unionName: String) -> [String] {
        var names = drafts.map(\.name)
        // Beside another array, a branch called just `array` says too little (`strings` beside
        // `tokens`).
        if drafts.filter({ shape.kind($0.branch) == .array }).count > 1 {
            for (index, draft) in drafts.enumerated() where draft.name == "array" {
                if let better = elementsName(draft.branch), !names.contains(better) { names[index] = better }
            }
        }
        var groups: [String: [Int]] = [:]
        for (index, name) in names.enumerated() {
            groups[name.trimmingBackticks, default: []].append(index)
        }
        for (_, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
            let strategies: [(Schema) -> String?] = [
                { branch in branch.reference.flatMap { self.typeNames[$0] }.map { SwiftNames.member(self.strippingCommonPrefix($0, unionName: unionName)) } },
                { branch in self.meaningfulTitle(branch).map { SwiftNames.member($0) } },
                { branch in self.elementsName(branch) },
            ]
            for strategy in strategies {
                let candidates = members.map { strategy(drafts[$0].branch) }
                let found = candidates.compactMap { $0 }
                guard found.count == members.count, Set(found).count == found.count,
                      !found.contains(where: { name in names.enumerated().contains { !members.contains($0.offset) && $0.element == name } })
                else { continue }
                for (index, name) in zip(members, found) { names[index] = name }
                break
            }
        }
        return names
    }

    /// An array branch named by its elements: `strings`, `integers`, `integerArrays`,
    /// `inputItems`; nil for other branches.
    func elementsName(_ branch: Schema, depth: Int = 0) -> String? {
        guard depth < 4, shape.kind(branch) == .array, let items = shape.unwrapped(branch).items else { return nil }
        let element: String
        if let reference = shape.strippingNull(items).schema.reference, let typeName = typeNames[reference] {
            element = SwiftNames.member(typeName)
        } else if let title = meaningfulTitle(items) {
            element = SwiftNames.member(title)
        } else if let inner = elementsName(items, depth: depth + 1) {
            return SwiftNames.singular(inner) + "Arrays"
        } else {
            switch shape.kind(items) {
            case .string?: element = "string"
            case .integer?: element = "integer"
            case .number?: element = "number"
            case .boolean?: element = "boolean"
            case .object?: element = "object"
            default: return nil
            }
        }
        return element.hasSuffix("s") ? element : element + "s"
    }
}
