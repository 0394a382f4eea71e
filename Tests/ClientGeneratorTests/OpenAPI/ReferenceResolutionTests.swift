import Testing
@testable import ClientGenerator

/// `$ref` resolution: what is inlined, what stays a reference, and one precise error per
/// reference that cannot be followed.
@Suite struct ReferenceResolutionTests {
    /// A document whose `/x` GET responds with `schema` and takes `parameter`.
    private func document(
        schema: String = "{type: string}",
        parameter: String = "{name: q, in: query, schema: {type: string}}",
        schemas: String = "",
        parameters: String = "    Q: {name: q, in: query, schema: {type: string}}"
    ) -> String {
        """
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /x:
            get:
              parameters:
                - \(parameter)
              responses:
                "200":
                  description: OK
                  content:
                    application/json:
                      schema: \(schema)
        components:
          schemas:
            Thing: {type: object}
        \(schemas)
          parameters:
        \(parameters)
        """
    }

    @Test func referenceToTheWrongKindOfComponent() {
        let schemaError = TestFiles.errors(document(schema: ##"{$ref: "#/components/parameters/Q"}"##))
        #expect(schemaError.map(\.message) == ["'#/components/parameters/Q' refers to a parameter where a schema is expected"])
        #expect(schemaError.first?.location?.line == 13)
        #expect(schemaError.first?.location?.column == 30)
        let parameterError = TestFiles.errors(document(parameter: ##"{$ref: "#/components/schemas/Thing"}"##))
        #expect(parameterError.map(\.message) == ["'#/components/schemas/Thing' refers to a schema where a parameter is expected"])
        #expect(parameterError.first?.pointer?.description == "/paths/~1x/get/parameters/0/$ref")
    }

    @Test func malformedReferences() {
        #expect(TestFiles.errors(document(schema: "{$ref: 42}")).map(\.message) == ["malformed reference: '$ref' must be a string, found an integer"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#Thing"}"##)).first?.message.hasPrefix("malformed reference '#Thing': the fragment must be a JSON pointer") == true)
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#/components/~2"}"##)).map(\.message) == ["malformed reference '#/components/~2': invalid '~' or '%' escape in the JSON pointer"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "https://example.com/s.yaml#/X"}"##)).map(\.message) == ["remote reference 'https://example.com/s.yaml#/X' is not supported; download the file and refer to it by a relative path"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#/components/schemas"}"##)).map(\.message) == ["'#/components/schemas' refers to the whole schemas map; name one schema, e.g. '#/components/schemas/Name'"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#"}"##)).map(\.message) == ["'#' refers to the whole OpenAPI document where a schema is expected"])
    }

    @Test func unresolvedNames() {
        #expect(TestFiles.errors(document(parameter: ##"{$ref: "#/components/parameters/Nope"}"##)).map(\.message) == ["unresolved reference '#/components/parameters/Nope': no 'Nope' under /components/parameters"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#/definitions/Thing"}"##)).map(\.message) == ["unresolved reference '#/definitions/Thing': no 'definitions' at the top level"])
        #expect(TestFiles.errors(document(schema: ##"{$ref: "#/paths/~1x/get/parameters/3/schema"}"##)).map(\.message) == ["unresolved reference '#/paths/~1x/get/parameters/3/schema': no element '3' (the array has 1) under /paths/~1x/get/parameters"])
    }

    @Test func percentEscapedPointers() throws {
        let spec = try TestFiles.load(document(schema: ##"{$ref: "#/components/schemas/A%20B"}"##, schemas: "    A B: {type: integer}"))
        #expect(spec.document.operations.first?.responses.first?.content.first?.schema?.reference == .component("A B"))
    }

    @Test func referencesIntoPathsAreInlined() throws {
        let spec = try TestFiles.load(document(schema: ##"{$ref: "#/paths/~1x/get/parameters/0/schema"}"##))
        let schema = try #require(spec.document.operations.first?.responses.first?.content.first?.schema)
        #expect(schema.types == [.string])
        #expect(schema.pointer.description == "/paths/~1x/get/parameters/0/schema")
    }

    @Test func referenceSiblingsOfNonSchemaObjects() throws {
        let spec = try TestFiles.load(document(parameter: ##"{$ref: "#/components/parameters/Q", description: "Overridden.", required: true}"##))
        let parameter = try #require(spec.document.operations.first?.parameters.first)
        #expect(parameter.description == "Overridden.")
        #expect(parameter.referenceName == "Q")
        #expect(parameter.required == false)
        #expect(spec.diagnostics.map(\.message) == ["'required' next to '$ref' is ignored; a reference to a parameter may only override 'summary' and 'description'"])
    }

    @Test func loopingParameterReferencesAreAnError() {
        let diagnostics = TestFiles.errors(document(parameter: ##"{$ref: "#/components/parameters/A"}"##, parameters: """
            A: {$ref: "#/components/parameters/B"}
            B: {$ref: "#/components/parameters/A"}
        """))
        // Reported once, where the loop closes, although three references take part.
        #expect(diagnostics.map(\.message) == ["reference cycle: following '#/components/parameters/B' leads back to this reference"])
        #expect(diagnostics.first?.pointer?.description == "/components/parameters/A/$ref")
    }

    @Test func componentsReferencedManyTimesAreDiagnosedOnce() throws {
        let spec = try TestFiles.load("""
        openapi: 3.1.0
        info: {title: T, version: "1"}
        paths:
          /a: {get: {responses: {"429": {$ref: "#/components/responses/Limited"}}}}
          /b: {get: {responses: {"429": {$ref: "#/components/responses/Limited"}}}}
        components:
          responses:
            Limited: {description: Slow down., contnt: {}}
        """)
        #expect(spec.diagnostics.map(\.message) == ["unknown keyword 'contnt' in response; did you mean 'content'?"])
        #expect(spec.document.operations.map { $0.responses.first?.referenceName } == ["Limited", "Limited"])
        #expect(spec.document.operations.map { $0.responses.first?.status } == [.code(429), .code(429)])
    }

    @Test func externalFileProblems() {
        let root = document(schema: ##"{$ref: "common.yaml#/components/schemas/Nope"}"##, parameter: ##"{$ref: "broken.yaml#/components/parameters/P"}"##)
        let diagnostics = TestFiles.errors(root, others: [
            "common.yaml": "components: {schemas: {Thing: {type: string}}}\n",
            "broken.yaml": "components: [\n",
        ])
        let messages = diagnostics.map(\.message)
        #expect(messages.contains("unresolved reference 'common.yaml#/components/schemas/Nope': no 'Nope' under /components/schemas of 'common.yaml'"))
        #expect(messages.contains("cannot read 'broken.yaml' referenced here: it is not valid YAML (see the errors in that file)"))
        // The syntax error itself, in the broken file.
        #expect(diagnostics.contains { $0.location?.file == "broken.yaml" })
        #expect(diagnostics.allSatisfy { $0.severity == .error })
    }

    @Test func eachReferenceToAMissingFileIsReported() {
        let root = document(schema: ##"{$ref: "gone.yaml#/S"}"##, parameter: ##"{$ref: "gone.yaml#/P"}"##)
        let diagnostics = TestFiles.errors(root)
        #expect(diagnostics.map(\.message) == [
            "cannot read 'gone.yaml' referenced here: no such file",
            "cannot read 'gone.yaml' referenced here: no such file",
        ])
        #expect(diagnostics.map { $0.location?.line } == [7, 13])
    }

    @Test func externalPathsAreRelativeToTheReferencingFile() throws {
        let loader = TestFiles.memoryLoader([
            "api/root.yaml": document(schema: ##"{$ref: "models/a.yaml#/components/schemas/A"}"##),
            "api/models/a.yaml": ##"components: {schemas: {A: {properties: {b: {$ref: "../shared/b.yaml#/components/schemas/B"}}}}}"##,
            "api/shared/b.yaml": ##"components: {schemas: {B: {properties: {a: {$ref: "../models/a.yaml#/components/schemas/A"}}}}}"##,
        ])
        let spec = try loader.load(path: "api/root.yaml")
        let a = SchemaReference.component("A", file: "models/a.yaml")
        let b = SchemaReference.component("B", file: "shared/b.yaml")
        #expect(spec.document.externalSchemas.map(\.reference) == [a, b])
        #expect(spec.document.referenceCycles == [[a, b]])
        #expect(spec.sources["shared/b.yaml"]?.path == "api/shared/b.yaml")
        #expect(spec.location(of: b.pointer, in: b.file).file == "api/shared/b.yaml")
    }

    @Test func specPathArithmetic() {
        #expect(SpecPath.normalize("a/./b/../c.yaml") == "a/c.yaml")
        #expect(SpecPath.normalize("../x/../../y.yaml") == "../../y.yaml")
        #expect(SpecPath.normalize("/a/../../b.yaml") == "/b.yaml")
        #expect(SpecPath.directory(of: "a/b.yaml") == "a")
        #expect(SpecPath.directory(of: "b.yaml") == "")
        #expect(SpecPath.join("", "c.yaml") == "c.yaml")
        #expect(SpecPath.join("a", "/abs.yaml") == "/abs.yaml")
    }

    @Test func schemaReferenceOrderingAndNames() {
        let root = SchemaReference.component("Z")
        let other = SchemaReference.component("A", file: "common.yaml")
        #expect(root < other)
        #expect(root.componentName == "Z")
        #expect(SchemaReference(pointer: ["components", "schemas", "A", "properties", "b"]).componentName == nil)
        #expect(other.description == "common.yaml#/components/schemas/A")
    }
}
