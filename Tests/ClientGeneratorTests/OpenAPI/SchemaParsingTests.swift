import Testing
@testable import ClientGenerator

/// Schema keywords land in the model as written.
@Suite struct SchemaParsingTests {
    /// Loads `schemas` (YAML lines indented for `components.schemas`) in a minimal document.
    private func load(_ schemas: String, version: String = "3.1.0") throws(DiagnosticError) -> LoadedSpec {
        try TestFiles.load("""
        openapi: \(version)
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
        \(schemas)
        """)
    }

    private func schema(_ name: String, in spec: LoadedSpec) throws -> Schema {
        try #require(spec.document.components.schemas.first { $0.name == name }).schema
    }

    @Test func referenceWithSiblingsKeepsBoth() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let owner = try #require(try schema("Pet", in: spec).property("owner"))
        #expect(owner.reference == .component("Owner"))
        #expect(owner.nullable == true)
        #expect(owner.description == "Who owns the pet, if anyone.")
        #expect(owner.pointer.description == "/components/schemas/Pet/properties/owner")
    }

    @Test func keywordsOfThePetstore() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let pet = try schema("Pet", in: spec)
        #expect(pet.types == [.object])
        #expect(pet.properties.map(\.name) == ["id", "name", "tag", "owner", "weight", "kind"])
        #expect(pet.required == ["id", "name"])
        #expect(pet.example?.jsonText == #"{"id":1,"name":"Rex"}"#)
        #expect(pet.property("id")?.readOnly == true)
        #expect(pet.property("id")?.format == "int64")
        #expect(pet.property("name")?.minLength == 1)
        #expect(pet.property("name")?.maxLength == 64)
        #expect(pet.property("name")?.pattern == "^[A-Za-z ]+$")
        #expect(pet.property("tag")?.types == [.string, .null])
        #expect(pet.property("weight")?.exclusiveMinimum == .value(0))
        #expect(pet.property("weight")?.multipleOf == 0.5)
        let kind = try #require(pet.property("kind"))
        #expect(kind.enum == [DocumentNode(.string("dog")), DocumentNode(.string("cat"))])
        #expect(kind.default == DocumentNode(.string("dog")))
        #expect(kind.extensions == ["x-stainless-const": DocumentNode(.bool(true))])

        let error = try schema("Error", in: spec)
        #expect(error.property("code")?.exclusiveMaximum == .flag(true))
        #expect(error.property("code")?.maximum == 599)

        #expect(try schema("Anything", in: spec).boolean == true)
        #expect(try schema("Nothing", in: spec).boolean == false)

        let tags = try schema("Tags", in: spec)
        #expect(tags.propertyNames?.pattern == "^[a-z]+$")
        #expect(tags.additionalProperties == .schema(Schema(pointer: ["components", "schemas", "Tags", "additionalProperties"]).with { $0.types = [.string] }))
        #expect(tags.maxProperties == 10)
        #expect(try schema("Condition", in: spec).additionalProperties == .allowed(false))

        let owner = try schema("Owner", in: spec)
        #expect(owner.property("pets")?.items?.reference == .component("Pet"))
        #expect(owner.property("pets")?.uniqueItems == true)
        #expect(owner.property("pets")?.minItems == 0)
    }

    @Test func discriminatorMappingResolvesRefsAndBareNames() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let event = try schema("PetEvent", in: spec)
        let discriminator = try #require(event.discriminator)
        #expect(discriminator.propertyName == "type")
        #expect(discriminator.mapping == [
            .init(value: "pet.created", target: "#/components/schemas/PetCreated", reference: .component("PetCreated")),
            .init(value: "pet.deleted", target: "PetDeleted", reference: .component("PetDeleted")),
        ])
        #expect(event.oneOf?.map(\.reference) == [.component("PetCreated"), .component("PetDeleted")])
        #expect(try schema("PetCreated", in: spec).property("type")?.const == DocumentNode(.string("pet.created")))
    }

    @Test func recursiveRefResolvesToTheEnclosingComponent() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let filter = try schema("Filter", in: spec)
        #expect(filter.recursiveAnchor == true)
        #expect(filter.property("filters")?.items?.oneOf?.last?.recursiveReference == .component("Filter"))
        #expect(spec.document.referenceCycles.contains([.component("Filter")]))
    }

    @Test func nonComponentReferenceIsInlined() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.yaml"))
        let name = try schema("PetName", in: spec)
        #expect(name.reference == nil)
        #expect(name.types == [.string])
        #expect(name.pointer.description == "/components/schemas/Pet/properties/name")
    }

    @Test func nonComponentReferenceWithSiblingsBecomesAllOf() throws {
        let spec = try load("""
            Base:
              type: object
              properties:
                size: {type: integer, minimum: 0}
            Size:
              $ref: "#/components/schemas/Base/properties/size"
              description: The size.
        """)
        let size = try schema("Size", in: spec)
        #expect(size.description == "The size.")
        #expect(size.reference == nil)
        #expect(size.allOf?.count == 1)
        #expect(size.allOf?.first?.minimum == 0)
    }

    @Test func loopingInlineReferenceStaysAReference() throws {
        let spec = try load("""
            Tree:
              type: object
              properties:
                node:
                  type: object
                  properties:
                    children:
                      type: array
                      items:
                        $ref: "#/components/schemas/Tree/properties/node"
        """)
        let node = JSONPointer(tokens: ["components", "schemas", "Tree", "properties", "node"])
        let reference = SchemaReference(pointer: node)
        #expect(spec.diagnostics.isEmpty)
        #expect(spec.document.detachedSchemas.map(\.reference) == [reference])
        #expect(spec.document.detachedSchemas.first?.name == "node")
        let detached = try #require(spec.document.detachedSchemas.first?.schema)
        #expect(detached.property("children")?.items?.reference == reference)
        #expect(spec.document.referenceCycles == [[reference]])
    }

    @Test func unknownKeywordsWarnWithSuggestions() throws {
        let spec = try load("""
            Thing:
              type: object
              descripton: A typo.
              max_items: 3
              optional: true
              x-fine: 1
              if: {type: object}
        """)
        #expect(spec.diagnostics.map(\.message) == [
            "unknown keyword 'descripton' in schema; did you mean 'description'?",
            "unknown keyword 'max_items' in schema; did you mean 'maxItems'?",
            "unknown keyword 'optional' in schema; it is ignored (extensions must start with 'x-')",
            "keyword 'if' in schema is not supported; it is ignored",
        ])
        // At the key, so that an editor jumps to the misspelling.
        #expect(spec.diagnostics.first?.location?.line == 8)
        #expect(spec.diagnostics.first?.location?.column == 7)
        #expect(try schema("Thing", in: spec).extensions == ["x-fine": DocumentNode(.integer(1))])
    }

    @Test func undeclaredRequiredNamesWarnUnlessComposed() throws {
        let spec = try load("""
            Plain:
              type: object
              properties:
                a: {type: string}
              required: [a, b]
            Composed:
              allOf:
                - $ref: "#/components/schemas/Plain"
              properties:
                c: {type: string}
              required: [a, c]
            NoProperties:
              type: object
              required: [z]
        """)
        #expect(spec.diagnostics.map(\.message) == ["required property 'b' is not declared in this schema's 'properties'"])
        #expect(spec.diagnostics.first?.location?.line == 10)
        #expect(spec.diagnostics.first?.pointer?.description == "/components/schemas/Plain/required/1")
    }

    @Test func wrongValueTypesAreErrorsAtTheValue() {
        let diagnostics = TestFiles.errors("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            Thing:
              type: strin
              minLength: many
              required: [1]
              items: [{type: string}]
              properties: []
        """)
        #expect(diagnostics.map(\.message) == [
            "unknown type 'strin'; expected one of string, number, integer, boolean, array, object, null",
            "'minLength' in schema must be a non-negative integer, found a string",
            "'required' in schema must be an array of strings, found an integer at index 0",
            "'items' as an array (tuple validation of JSON Schema draft 7) is not supported; use 'prefixItems'",
            "'properties' in schema must be an object, found an array",
        ])
        #expect(diagnostics.map { $0.location?.line } == [7, 8, 9, 10, 11])
        #expect(diagnostics.map { $0.location?.column } == [13, 18, 18, 14, 19])
    }

    @Test func recursiveRefOutsideAComponentIsAnError() {
        let diagnostics = TestFiles.errors("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /x:
            get:
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema:
                        $recursiveRef: "#"
        """)
        #expect(diagnostics.map(\.message) == ["'$recursiveRef' outside a component schema cannot be resolved: '#' designates the whole document"])
    }

    @Test func deeplyNestedSchemasAreRejectedWithoutCrashing() {
        var yaml = "openapi: 3.1.0\ninfo: {title: T, version: \"1\"}\npaths: {}\ncomponents:\n  schemas:\n    Deep: "
        yaml += String(repeating: "{items: ", count: 300) + "{type: string}" + String(repeating: "}", count: 300) + "\n"
        let diagnostics = TestFiles.errors(yaml)
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.hasPrefix("schema nested more than 200 levels deep") == true)
    }
}

extension Schema {
    /// A copy changed by `body`, for building expected values.
    func with(_ body: (inout Schema) -> Void) -> Schema {
        var copy = self
        body(&copy)
        return copy
    }
}
