import Testing
@testable import ClientGenerator

/// Request bodies get initializers that take a `String` for members that hold any text: open
/// enums the spec declares as "a string or one of these" (model ids) and unions with exactly
/// one plain-string case. Closed enums (open in Swift only to decode new values), unions with
/// two string cases and non-body types get none.
@Suite struct StringArgumentRenderTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths:
          /chat:
            post:
              operationId: chat
              requestBody:
                required: true
                content:
                  application/json: {schema: {$ref: '#/components/schemas/ChatRequest'}}
              responses:
                "200": {description: OK, content: {application/json: {schema: {$ref: '#/components/schemas/Reply'}}}}
        components:
          schemas:
            ModelID:
              anyOf:
                - {type: string}
                - {type: string, enum: [small, large]}
            Effort: {type: string, enum: [low, high]}
            Reply:
              type: object
              properties:
                model: {$ref: '#/components/schemas/ModelID'}
            ChatRequest:
              type: object
              required: [model]
              properties:
                model: {$ref: '#/components/schemas/ModelID'}
                input:
                  oneOf:
                    - {type: string}
                    - {type: array, items: {type: string}}
                effort: {$ref: '#/components/schemas/Effort'}
                note: {type: string}
        """

    static func stringArguments() throws -> String {
        let loaded = try TestFiles.load(spec)
        var input = GeneratorInput(specPath: "spec.yaml", moduleName: "Test")
        input.clientName = "TestClient"
        let files = SwiftClientGenerator.generate(loaded, input: input).files
        // The String forms go into the file of the type they extend, after a mark.
        let marker = "// MARK: - String arguments"
        #expect(files.filter { $0.value.contains(marker) }.keys.sorted() == ["Chat/ChatRequest.swift"])
        let file = try #require(files["Chat/ChatRequest.swift"])
        let range = try #require(file.range(of: marker))
        return String(file[range.upperBound...])
    }

    @Test func bodyMembersThatHoldAnyTextTakeAString() throws {
        let text = try Self.stringArguments()
        #expect(text.contains("nonisolated extension ChatRequest {"))
        #expect(!text.contains("extension Reply"))
        // model, input, and both: three initializers, each String parameter required.
        #expect(text.components(separatedBy: "public init(").count - 1 == 3)
        #expect(text.contains("/// The memberwise initializer with `model`, `input` from a `String` value."))
        #expect(text.contains("model: String,\n        input: String,"))
        #expect(text.contains("model: ModelID(rawValue: model),"))
        #expect(text.contains("input: ChatRequest.Input.string(input),"))
        // Members that stay as they are keep their types and defaults.
        #expect(text.contains("effort: Effort? = nil,"))
        #expect(text.contains("note: String? = nil"))
        #expect(!text.contains("effort: String"))
    }

    @Test func theOutputIsTheSameFromRunToRun() throws {
        #expect(try Self.stringArguments() == (try Self.stringArguments()))
    }
}
