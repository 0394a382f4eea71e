import Testing
@testable import ClientGenerator

/// Sample JSON for the endpoint request tests: valid for the schema, derived from it alone.
@Suite struct SampleValuesTests {
    static let spec = """
        openapi: 3.1.0
        info: {title: t, version: "1"}
        paths: {}
        components:
          schemas:
            Message:
              type: object
              required: [role, content, created]
              properties:
                role: {type: string, enum: [user, assistant]}
                content: {$ref: "#/components/schemas/Content"}
                created: {type: integer, minimum: 5}
                name: {type: string}
            Content:
              oneOf:
                - type: "null"
                - type: string
                  format: date-time
                - type: array
                  items: {type: string}
            Tool:
              allOf:
                - $ref: "#/components/schemas/Base"
                - type: object
                  required: [type, strict]
                  properties:
                    type: {const: function}
                    strict: {type: [boolean, "null"]}
            Base:
              type: object
              required: [id]
              properties:
                id: {type: string, maxLength: 3}
                tags: {type: array, items: {type: number, maximum: 0.5}}
            Metadata:
              type: object
              additionalProperties: {type: string}
            Tree:
              type: object
              required: [children]
              properties:
                children: {type: array, items: {$ref: "#/components/schemas/Tree"}}
        """

    static func sample(_ name: String, allMembers: Bool = false) throws -> String {
        let document = try TestFiles.load(spec).document
        let values = SampleValues(shape: SchemaShape(schemas: document.schemasByReference()))
        return values.sample(Schema(reference: .component(name)), allMembers: allMembers).text
    }

    @Test func requiredMembersFirstEnumValueFirstNonNullBranch() throws {
        let message = try Self.sample("Message")
        #expect(message == #"{"role":"user","content":"2025-01-01T00:00:00Z","created":5}"#)
    }

    @Test func allOfPartsConstantsAndLengthLimits() throws {
        let tool = try Self.sample("Tool")
        #expect(tool == #"{"id":"sam","type":"function","strict":true}"#)
    }

    @Test func allMembersAndMaps() throws {
        let base = try Self.sample("Base", allMembers: true)
        #expect(base == #"{"id":"sam","tags":[0.5]}"#)
        let metadata = try Self.sample("Metadata")
        #expect(metadata == #"{"key":"sample"}"#)
    }

    @Test func recursionEndsInEmptyContainers() throws {
        let tree = try Self.sample("Tree")
        #expect(tree == #"{"children":[{"children":[{"children":[]}]}]}"#)
    }

    @Test func rawLiteralsNeedNoEscaping() {
        #expect(EndpointSamplesFile.rawLiteral(#"{"a":"b"}"#) == ##"#"{"a":"b"}"#"##)
        #expect(EndpointSamplesFile.rawLiteral(##"{"a":"\#"}"##) == ###"##"{"a":"\#"}"##"###)
    }
}
