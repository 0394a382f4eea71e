import Testing
@testable import ClientGenerator

/// Wrappers that only add words or nullability to one schema translate as that schema; branches
/// that only constrain an object's members do not make it a union.
@Suite struct SchemaWrapperTests {
    /// Translates `schemas` (YAML lines indented for `components.schemas`).
    static func translate(_ schemas: String) throws -> ModelTranslator.Result {
        let spec = try TestFiles.load("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
        \(schemas)
        """)
        return ModelTranslator.translate(spec.document, moduleName: "Test")
    }

    static func type(_ name: String, in result: ModelTranslator.Result) throws -> TypeDecl {
        try #require(result.types.first { $0.name == name })
    }

    static func property(_ name: String, of decl: TypeDecl) throws -> PropertyDecl {
        guard case .object(let object) = decl.kind else {
            Issue.record("\(decl.name) is not a struct: \(decl.kind)")
            throw CancellationError()
        }
        return try #require(object.properties.first { $0.jsonName == name })
    }

    static let target = """
            Target:
              type: object
              properties:
                id: {type: string}
              required: [id]
        """

    @Test func nullableAllOfPartMakesAnOptionalReference() throws {
        // The 3.0 spelling of a nullable reference: `allOf: [$ref, {nullable: true}]`.
        let result = try Self.translate(Self.target + """

            Owner:
              type: object
              properties:
                choice:
                  allOf:
                    - $ref: '#/components/schemas/Target'
                    - nullable: true
              required: [choice]
        """)
        let choice = try Self.property("choice", of: try Self.type("Owner", in: result))
        #expect(choice.type == .named(["Target"]))
        #expect(choice.nullable)
        #expect(try Self.type("Owner", in: result).nested.isEmpty)
    }

    @Test func documentedReferenceIsTheReference() throws {
        let result = try Self.translate(Self.target + """

            Owner:
              type: object
              properties:
                target:
                  description: The target, documented here.
                  allOf:
                    - $ref: '#/components/schemas/Target'
        """)
        let target = try Self.property("target", of: try Self.type("Owner", in: result))
        #expect(target.type == .named(["Target"]))
        #expect(target.doc.text == "The target, documented here.")
    }

    @Test func allOfPartWithOnlyRequiredStillNarrowsTheReference() throws {
        // `required` beside a reference makes its members required: that is a type of its own.
        let result = try Self.translate(Self.target + """

            Owner:
              type: object
              properties:
                target:
                  allOf:
                    - $ref: '#/components/schemas/Target'
                    - required: [id]
        """)
        let target = try Self.property("target", of: try Self.type("Owner", in: result))
        #expect(target.type == .named(["Owner", "Target"]))
    }

    @Test func oneBranchOneOfIsItsBranch() throws {
        let result = try Self.translate(Self.target + """

            Wrapper:
              description: Only one kind so far.
              oneOf:
                - $ref: '#/components/schemas/Target'
        """)
        let wrapper = try Self.type("Wrapper", in: result)
        #expect(wrapper.kind == .alias(.named(["Target"])))
        #expect(wrapper.doc.text == "Only one kind so far.")
    }

    @Test func requiredOnlyBranchesKeepAnObject() throws {
        // "Exactly one of `image_url` or `file_id`": the branches constrain members, they are
        // not variants.
        let result = try Self.translate("""
            ImageRef:
              type: object
              properties:
                image_url: {type: string}
                file_id: {type: string}
              anyOf:
                - required: [image_url]
                - required: [file_id]
        """)
        let imageRef = try Self.type("ImageRef", in: result)
        guard case .object(let object) = imageRef.kind else {
            Issue.record("expected a struct, got \(imageRef.kind)")
            return
        }
        #expect(object.properties.map(\.jsonName) == ["image_url", "file_id"])
    }

    @Test func explicitAdditionalPropertiesAreKept() throws {
        let result = try Self.translate("""
            InputSchema:
              type: object
              properties:
                type: {type: string, enum: [object]}
              additionalProperties: true
            Closed:
              type: object
              properties:
                name: {type: string}
        """)
        guard case .object(let open) = try Self.type("InputSchema", in: result).kind,
              case .object(let closed) = try Self.type("Closed", in: result).kind
        else {
            Issue.record("expected structs")
            return
        }
        #expect(open.additionalProperties == .jsonValue)
        #expect(closed.additionalProperties == nil)
    }
}
