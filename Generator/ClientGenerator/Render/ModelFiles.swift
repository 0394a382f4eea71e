/// Lays out rendered model declarations into files.
///
/// Types are grouped by the first word of their name (`ChatCompletion…` → `Models/Chat.swift`);
/// a group larger than `maximumLines` is split by its first two words, and so on. Grouping by
/// name rather than by position keeps a spec change's diff inside the files of the types it
/// touched.
struct ModelFiles {
    static let maximumLines = 1_500

    struct RenderedType {
        var name: String
        var text: String
        var lines: Int
    }

    /// File names must be unique within a Swift target across folders, so every folder but
    /// `Models` adds its own suffix (`Operations/ListFiles+Operations.swift`).
    static func layout(_ types: [RenderedType], folder: String, suffix: String = "") -> [(path: String, types: [RenderedType])] {
        var files: [(String, [RenderedType])] = []
        split(types, depth: 1, into: &files)
        return files.sorted { $0.0 < $1.0 }.map { (path: "\(folder)/\($0.0)\(suffix).swift", types: $0.1.sorted { $0.name < $1.name }) }
    }

    private static func split(_ types: [RenderedType], depth: Int, into files: inout [(String, [RenderedType])]) {
        let groups = Dictionary(grouping: types) { key(for: $0.name, depth: depth) }
        for (groupKey, members) in groups {
            let lines = members.reduce(0) { $0 + $1.lines }
            let canSplitFurther = members.contains { SwiftNames.words($0.name).count > depth }
            if lines > maximumLines, canSplitFurther, depth < 6, members.count > 1 {
                split(members, depth: depth + 1, into: &files)
            } else {
                files.append((groupKey, members))
            }
        }
    }

    static func key(for name: String, depth: Int) -> String {
        let words = SwiftNames.words(name.trimmingCharacters(in: "_"))
        let key = words.prefix(depth).map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return key.isEmpty ? "Other" : key
    }
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var result = Substring(self)
        while result.first == set { result.removeFirst() }
        while result.last == set { result.removeLast() }
        return String(result)
    }
}
