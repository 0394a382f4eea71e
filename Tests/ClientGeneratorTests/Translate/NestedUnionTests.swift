import Testing
@testable import ClientGenerator

/// Unions whose branches are unions themselves, and branches that only the order can tell
/// apart: how the translator describes them and how the renderer decodes them.
@Suite struct NestedUnionTests {
    static func union(_ name: String, in result: ModelTranslator.Result) throws -> UnionDecl {
        let decl = try SchemaWrapperTests.type(name, in: result)
        guard case .union(let union) = decl.kind else {
            Issue.record("\(name) is not a union: \(decl.kind)")
            throw CancellationError()
        }
        return union
    }

    static func rendered(_ name: String, in result: ModelTranslator.Result) throws -> String {
        let decl = try SchemaWrapperTests.type(name, in: result)
        let renderer = ModelRenderer(moduleName: "Test", shadowedNames: result.shadowedNames, indirectUnions: [])
        var printer = CodePrinter()
        renderer.render(decl, path: [decl.name], into: &printer)
        return printer.text
    }

    static let events = """
            RunEvent:
              oneOf:
                - type: object
                  properties:
                    event: {type: string, enum: [run.created]}
                    data: {type: object}
                  required: [event, data]
                - type: object
                  properties:
                    event: {type: string, enum: [run.done]}
                    data: {type: object}
                  required: [event, data]
            ThreadEvent:
              oneOf:
                - type: object
                  properties:
                    event: {type: string, enum: [thread.created]}
                    data: {type: object}
                  required: [event, data]
            StreamEvent:
              oneOf:
                - $ref: '#/components/schemas/ThreadEvent'
                - $ref: '#/components/schemas/RunEvent'
        """

    @Test func discriminatorIsInferredThroughNestedUnions() throws {
        let result = try SchemaWrapperTests.translate(Self.events)
        let union = try Self.union("StreamEvent", in: result)
        #expect(union.discriminator == "event")
        #expect(union.cases.map(\.tags) == [["thread.created"], ["run.created", "run.done"]])
        let text = try Self.rendered("StreamEvent", in: result)
        // A nested union is named after its type, the others after their tag.
        #expect(union.cases.map(\.swiftName) == ["threadCreated", "runEvent"])
        #expect(text.contains(#"case "run.done": self = .runEvent(try RunEvent(from: decoder)); return"#))
    }

    @Test func nestedUnionTakesEveryKindOfItsBranches() throws {
        let result = try SchemaWrapperTests.translate("""
            Part:
              type: object
              properties:
                text: {type: string}
              required: [text]
            Item:
              oneOf:
                - type: string
                - $ref: '#/components/schemas/Part'
            Content:
              oneOf:
                - $ref: '#/components/schemas/Item'
                - type: array
                  items:
                    $ref: '#/components/schemas/Item'
        """)
        let content = try Self.union("Content", in: result)
        #expect(content.cases.map(\.kinds) == [[.object, .string], [.array]])
        let text = try Self.rendered("Content", in: result)
        #expect(text.contains("case .object:"))
        #expect(text.contains("case .string:"))
    }

    @Test func casesOfOneKindAreTriedInOrder() throws {
        let result = try SchemaWrapperTests.translate("""
            Part:
              type: object
              properties:
                type: {type: string}
              required: [type]
            Input:
              oneOf:
                - type: string
                - type: array
                  items: {type: string}
                - type: array
                  items:
                    $ref: '#/components/schemas/Part'
        """)
        let text = try Self.rendered("Input", in: result)
        #expect(text.contains("if let value = UnionDecoding.attempt(in: decoder, { try [String](from: decoder) })"))
        #expect(text.contains("self = .parts(try [Part](from: decoder)); return"))
    }
}
