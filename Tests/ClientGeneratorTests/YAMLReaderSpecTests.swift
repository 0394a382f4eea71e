import Foundation
import Testing
@testable import ClientGenerator

/// Reads the real OpenAI spec checked into the repository.
@Suite struct YAMLReaderSpecTests {
    private static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    @Test func readsTheOpenAISpec() throws {
        let url = Self.repositoryRoot.appendingPathComponent("Spec/openai.yaml")
        let bytes = try [UInt8](Data(contentsOf: url))
        let root = try DocumentReader.read(bytes, path: "Spec/openai.yaml")
        let keys = root.members?.map(\.key) ?? []
        for key in ["openapi", "info", "paths", "components"] {
            #expect(keys.contains(key), "missing top-level key \(key)")
        }
        #expect(root["paths"]?.members?.count == 182)
        #expect(root["openapi"]?.stringValue?.hasPrefix("3.") == true)
        #expect(root.member("openapi")?.keyPosition == SourcePosition(line: 1, column: 1))
    }
}
