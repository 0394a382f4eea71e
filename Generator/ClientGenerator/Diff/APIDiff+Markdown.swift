extension APIDiff {
    /// The counts, one line: `API changes: 2 breaking, 1 deprecated, 3 added, 0 compatible`,
    /// or `API changes: none`.
    public var summary: String {
        guard !changes.isEmpty else { return "API changes: none" }
        let counts = Category.allCases.map { "\(changes($0).count) \(Self.word($0))" }
        return "API changes: " + counts.joined(separator: ", ")
    }

    /// The report `generate-client diff` prints, for a pull request: the summary as a heading,
    /// then one section per category that has changes, breaking changes first, one line per
    /// change.
    public var markdown: String {
        var lines = ["# " + summary]
        for category in Category.allCases {
            let items = changes(category)
            guard !items.isEmpty else { continue }
            lines += ["", "## \(Self.title(category)) (\(items.count))", ""]
            lines += items.map { "- " + Self.line($0) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func word(_ category: Category) -> String {
        switch category {
        case .breaking: "breaking"
        case .deprecated: "deprecated"
        case .added: "added"
        case .compatible: "compatible"
        }
    }

    static func title(_ category: Category) -> String {
        switch category {
        case .breaking: "Breaking changes"
        case .deprecated: "Deprecations"
        case .added: "Additions"
        case .compatible: "Compatible changes"
        }
    }

    /// `removed operation `X.delete(id:options:)`: `(id: String, …) async throws -> Deleted``,
    /// `changed member `Message.content`: `String` → `[Part]``, and so on.
    static func line(_ change: Change) -> String {
        var text = "\(change.verb.rawValue) \(change.kind.rawValue) `\(change.name)`"
        switch change.verb {
        case .removed:
            // Functions: the signature tells an `async` method from its page sequence.
            if change.kind.isFunction, let old = change.old { text += ": " + code(old) }
        case .added:
            if change.kind != .type, let new = change.new, !new.isEmpty { text += ": " + code(new) }
            if change.deprecated { text += " (deprecated)" }
        case .changed:
            if change.old != change.new { text += ": " + code(change.old ?? "") + " → " + code(change.new ?? "") }
        case .deprecated:
            break
        }
        if !change.notes.isEmpty { text += " (" + change.notes.joined(separator: "; ") + ")" }
        return text
    }

    /// Inline code, or `nothing` for an empty signature (a case without a payload).
    static func code(_ text: String) -> String {
        text.isEmpty ? "nothing" : "`\(text)`"
    }
}
