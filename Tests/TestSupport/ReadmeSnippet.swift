import Foundation

/// Keeps the README's code examples compiling and true: a test holds the same code between
/// `// README: <name>` and `// README: end` and runs it, and ``mismatch(_:source:)`` tells
/// whether the README's block marked `<!-- snippet: <name> … -->` still reads the same.
public enum ReadmeSnippet {
    /// README.md of this checkout.
    public static let readme = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("README.md")

    /// docs/cookbook.md of this checkout: its snippets are checked the same way.
    public static let cookbook = readme.deletingLastPathComponent().appendingPathComponent("docs/cookbook.md")

    /// Nil when the README's block `name` and the marked lines of `source` are the same code
    /// (the README's `import` lines and the line that makes the client aside); else what differs.
    /// `document` is another Markdown file with the same markers (`cookbook`).
    public static func mismatch(_ name: String, source: URL, document: URL = readme) throws -> String? {
        let documented = try readmeCode(name, document: document)
        let tested = try sourceCode(name, in: source)
        guard !documented.isEmpty, !tested.isEmpty else { return "snippet \(name) is missing from \(document.lastPathComponent) or from \(source.lastPathComponent)" }
        guard documented != tested else { return nil }
        let line = zip(documented, tested).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(documented.count, tested.count)
        return "snippet \(name) differs at line \(line + 1):\n  README: \(documented[safe: line] ?? "<end>")\n  test:   \(tested[safe: line] ?? "<end>")"
    }

    /// The lines of the README's block marked `<!-- snippet: <name> … -->`, exactly as written
    /// (for tests that build a package from them); empty when there is none.
    public static func block(_ name: String, document: URL = readme) throws -> [String] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return Array(lines[(open + 1)..<close])
    }

    static func readmeCode(_ name: String, document: URL = readme) throws -> [String] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        guard let marker = lines.firstIndex(where: { $0.hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: { $0.hasPrefix("```") }),
              let close = lines[(open + 1)...].firstIndex(where: { $0.hasPrefix("```") }) else { return [] }
        return lines[(open + 1)..<close].filter { line in
            !line.hasPrefix("import ") && !(line.hasPrefix("let ") && line.contains("Client(apiKey: key)"))
        }.drop { $0.isEmpty }.map { $0 }
    }

    static func sourceCode(_ name: String, in file: URL) throws -> [String] {
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        guard let begin = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: \(name)" }),
              let end = lines[begin...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces) == "// README: end" }) else { return [] }
        let region = lines[(begin + 1)..<end]
        let indent = region.filter { !$0.isEmpty }.map { $0.prefix { $0 == " " }.count }.min() ?? 0
        return region.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }
}

extension Array {
    fileprivate subscript(safe index: Int) -> Element? { indices.contains(index) ? self[index] : nil }
}
