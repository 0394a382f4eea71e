import Testing
@testable import ClientGenerator

/// Queries select the expected nodes of a small OpenAPI-shaped document, as JSON pointers.
@Suite struct JSONPathEvaluationTests {
    static let document = """
    {
      "openapi": "3.1.0",
      "info": {"title": "T", "version": "1"},
      "paths": {
        "/responses/{id}": {
          "get": {"operationId": "getResponse", "description": "Get"},
          "delete": {"operationId": "deleteResponse"}
        },
        "/models": {"get": {"operationId": "listModels", "deprecated": true}}
      },
      "components": {
        "schemas": {
          "A": {"type": "object", "required": ["id", "name", "id"], "description": "An A",
                "properties": {"id": {"type": "string"}, "name": {"type": "string", "x-order": 2}}},
          "B": {"type": "string", "enum": ["x", "y"]},
          "C": {"type": "integer", "default": 1},
          "T": {"type": "object", "x-size": 1.0}
        }
      }
    }
    """

    struct Case: Sendable, CustomTestStringConvertible {
        var query: String
        var pointers: [String]
        init(_ query: String, _ pointers: [String]) {
            self.query = query
            self.pointers = pointers
        }
        var testDescription: String { query }
    }

    @Test(arguments: [
        Case("$", [""]),
        Case("$.info.title", ["/info/title"]),
        Case("$.paths['/responses/{id}'].get", ["/paths/~1responses~1{id}/get"]),
        Case("$.paths.*.get.operationId", ["/paths/~1responses~1{id}/get/operationId", "/paths/~1models/get/operationId"]),
        Case("$.paths[*][*].operationId", [
            "/paths/~1responses~1{id}/get/operationId", "/paths/~1responses~1{id}/delete/operationId",
            "/paths/~1models/get/operationId",
        ]),
        Case("$.components.schemas.A.required[0]", ["/components/schemas/A/required/0"]),
        Case("$.components.schemas.A.required[-1]", ["/components/schemas/A/required/2"]),
        Case("$.components.schemas.A.required[3]", []),
        Case("$.components.schemas.A.required[-4]", []),
        Case("$.components.schemas['B','A'].type", ["/components/schemas/B/type", "/components/schemas/A/type"]),
        Case("$.components.schemas.A[0]", []),
        Case("$.components.schemas.A.required.name", []),
        Case("$.missing.deeper", []),
        Case("$..description", ["/paths/~1responses~1{id}/get/description", "/components/schemas/A/description"]),
        Case("$..properties.*.type", ["/components/schemas/A/properties/id/type", "/components/schemas/A/properties/name/type"]),
        Case("$.components..enum[*]", ["/components/schemas/B/enum/0", "/components/schemas/B/enum/1"]),
        Case("$.components.schemas.A.required[?@ == 'name']", ["/components/schemas/A/required/1"]),
        Case("$.components.schemas.A.required[?(@ == 'id')]", ["/components/schemas/A/required/0", "/components/schemas/A/required/2"]),
        Case("$.components.schemas.A.required[?@ != 'id']", ["/components/schemas/A/required/1"]),
        Case("$.components.schemas[?@.type == 'object']", ["/components/schemas/A", "/components/schemas/T"]),
        Case("$.components.schemas[?(@.type == 'string' || @.type == 'integer')]", ["/components/schemas/B", "/components/schemas/C"]),
        Case("$.components.schemas[?@.type == 'object' && @.required]", ["/components/schemas/A"]),
        Case("$.components.schemas[?@.enum]", ["/components/schemas/B"]),
        Case("$.components.schemas[?!@.enum && @.type != 'object']", ["/components/schemas/C"]),
        Case("$.components.schemas[?@.default == 1.0]", ["/components/schemas/C"]),
        Case("$.components.schemas[?@['x-size'] == 1]", ["/components/schemas/T"]),
        Case("$.components.schemas[?@.missing == null]", []),
        Case("$.components.schemas[?@.missing != 'x']", [
            "/components/schemas/A", "/components/schemas/B", "/components/schemas/C", "/components/schemas/T",
        ]),
        Case("$.paths.*[?@.deprecated == true].operationId", ["/paths/~1models/get/operationId"]),
        Case("$..[?@.operationId == 'deleteResponse']", ["/paths/~1responses~1{id}/delete"]),
        Case("$.components.schemas[?@.description == $.components.schemas.A.description]", ["/components/schemas/A"]),
        Case("$..properties[?@['x-order']]", ["/components/schemas/A/properties/name"]),
    ])
    func selects(_ testCase: Case) throws {
        let root = try JSONReader.read(Array(Self.document.utf8), path: "doc.json")
        let path = try JSONPath(parsing: testCase.query)
        let pointers = path.selectPointers(in: root)
        #expect(pointers.map(\.description) == testCase.pointers)
        #expect(path.selectNodes(in: root).count == pointers.count)
    }

    @Test func descendantsOfADeepDocumentDoNotExhaustTheStack() throws {
        let depth = 900
        let text = String(repeating: "[", count: depth) + "{\"k\": 1}" + String(repeating: "]", count: depth)
        let root = try JSONReader.read(Array(text.utf8), path: "deep.json")
        let pointers = try JSONPath(parsing: "$..k").selectPointers(in: root)
        #expect(pointers.count == 1)
        #expect(pointers.first?.tokens.count == depth + 1)
    }
}
