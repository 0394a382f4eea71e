@testable import ClientGenerator

/// Reads inline YAML fixtures for the YAML reader tests.
enum YAMLFixture {
    static let path = "Spec/fixture.yaml"

    static func read(_ text: String) throws(DiagnosticError) -> DocumentNode {
        try YAMLReader.read(Array(text.utf8), path: path)
    }

    /// The diagnostics reading `bytes` produced, or empty when it read fine.
    static func diagnostics(_ bytes: [UInt8]) -> [Diagnostic] {
        do {
            _ = try YAMLReader.read(bytes, path: path)
            return []
        } catch {
            return error.diagnostics
        }
    }

    static func diagnostics(_ text: String) -> [Diagnostic] {
        diagnostics(Array(text.utf8))
    }

    /// Shorthand to build expected trees: `.object(["a": 1])`-like values without positions.
    static func object(_ members: KeyValuePairs<String, DocumentNode.Value>) -> DocumentNode.Value {
        .object(members.map { DocumentNode.Member(key: $0.key, value: DocumentNode($0.value)) })
    }

    static func array(_ elements: [DocumentNode.Value]) -> DocumentNode.Value {
        .array(elements.map { DocumentNode($0) })
    }
}
