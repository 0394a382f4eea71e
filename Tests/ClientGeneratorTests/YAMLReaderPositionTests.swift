import Testing
@testable import ClientGenerator

/// Every node and key carries the 1-based line and column libyaml saw it at.
@Suite struct YAMLReaderPositionTests {
    @Test func nodesAndKeysCarryTheirPositions() throws {
        let root = try YAMLFixture.read("""
            openapi: 3.1.0
            paths:
              /items:
                get:
                  tags: [one, "two"]
                  summary: >
                    folded
            list:
              - first
              -   second
            """)
        #expect(root.position == SourcePosition(line: 1, column: 1))
        #expect(root.member("openapi")?.keyPosition == SourcePosition(line: 1, column: 1))
        #expect(root["openapi"]?.position == SourcePosition(line: 1, column: 10))
        #expect(root.member("paths")?.keyPosition == SourcePosition(line: 2, column: 1))
        #expect(root["paths"]?.position == SourcePosition(line: 3, column: 3))
        let get = root.node(at: ["paths", "/items", "get"])
        #expect(root["paths"]?["/items"]?.member("get")?.keyPosition == SourcePosition(line: 4, column: 5))
        #expect(get?.member("tags")?.keyPosition == SourcePosition(line: 5, column: 7))
        #expect(get?["tags"]?.position == SourcePosition(line: 5, column: 13))
        #expect(get?["tags"]?.arrayValue?[1].position == SourcePosition(line: 5, column: 19))
        #expect(get?["summary"]?.position == SourcePosition(line: 6, column: 16))
        #expect(root["list"]?.arrayValue?.map(\.position) == [
            SourcePosition(line: 9, column: 5), SourcePosition(line: 10, column: 7),
        ])
    }

    @Test func columnsCountCharactersNotBytes() throws {
        // "é" and "日本" are several bytes each in UTF-8 but one column per character.
        let root = try YAMLFixture.read("é: {日本: x, k: y}\n")
        let inner = root["é"]
        #expect(inner?.member("k")?.keyPosition == SourcePosition(line: 1, column: 12))
        #expect(inner?["k"]?.position == SourcePosition(line: 1, column: 15))
    }

    @Test func positionsResolveThroughPointers() throws {
        let root = try YAMLFixture.read("a:\n  b:\n    - x\n    - y\n")
        #expect(root.position(of: ["a", "b", "1"]) == SourcePosition(line: 4, column: 7))
        let document = SourceDocument(path: YAMLFixture.path, root: root)
        #expect(document.location(of: JSONPointer(tokens: ["a", "b"])).description == "Spec/fixture.yaml:3:5")
    }
}
