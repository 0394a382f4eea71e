@testable import ClientGenerator
import Testing

/// One schema rule per test: references inlined, nullable, read-only members, and the limits
/// that keep a tool's schema finite and small.
@Suite struct ToolInputSchemaTests {
    static func text(_ schema: Schema, schemas: [SchemaReference: Schema] = [:], maxDepth: Int = 8, maxNodes: Int = 300) -> (String, [ToolInputSchema.Cut]) {
        var writer = ToolInputSchema(schemas: schemas, maxDepth: maxDepth, maxNodes: maxNodes)
        let json = writer.json(schema, depth: 1)
        return (json.jsonText, writer.cuts)
    }

    static func object(_ properties: [(String, Schema)], types: [JSONType] = [.object]) -> Schema {
        var schema = Schema()
        schema.types = types
        schema.properties = properties.map { SchemaProperty(name: $0.0, schema: $0.1) }
        return schema
    }

    static func string(description: String? = nil) -> Schema {
        var schema = Schema()
        schema.types = [.string]
        schema.description = description
        return schema
    }

    @Test func aReferenceIsInlinedWithItsSiblingDescription() {
        let reference = SchemaReference.component("Name")
        var use = Schema(reference: reference)
        use.description = "The pet's name."
        let (text, cuts) = Self.text(use, schemas: [reference: Self.string(description: "A name.")])
        #expect(text == #"{"type":"string","description":"The pet's name."}"#)
        #expect(cuts.isEmpty)
    }

    @Test func nullableBecomesANullType() {
        var schema = Self.string()
        schema.nullable = true
        #expect(Self.text(schema).0 == #"{"type":["string","null"]}"#)
        var reference = Schema(reference: .component("Name"))
        reference.nullable = true
        #expect(Self.text(reference, schemas: [.component("Name"): Self.string()]).0 == #"{"anyOf":[{"type":"string"},{"type":"null"}]}"#)
    }

    @Test func readOnlyMembersAreNotArguments() {
        var id = Self.string()
        id.readOnly = true
        var schema = Self.object([("id", id), ("name", Self.string())])
        schema.required = ["id", "name"]
        #expect(Self.text(schema).0 == #"{"type":"object","properties":{"name":{"type":"string"}},"required":["name"]}"#)
    }

    @Test func aCycleIsCutToAnyValueOfItsType() {
        let node = SchemaReference.component("Node")
        var child = Schema()
        child.types = [.array]
        child.items = Schema(reference: node)
        let schemas = [node: Self.object([("children", child)])]
        let (text, cuts) = Self.text(Schema(reference: node), schemas: schemas)
        #expect(text == #"{"type":"object","properties":{"children":{"type":"array","items":{"type":"object","description":"(Any value of this shape is sent as given; Node is not expanded here: it refers to itself.)"}}}}"#)
        #expect(cuts == [.init(schema: "Node", reason: .recursive)])
    }

    @Test func depthAndSizeAreBounded() {
        var deep = Self.string()
        for level in 0..<6 { deep = Self.object([("level\(level)", deep)]) }
        let (shallow, depthCuts) = Self.text(deep, maxDepth: 3)
        #expect(depthCuts.map(\.reason) == [.depth])
        #expect(shallow.contains("nested too deeply"))
        #expect(!shallow.contains("level0"))
        // Scalars are always written: the cut is where an object would open.
        #expect(Self.text(deep, maxDepth: 6).1.isEmpty)

        let wide = Self.object((0..<20).map { ("member\($0)", Self.object([("inner", Self.string())])) })
        let (small, sizeCuts) = Self.text(wide, maxNodes: 10)
        // One schema per member and one per `inner`: members 5 to 19 come after the budget.
        #expect(sizeCuts.count == 15)
        #expect(sizeCuts.allSatisfy { $0.reason == .size })
        #expect(small.contains("member19"))
    }

    @Test func prettyJSONIsStable() {
        let node = DocumentNode.object([("a", .array([.string("x"), .integer(1)])), ("b", .object([])), ("c", .array([.object([("d", .bool(true))])]))])
        #expect(node.prettyJSONText == "{\n  \"a\": [\"x\", 1],\n  \"b\": {},\n  \"c\": [\n    {\n      \"d\": true\n    }\n  ]\n}\n")
    }
}
