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

    /// docs/call-sites.md of this checkout: the official SDKs' calls as written here.
    public static let callSites = readme.deletingLastPathComponent().appendingPathComponent("docs/call-sites.md")

    /// The checkout's root directory.
    public static let repository = readme.deletingLastPathComponent()

    /// One fenced block of a Markdown document, with the snippet marker above it, if any.
    public struct Block: Sendable {
        /// 1-based line of the opening fence.
        public var line: Int
        /// The fence's language (`swift`, `bash`, …).
        public var language: String
        /// The snippet's name, from `<!-- snippet: <name> (…) -->` on the line above.
        public var name: String?
        /// The repository-relative paths the marker names (`… by Tests/X.swift …`).
        public var paths: [String]
    }

    /// Every fenced block of `document`, indented ones (in lists) too.
    public static func blocks(in document: URL) throws -> [Block] {
        let lines = try String(contentsOf: document, encoding: .utf8).components(separatedBy: "\n")
        var blocks: [Block] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            let trimmed = lines[index].trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("```") else { continue }
            let marker = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
            var name: String?
            var paths: [String] = []
            if marker.hasPrefix("<!-- snippet: ") {
                let rest = marker.dropFirst("<!-- snippet: ".count)
                name = rest.split(separator: " ").first.map(String.init)
                paths = rest.split(whereSeparator: { " ,()".contains($0) }).map(String.init)
                    .filter { $0.contains("/") && ($0.hasSuffix(".swift") || !$0.contains(".")) }
            }
            blocks.append(Block(line: index + 1, language: String(trimmed.dropFirst(3)), name: name, paths: paths))
            if let close = lines[(index + 1)...].firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("```") }) { index = close }
        }
        return blocks
    }

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
        func isFence(_ line: String) -> Bool { line.trimmingCharacters(in: .whitespaces).hasPrefix("```") }
        guard let marker = lines.firstIndex(where: { $0.trimmingCharacters(in: .whitespaces).hasPrefix("<!-- snippet: \(name) ") }),
              let open = lines[marker...].firstIndex(where: isFence),
              let close = lines[(open + 1)...].firstIndex(where: isFence) else { return [] }
        // A block in a list is indented as its fence is.
        let indent = lines[open].prefix { $0 == " " }.count
        return lines[(open + 1)..<close].map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }.filter { line in
            !line.hasPrefix("import ") && !((line.hasPrefix("let ") || line.hasPrefix("var ")) && line.contains("Client(apiKey: key)"))
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
