import Testing
@testable import ClientGenerator

/// Values from an overlay keep the overlay's positions, and `insertions` says which file they are in.
@Suite struct OverlayInsertionTests {
    static let spec = """
    {"components": {"schemas": {
      "X": {"type": "object", "required": ["id", "name"], "properties": {"id": {"type": "string"}}}
    }}}
    """

    func apply(_ actions: String) throws -> OverlayApplication {
        let text = "overlay: 1.0.0\ninfo: {title: Fixes, version: '1'}\nactions:\n" + actions
        let overlay = try Overlay.read(Array(text.utf8), path: "fix.yaml")
        let root = try JSONReader.read(Array(Self.spec.utf8), path: "spec.json")
        return OverlayApplication.apply(overlay, to: root)
    }

    @Test func insertedValuesPointIntoTheOverlay() throws {
        let result = try apply("""
          - target: $.components.schemas.X.properties
            description: add name
            update:
              name:
                type: string
        """)
        let name: JSONPointer = ["components", "schemas", "X", "properties", "name", "type"]
        #expect(result.overlayFile(containing: name) == "fix.yaml")
        #expect(result.location(of: name, specPath: "spec.json") == SourceLocation(file: "fix.yaml", line: 8, column: 15))
        let id: JSONPointer = ["components", "schemas", "X", "properties", "id", "type"]
        #expect(result.overlayFile(containing: id) == nil)
        #expect(result.location(of: id, specPath: "spec.json") == SourceLocation(file: "spec.json", line: 2, column: 85))
    }

    @Test func replacingAValueRecordsOnlyTheOutermostInsertion() throws {
        let merge = """
          - target: $.components.schemas.X
            description: first
            update: {properties: {id: {type: integer, format: int64}}}
          - target: $.components.schemas.X
            description: replaces one value the first inserted
            update: {properties: {id: {type: integer}}}

        """
        let merged = try apply(merge)
        #expect(merged.diagnostics.isEmpty)
        #expect(merged.insertions.map(\.pointer.description) == [
            "/components/schemas/X/properties/id/format",
            "/components/schemas/X/properties/id/type",
        ])
        let replaced = try apply(merge + """
          - target: $.components.schemas.X.properties
            description: replace id entirely (a non-object over an object)
            update: {id: true}
        """)
        #expect(replaced.diagnostics.isEmpty)
        #expect(replaced.insertions.map(\.pointer.description) == ["/components/schemas/X/properties/id"])
        #expect(replaced.root.node(at: ["components", "schemas", "X", "properties", "id"])?.boolValue == true)
    }

    @Test func removalsRenumberInsertionsInTheSameArray() throws {
        let result = try apply("""
          - target: $.components.schemas.X.required
            description: add created, then drop id before it
            update: [created]
          - target: $.components.schemas.X.required[0]
            description: drop id
            remove: true
          - target: $.components.schemas.X.required[?@ == 'created']
            description: check the renumbered pointer resolves to the inserted value
            update: unused
        """)
        #expect(result.insertions.map(\.pointer.description) == ["/components/schemas/X/required/1"])
        let created = try #require(result.root.node(at: ["components", "schemas", "X", "required", "1"]))
        #expect(created.stringValue == "created")
        #expect(result.location(of: ["components", "schemas", "X", "required", "1"], specPath: "spec.json")
            == SourceLocation(file: "fix.yaml", line: 6, column: 14))
        // The third action targets a string: an error, reported against the overlay.
        #expect(result.diagnostics.map(\.location) == [SourceLocation(file: "fix.yaml", line: 10, column: 13)])
    }

    @Test func laterDiagnosticsAboutOverlaidValuesMoveToTheOverlay() throws {
        let result = try apply("""
          - target: $.components.schemas.X.properties
            description: add name
            update: {name: {type: strin}}
        """)
        let overlaid: JSONPointer = ["components", "schemas", "X", "properties", "name", "type"]
        let own: JSONPointer = ["components", "schemas", "X", "type"]
        let found = [
            Diagnostic.warning("unknown type 'strin'", at: SourceLocation(file: "spec.json", position: result.root.position(of: overlaid)), pointer: overlaid),
            Diagnostic.warning("own value", at: SourceLocation(file: "spec.json", line: 2, column: 16), pointer: own),
            Diagnostic.warning("no pointer", at: SourceLocation(file: "spec.json", line: 1, column: 1)),
        ]
        let relocated = result.relocate(found, specPath: "spec.json")
        #expect(relocated.map(\.location) == [
            SourceLocation(file: "fix.yaml", line: 6, column: 27),
            SourceLocation(file: "spec.json", line: 2, column: 16),
            SourceLocation(file: "spec.json", line: 1, column: 1),
        ])
        #expect(relocated.map(\.message) == found.map(\.message))
    }
}
