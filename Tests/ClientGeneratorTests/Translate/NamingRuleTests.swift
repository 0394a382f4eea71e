import Testing
@testable import ClientGenerator

/// The naming rules of issue 10 and 11 on small fixture specs: no ordinals where something
/// tells cases apart, no `_` prefixes, no names that shadow the standard library.
@Suite struct NamingRuleTests {
    func enumCases(_ name: String, in result: ModelTranslator.Result) throws -> [String] {
        let decl = try SchemaWrapperTests.type(name, in: result)
        guard case .openEnum(let enumDecl) = decl.kind else {
            Issue.record("\(name) is not an open enum: \(decl.kind)")
            return []
        }
        return enumDecl.cases.map(\.swiftName)
    }

    func unionCases(_ name: String, in result: ModelTranslator.Result) throws -> [String] {
        let decl = try SchemaWrapperTests.type(name, in: result)
        guard case .union(let unionDecl) = decl.kind else {
            Issue.record("\(name) is not a union: \(decl.kind)")
            return []
        }
        return unionDecl.cases.map(\.swiftName)
    }

    @Test func stringPlusConstantsIsOneOpenEnumWithNamedModels() throws {
        // Anthropic's `Model`: `anyOf: [string, {const: …}, …]` was `.string`, `.string2` … `.string18`.
        let result = try SchemaWrapperTests.translate("""
            Model:
              anyOf:
                - type: string
                - const: claude-sonnet-4-5
                  description: Best combination
                - const: claude-haiku-4-5-20251001
                - const: claude-3-haiku-20240307
        """)
        #expect(try enumCases("Model", in: result) == ["claudeSonnet4_5", "claudeHaiku4_5_20251001", "claude3Haiku_20240307"])
    }

    @Test func screamingSnakeValuesReadAsCamelCase() throws {
        let result = try SchemaWrapperTests.translate("""
            StopReason: {type: string, enum: [STOP_SEQUENCE, MAX_TOKENS, END_TURN]}
        """)
        #expect(try enumCases("StopReason", in: result) == ["stopSequence", "maxTokens", "endTurn"])
    }

    @Test func leadingDigitsReadAfterTheEnumName() throws {
        let result = try SchemaWrapperTests.translate("""
            CacheControl:
              type: object
              properties:
                ttl: {type: string, enum: [5m, 1h]}
            Size: {type: string, enum: [auto, 1024x1024]}
        """)
        #expect(try enumCases("Size", in: result) == ["auto", "size1024x1024"])
        let control = try SchemaWrapperTests.type("CacheControl", in: result)
        let ttl = try #require(control.nested.first { $0.name == "Ttl" })
        guard case .openEnum(let values) = ttl.kind else { Issue.record("Ttl is not an enum"); return }
        #expect(values.cases.map(\.swiftName) == ["ttl5m", "ttl1h"])
    }

    @Test func aListedUnknownValueDoesNotTakeAnOrdinal() throws {
        let result = try SchemaWrapperTests.translate("""
            Role: {type: string, enum: [unknown, user]}
        """)
        #expect(try enumCases("Role", in: result) == ["unknownValue", "user"])
    }

    @Test func arrayBranchesAreNamedByTheirElements() throws {
        let result = try SchemaWrapperTests.translate("""
            Input:
              oneOf:
                - {type: string, title: string}
                - {type: array, title: array, items: {type: string}}
                - {type: array, title: array, items: {type: integer}}
                - {type: array, title: array, items: {type: array, items: {type: integer}}}
        """)
        #expect(try unionCases("Input", in: result) == ["string", "strings", "integers", "integerArrays"])
    }

    @Test func branchesSharingATagAreNamedByTheirTypes() throws {
        let result = try SchemaWrapperTests.translate("""
            InputMessage: {type: object, properties: {type: {type: string, enum: [message]}, text: {type: string}}, required: [type]}
            OutputMessage: {type: object, properties: {type: {type: string, enum: [message]}, id: {type: string}}, required: [type]}
            Call: {type: object, properties: {type: {type: string, enum: [call]}}, required: [type]}
            Item:
              oneOf:
                - $ref: '#/components/schemas/InputMessage'
                - $ref: '#/components/schemas/OutputMessage'
                - $ref: '#/components/schemas/Call'
        """)
        #expect(try unionCases("Item", in: result) == ["inputMessage", "outputMessage", "call"])
    }

    @Test func aMemberNamedLikeItsParentHoldsItsValue() throws {
        let result = try SchemaWrapperTests.translate("""
            Embedding:
              type: object
              properties:
                embedding:
                  anyOf:
                    - {type: array, items: {type: number}}
                    - {type: string}
        """)
        let embedding = try SchemaWrapperTests.type("Embedding", in: result)
        #expect(embedding.nested.map(\.name) == ["EmbeddingValue"])
    }

    @Test func standardLibraryNamesArePrefixed() throws {
        let result = try SchemaWrapperTests.translate("""
            Error: {type: object, properties: {message: {type: string}}}
            Data: {type: object, properties: {id: {type: string}}}
        """)
        #expect(result.types.map(\.name).sorted() == ["APIData", "APIError"])
    }

    @Test func configTypeNamesRenameSchemas() throws {
        let spec = try TestFiles.load("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Message: {type: object, properties: {id: {type: string}}}
            Error-2: {type: object, properties: {code: {type: string}}}
        """)
        let result = ModelTranslator.translate(
            spec.document, moduleName: "Test", typeNameOverrides: ["Message": "ConversationMessage", "Error-2": "VideoError"])
        #expect(result.types.map(\.name).sorted() == ["ConversationMessage", "VideoError"])
    }
}
