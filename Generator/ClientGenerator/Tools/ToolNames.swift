/// Names for MCP tools and their arguments that every client accepts: MCP allows letters,
/// digits, `_`, `-` and `.`, but the model providers the tools are passed on to allow no `.`,
/// and at most 64 characters (`^[a-zA-Z0-9_-]{1,64}$`). Unique among their siblings.
enum ToolNames {
    static let maxLength = 64

    /// `text` with each run of other characters as one `_` (none at either end), cut to 64
    /// characters (`_` when nothing is left): `get /models/{id}` → `get_models_id`,
    /// `include[]` → `include`.
    static func cleaned(_ text: String) -> String {
        var result = ""
        var replacing = false
        for character in text {
            if character.isASCII && (character.isLetter || character.isNumber || character == "_" || character == "-") {
                if replacing, !result.isEmpty { result.append("_") }
                result.append(character)
                replacing = false
            } else {
                replacing = true
            }
        }
        return result.isEmpty ? "_" : String(result.prefix(maxLength))
    }

    /// Cleaned names, in order, the later of two equal ones numbered (`name_2`).
    static func unique(_ names: [String], taken: Set<String> = []) -> [String] {
        var used = taken
        return names.map { raw in
            let base = cleaned(raw)
            var name = base
            var counter = 2
            while used.contains(name) {
                let suffix = "_\(counter)"
                name = String(base.prefix(maxLength - suffix.count)) + suffix
                counter += 1
            }
            used.insert(name)
            return name
        }
    }
}
