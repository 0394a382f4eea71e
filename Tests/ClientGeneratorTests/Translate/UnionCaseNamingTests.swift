import Testing
@testable import ClientGenerator

@Suite struct UnionCaseNamingTests {
    static let spec = """
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Created: {type: object, properties: {type: {type: string, const: thing.created}}, required: [type]}
            Deleted: {type: object, properties: {type: {type: string, enum: [thing.deleted]}}, required: [type]}
            ThingEvent: {oneOf: [{$ref: '#/components/schemas/Created'}, {$ref: '#/components/schemas/Deleted'}]}
            BetaThingEvent: {oneOf: [{$ref: '#/components/schemas/Created'}, {$ref: '#/components/schemas/Deleted'}]}
            OtherEvent: {oneOf: [{$ref: '#/components/schemas/Created'}, {$ref: '#/components/schemas/Deleted'}]}
        """

    func caseNames(_ union: String) throws -> [String] {
        let loaded = try TestFiles.load(Self.spec)
        let result = ModelTranslator.translate(loaded.document, moduleName: "Test")
        let decl = try #require(result.types.first { $0.name == union })
        guard case .union(let unionDecl) = decl.kind else {
            Issue.record("\(union) is not a union")
            return []
        }
        #expect(unionDecl.discriminator == "type")
        return unionDecl.cases.map(\.swiftName)
    }

    @Test func tagNamespaceRepeatingTheUnionNameIsDropped() throws {
        #expect(try caseNames("ThingEvent") == ["created", "deleted"])
        // A versioned twin names its cases the same way.
        #expect(try caseNames("BetaThingEvent") == ["created", "deleted"])
        // Another namespace is part of the name.
        #expect(try caseNames("OtherEvent") == ["thingCreated", "thingDeleted"])
    }
}
