import AIClientsTestSupport
import Foundation
import Testing

/// Every Swift block of README.md and of every Markdown file in docs/ is compiled by a test: each carries a `<!-- snippet: <name> (… by <path> …) -->` marker, and one of the
/// files (or folders) it names holds the same code between `// README: <name>` and
/// `// README: end`, in a test that builds it (this target's tests also run it), or reads the
/// block's own text with `ReadmeSnippet.block("<name>")` and builds that.
@Suite struct DocumentSnippetsTests {
    static let documents: [URL] = {
        let docs = ReadmeSnippet.repository.appendingPathComponent("docs")
        let files = (try? FileManager.default.contentsOfDirectory(at: docs, includingPropertiesForKeys: nil)) ?? []
        return [ReadmeSnippet.readme] + files.filter { $0.pathExtension == "md" }.sorted { $0.path < $1.path }
    }()

    /// The documents checked include the three that hold most snippets (a docs/ folder that
    /// could not be listed would otherwise check the README alone).
    @Test func theDocumentsIncludeEveryGuide() {
        let names = Set(Self.documents.map(\.lastPathComponent))
        #expect(names.isSuperset(of: ["README.md", "cookbook.md", "call-sites.md", "decoding-policy.md", "generated-code.md", "own-spec.md"]))
    }

    /// The Swift files a marker names: the files themselves, and the Swift files of a folder.
    static func sources(_ paths: [String]) -> [URL] {
        paths.flatMap { path -> [URL] in
            let url = ReadmeSnippet.repository.appendingPathComponent(path)
            guard path.hasSuffix(".swift") else {
                let files = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)?.compactMap { $0 as? URL } ?? []
                return files.filter { $0.pathExtension == "swift" }
            }
            return FileManager.default.fileExists(atPath: url.path) ? [url] : []
        }
    }

    @Test(arguments: documents)
    func everySwiftBlockIsCompiledByATest(document: URL) throws {
        let blocks = try ReadmeSnippet.blocks(in: document).filter { $0.language == "swift" }
        var names: Set<String> = []
        for block in blocks {
            let place = "\(document.lastPathComponent):\(block.line)"
            guard let name = block.name else {
                Issue.record("\(place): a Swift block without a `<!-- snippet: name (compiled and run by path) -->` marker")
                continue
            }
            #expect(names.insert(name).inserted, "\(place): a second snippet named \(name)")
            let sources = Self.sources(block.paths)
            guard !sources.isEmpty else {
                Issue.record("\(place): snippet \(name) names no file of this checkout (\(block.paths))")
                continue
            }
            // A test that reads the block itself (`ReadmeSnippet.block("name")`) and builds that
            // text (the own-spec package) compiles exactly what the document says.
            if try sources.contains(where: { try String(contentsOf: $0, encoding: .utf8).contains("ReadmeSnippet.block(\"\(name)\")") }) {
                continue
            }
            guard let source = try sources.first(where: { try String(contentsOf: $0, encoding: .utf8).contains("// README: \(name)\n") }) else {
                Issue.record("\(place): no file among \(block.paths) holds `// README: \(name)`")
                continue
            }
            let mismatch = try ReadmeSnippet.mismatch(name, source: source, document: document)
            #expect(mismatch == nil, "\(place): \(mismatch ?? "")")
        }
    }
}
