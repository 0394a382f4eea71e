/// The "lay out" stage: which folder and file every generated declaration goes into.
///
/// An **area** is a top-level resource of the client (`chat`, `responses`, `audio`, …), as the
/// official SDKs lay out their types. A top-level type lives in the folder of the one area whose
/// operations reach it (through request bodies, parameters, results, pages and stream events,
/// following member types transitively); a type that several areas reach lives in `Shared/`,
/// one that only webhooks reach in `Webhooks/`, and one that nothing reaches (Realtime events
/// sent over a WebSocket, unused components) in `Standalone/`. Every type has a file of its own
/// named after it, so a type moves only when the set of areas that reach it changes, and a file
/// never changes because a neighbour grew.
///
/// Resource segments listed in `namespaces` (`beta`) are skipped when naming the area, so
/// `client.beta.responses` is the `Responses` area and a beta type sits beside its twin.
public struct AreaLayout: Sendable {
    public static let sharedFolder = "Shared"
    public static let webhooksFolder = "Webhooks"
    public static let standaloneFolder = "Standalone"
    /// Resource segments that only group others (`client.beta.responses` is Responses).
    public static let namespaces: Set<String> = ["beta"]

    /// Folder of each top-level type, by Swift name.
    public private(set) var folders: [String: String] = [:]

    public init(types: [TypeDecl], endpoints: [EndpointDecl], webhookTypes: [String] = [], namespaces: Set<String> = AreaLayout.namespaces, families: Families? = nil) {
        let names = Set(types.map(\.name))
        let references = Self.referenceGraph(types, names: names)
        var areas: [String: Set<String>] = [:]
        func reach(_ roots: Set<String>, area: String) {
            var stack = Array(roots)
            var seen: Set<String> = []
            while let name = stack.popLast() {
                guard seen.insert(name).inserted else { continue }
                areas[name, default: []].insert(area)
                stack.append(contentsOf: references[name] ?? [])
            }
        }
        var rootsByArea: [String: Set<String>] = [:]
        for endpoint in endpoints {
            var roots: Set<String> = []
            for reference in Self.references(of: endpoint) {
                Self.collect(reference, into: &roots, names: names)
            }
            rootsByArea[Self.area(of: endpoint, namespaces: namespaces, namespacedAreas: families?.namespacedAreas ?? []), default: []].formUnion(roots)
        }
        for (area, roots) in rootsByArea {
            reach(roots, area: area)
        }
        var webhookRoots: Set<String> = []
        for name in webhookTypes where names.contains(name) { webhookRoots.insert(name) }
        for name in webhookRoots where areas[name] == nil {
            // Webhook payloads go to Webhooks/ unless an operation reaches them too.
            reach([name], area: Self.webhooksFolder)
        }
        if let families {
            // Types no operation reaches (Realtime events) go to the area their name says,
            // with what they use. The seeds are chosen before any is followed, so the order of
            // the rules does not matter.
            var seeds: [(String, String)] = []
            for type in types where areas[type.name] == nil {
                if let area = families.area(forUnreached: type.name) { seeds.append((type.name, area)) }
            }
            for (name, area) in seeds { reach([name], area: area) }
        }
        for type in types {
            let reached = areas[type.name] ?? []
            if reached.count == 1, let area = reached.first {
                folders[type.name] = area
            } else if reached.isEmpty {
                folders[type.name] = Self.standaloneFolder
            } else {
                folders[type.name] = families.map { Self.sharedFolder(for: reached, families: $0) } ?? Self.sharedFolder
            }
        }
        if families != nil {
            // What a type in `Shared/` uses is in `Shared/` too, so that the shared module
            // depends on no family's (a type several unrelated families reach may use one that
            // a used family also reaches).
            var stack = types.map(\.name).filter { folders[$0] == Self.sharedFolder }
            while let name = stack.popLast() {
                for used in references[name] ?? [] where folders[used] != Self.sharedFolder && (areas[used]?.count ?? 0) > 1 {
                    folders[used] = Self.sharedFolder
                    stack.append(used)
                }
            }
        }
        // An alias that nothing names directly (a twin: generated code names its target)
        // sits beside the type it stands for.
        for type in types where areas[type.name] == nil {
            if case .alias(.named(let path)) = type.kind, path.count == 1, let target = folders[path[0]] {
                folders[type.name] = target
            }
        }
    }

    /// The folder of a type that several areas reach, with families: the area all the others
    /// use (`areaUses`), else the shared folder of
    /// their one family (`ChatShared`), or of the family that all the others use, else `Shared`.
    static func sharedFolder(for reached: Set<String>, families: Families) -> String {
        for area in reached.sorted() where reached.allSatisfy({ $0 == area || families.areasUsed(by: $0).contains(area) }) {
            return area
        }
        let familyOfArea = families.familyOfArea
        let reachedFamilies = Set(reached.map { familyOfArea[$0] ?? $0 })
        for family in reachedFamilies.sorted() where reachedFamilies.allSatisfy({ $0 == family || families.used(by: $0).contains(family) }) {
            return family + Families.sharedSuffix
        }
        return sharedFolder
    }

    /// The names of the top-level types that `endpoints` reach, transitively (for the
    /// `areas:` filter, which generates only these).
    public static func reachable(from endpoints: [EndpointDecl], types: [TypeDecl]) -> Set<String> {
        let names = Set(types.map(\.name))
        let references = referenceGraph(types, names: names)
        var stack: [String] = []
        for endpoint in endpoints {
            var roots: Set<String> = []
            for reference in Self.references(of: endpoint) { collect(reference, into: &roots, names: names) }
            stack.append(contentsOf: roots.sorted())
        }
        var seen: Set<String> = []
        while let name = stack.popLast() {
            guard seen.insert(name).inserted else { continue }
            stack.append(contentsOf: references[name] ?? [])
        }
        return seen
    }

    public func folder(of typeName: String) -> String {
        folders[typeName] ?? Self.standaloneFolder
    }

    /// The folder of an endpoint's area: its first resource segment that is not a namespace
    /// (`["beta", "responses"]` → `Responses`), or `Root` for methods on the client itself. A
    /// namespace's resource listed in `namespacedAreas` is an area of its own
    /// (`["beta", "messages", "batches"]` → `BetaMessages`).
    public static func area(of endpoint: EndpointDecl, namespaces: Set<String>, namespacedAreas: Set<String> = []) -> String {
        if let folder = namespacedFolder(endpoint.resource, namespaces: namespaces, namespacedAreas: namespacedAreas) {
            return folder
        }
        let segment = endpoint.resource.first { !namespaces.contains($0) } ?? endpoint.resource.first
        guard let segment else { return "Root" }
        return SwiftNames.type(segment)
    }

    /// The folder of a top-level resource's methods file: its own area, so that
    /// `OpenAIClient+Chat.swift` sits in `Chat/`.
    public static func resourceFolder(_ resource: String) -> String {
        SwiftNames.type(resource)
    }

    /// The area of a namespace's resource that `namespacedAreas` lists (`beta`, `messages` →
    /// `BetaMessages`), or nil.
    public static func namespacedFolder<Path: Collection<String>>(_ resource: Path, namespaces: Set<String>, namespacedAreas: Set<String>) -> String? {
        guard !namespacedAreas.isEmpty, resource.count >= 2, let namespace = resource.first, namespaces.contains(namespace) else { return nil }
        let folder = SwiftNames.type(namespace) + SwiftNames.type(resource[resource.index(after: resource.startIndex)])
        return namespacedAreas.contains(folder) ? folder : nil
    }

    static func references(of endpoint: EndpointDecl) -> [TypeRef] {
        var result = endpoint.parameters.map(\.type)
        switch endpoint.body {
        case .json(let type), .multipart(let type): result.append(type)
        case .raw, nil: break
        }
        switch endpoint.result {
        case .json(let type), .jsonLines(let type), .jsonOrText(let type): result.append(type)
        case .binary, .text, .empty: break
        }
        if let pagination = endpoint.pagination {
            result += [pagination.pageType, pagination.itemType]
        }
        if let stream = endpoint.stream { result.append(stream.event) }
        return result
    }

    /// Each top-level type's references to the other top-level types.
    static func referenceGraph(_ types: [TypeDecl], names: Set<String>) -> [String: Set<String>] {
        var references: [String: Set<String>] = [:]
        for type in types {
            var found: Set<String> = []
            collect(type, into: &found, names: names)
            found.remove(type.name)
            references[type.name] = found
        }
        return references
    }

    /// Top-level type names a declaration mentions, its nested types included.
    static func collect(_ type: TypeDecl, into found: inout Set<String>, names: Set<String>) {
        switch type.kind {
        case .object(let object):
            for property in object.properties { collect(property.type, into: &found, names: names) }
            if let extra = object.additionalProperties { collect(extra, into: &found, names: names) }
        case .union(let union):
            for item in union.cases { collect(item.payload, into: &found, names: names) }
        case .alias(let target):
            collect(target, into: &found, names: names)
        case .openEnum:
            break
        }
        for child in type.nested { collect(child, into: &found, names: names) }
    }

    static func collect(_ reference: TypeRef, into found: inout Set<String>, names: Set<String>) {
        switch reference {
        case .named(let path):
            guard let first = path.first else { return }
            if names.contains(first) {
                found.insert(first)
            } else if first.hasSuffix("Types"), names.contains(String(first.dropLast("Types".count))) {
                // Inline element types of an alias live in a `<Name>Types` namespace.
                found.insert(String(first.dropLast("Types".count)))
            }
        case .array(let element), .dictionary(let element):
            collect(element, into: &found, names: names)
        case .string, .integer, .double, .bool, .jsonValue, .file:
            break
        }
    }
}

/// File names that check out on every file system: unique ignoring case within a module, and
/// never a name Windows reserves.
public enum PortableFileNames {
    /// Device names Windows reserves with any extension (`CON.swift` cannot be created there).
    public static let windowsReserved: Set<String> = {
        var names: Set<String> = ["CON", "PRN", "AUX", "NUL"]
        for digit in 0...9 {
            names.insert("COM\(digit)")
            names.insert("LPT\(digit)")
        }
        return names
    }()

    /// Characters Windows does not allow in a file name.
    public static let windowsForbidden: Set<Character> = ["<", ">", ":", "\"", "/", "\\", "|", "?", "*"]

    /// The file stem for a type: the type's name, with `+Type` added when Windows reserves it.
    public static func stem(forType name: String) -> String {
        windowsReserved.contains(name.uppercased()) ? name + "+Type" : name
    }

    /// Why a path is not portable, or nil: a reserved device name, a forbidden character, or a
    /// component ending in a dot or a space.
    public static func problem(with path: String) -> String? {
        for component in path.split(separator: "/") {
            let stem = component.split(separator: ".", maxSplits: 1).first.map(String.init) ?? ""
            if windowsReserved.contains(stem.uppercased()) { return "'\(component)' is a device name Windows reserves" }
            if let bad = component.first(where: { windowsForbidden.contains($0) || ($0.asciiValue ?? 32) < 32 }) {
                return "'\(component)' contains '\(bad)', which Windows does not allow in a file name"
            }
            if component.hasSuffix(".") || component.hasSuffix(" ") { return "'\(component)' ends in a dot or a space" }
        }
        return nil
    }

    /// Groups of paths equal ignoring case, each sorted, the groups in order.
    public static func caseCollisions(_ paths: some Sequence<String>) -> [[String]] {
        let groups = Dictionary(grouping: Set(paths)) { $0.lowercased() }
        return groups.values.filter { $0.count > 1 }.map { $0.sorted() }.sorted { $0[0] < $1[0] }
    }
}
