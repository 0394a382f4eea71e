import Testing
@testable import ClientGenerator

/// Actions edit the spec tree in order: merge, append, remove, and say when a target is stale.
@Suite struct OverlayApplicationTests {
    static let spec = """
    {
      "openapi": "3.1.0",
      "paths": {"/models": {"get": {"operationId": "listModels", "tags": ["models"]}}},
      "components": {"schemas": {
        "X": {"type": "object", "required": ["id", "name", "created"],
              "properties": {"id": {"type": "string"}, "name": {"type": "string", "enum": ["a", "b"]},
                             "created": {"type": "integer", "format": "unixtime"}}},
        "E": {"type": "string", "enum": ["a", "b", "c", "b", "d"]}
      }}
    }
    """

    func apply(_ actions: String, to spec: String = spec) throws -> OverlayApplication {
        let text = "overlay: 1.0.0\ninfo: {title: Fixes, version: '1'}\nactions:\n" + actions
        let overlay = try Overlay.read(Array(text.utf8), path: "fix.yaml")
        let root = try JSONReader.read(Array(spec.utf8), path: "spec.json")
        return OverlayApplication.apply(overlay, to: root)
    }

    func json(_ application: OverlayApplication, _ pointer: JSONPointer) -> String? {
        application.root.node(at: pointer)?.jsonText
    }

    @Test func updateMergesObjectsRecursivelyKeepingKeyOrder() throws {
        let result = try apply("""
          - target: $.components.schemas.X
            description: created is a number of seconds; nullable name
            update:
              description: An X
              properties:
                name: {type: [string, 'null'], enum: [c]}
                created: {format: int64}
                extra: {type: boolean}
              type: object
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, ["components", "schemas", "X"]) == #"{"type":"object","required":["id","name","created"],"#
            + #""properties":{"id":{"type":"string"},"name":{"type":["string","null"],"enum":["c"]},"#
            + #""created":{"type":"integer","format":"int64"},"extra":{"type":"boolean"}},"description":"An X"}"#)
        #expect(result.insertions.map(\.pointer.description) == [
            "/components/schemas/X/description",
            "/components/schemas/X/properties/name/type", "/components/schemas/X/properties/name/enum",
            "/components/schemas/X/properties/created/format", "/components/schemas/X/properties/extra",
            "/components/schemas/X/type",
        ])
    }

    @Test func updateOnAnArrayAppends() throws {
        let result = try apply("""
          - target: $.components.schemas.E.enum
            description: the API also returns e and f (recorded traffic)
            update: [e, f]
          - target: $.paths['/models'].get.tags
            description: one more tag
            update: listing
          - target: $.paths['/models'].get.tags
            description: an array value is appended as its elements; nest it to append an array
            update: [[nested]]
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, ["components", "schemas", "E", "enum"]) == #"["a","b","c","b","d","e","f"]"#)
        #expect(json(result, ["paths", "/models", "get", "tags"]) == #"["models","listing",["nested"]]"#)
    }

    @Test func removeDeletesObjectMembers() throws {
        let result = try apply("""
          - target: $.components.schemas.X.properties.created
            description: created is not sent
            remove: true
          - target: $.components.schemas.*.type
            description: drop every schema type
            remove: true
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, ["components", "schemas", "X", "properties"]) == #"{"id":{"type":"string"},"name":{"type":"string","enum":["a","b"]}}"#)
        #expect(result.root.node(at: ["components", "schemas", "X", "type"]) == nil)
        #expect(result.root.node(at: ["components", "schemas", "E", "type"]) == nil)
    }

    @Test func removeDeletesArrayElementsSelectedByAFilter() throws {
        let result = try apply("""
          - target: $.components.schemas.X.required[?@ == 'name']
            description: name is absent from recorded responses
            remove: true
          - target: $.components.schemas.E.enum[?@ == 'b' || @ == 'd' || @ == 'a']
            description: several elements of one array, highest index first
            remove: true
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, ["components", "schemas", "X", "required"]) == #"["id","created"]"#)
        #expect(json(result, ["components", "schemas", "E", "enum"]) == #"["c"]"#)
    }

    @Test func removingNodesNestedInEachOtherWorks() throws {
        let result = try apply("""
          - target: $.a..*
            description: every node below a, nested ones removed before their ancestors
            remove: true
          - target: $.b..[?@ != 2]
            description: nested arrays, removed highest index first
            remove: true
        """, to: #"{"a": [[1, 2], [3, [4, 5]], {"k": [6]}], "b": [1, [2, [3, 2]], 2, 4]}"#)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, .root) == #"{"a":[],"b":[2]}"#)
    }

    @Test func eachActionSeesThePreviousResult() throws {
        let result = try apply("""
          - target: $.components.schemas
            description: add a schema
            update: {Y: {type: object, required: [a, b]}}
          - target: $.components.schemas.Y.required[?@ == 'a']
            description: edit what the first action added
            remove: true
          - target: $.components.schemas.X
            description: remove X
            remove: true
          - target: $.components.schemas
            description: and add it back, different
            update: {X: {type: string}}
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(json(result, ["components", "schemas"]) == #"{"E":{"type":"string","enum":["a","b","c","b","d"]},"#
            + #""Y":{"type":"object","required":["b"]},"X":{"type":"string"}}"#)
    }

    /// How Spec/anthropic.overlay.yaml adds an endpoint the SDKs document: a new member of
    /// `paths` (a key with braces and a query), which a later action can target by that key.
    @Test func updateAddsAPathItemALaterActionCanTarget() throws {
        let result = try apply("""
          - target: $.paths
            description: add an endpoint
            update:
              '/things/{thing_id}?beta=true':
                get: {operationId: getThing, responses: {'200': {description: OK}}}
          - target: $.paths['/things/{thing_id}?beta=true'].get
            description: and edit it
            update: {summary: Get a thing}
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.root.node(at: ["paths"])?.members?.map(\.key) == ["/models", "/things/{thing_id}?beta=true"])
        #expect(json(result, ["paths", "/things/{thing_id}?beta=true"])
            == #"{"get":{"operationId":"getThing","responses":{"200":{"description":"OK"}},"summary":"Get a thing"}}"#)
        #expect(result.insertions.map(\.pointer.description) == [
            "/paths/~1things~1{thing_id}?beta=true", "/paths/~1things~1{thing_id}?beta=true/get/summary",
        ])
    }

    @Test func aTargetThatSelectsNothingIsAWarning() throws {
        let result = try apply("""
          - target: $.components.schemas.Gone.required[?@ == 'name']
            description: upstream fixed this already
            remove: true
        """)
        #expect(result.diagnostics.map(\.description) == [
            #"fix.yaml:4:13: warning: overlay action 1 ("upstream fixed this already") target $.components.schemas.Gone.required[?@ == 'name'] "#
                + "selected nothing; upstream may have changed the spec, so check whether the fix is still needed [/actions/0/target]",
        ])
        #expect(!result.hasErrors)
        #expect(json(result, .root) == (try JSONReader.read(Array(Self.spec.utf8), path: "spec.json")).jsonText)
    }

    @Test func updatesThatCannotApplyAreErrors() throws {
        let result = try apply("""
          - target: $.openapi
            description: a string cannot be updated
            update: 3.0.0
          - target: $.components.schemas.X
            description: an object takes only an object
            update: [1]
          - target: $
            description: nor can the root go
            remove: true
        """)
        #expect(result.hasErrors)
        #expect(result.diagnostics.map(\.description) == [
            #"fix.yaml:4:13: error: overlay action 1 ("a string cannot be updated") selects a string at /openapi; "#
                + "'update' applies to objects and arrays only (target the parent object and update the member) [/actions/0/target]",
            #"fix.yaml:7:13: error: overlay action 2 ("an object takes only an object") selects an object at /components/schemas/X, "#
                + "so 'update' must be an object to merge into it, not an array [/actions/1/target]",
            #"fix.yaml:10:13: error: overlay action 3 ("nor can the root go") cannot remove the document root [/actions/2/target]"#,
        ])
    }

    @Test func readingWarningsComeWithTheResult() throws {
        let result = try apply("""
          - target: $.openapi
            remove: true
        """)
        #expect(result.diagnostics.map(\.message) == [
            "overlay action 1 has no description: say what upstream mistake it fixes and the evidence",
        ])
    }
}
