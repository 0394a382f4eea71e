import AIClientRuntime
import Foundation

extension CreateChatCompletionRequest.ResponseFormat {
    /// Structured output: the model answers with JSON matching `schema` (strict mode).
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        .jsonSchema(ResponseFormatJsonSchema(jsonSchema: .init(
            name: name, description: description, schema: schema.json, strict: true)))
    }
}

extension TextResponseFormatConfiguration {
    /// Structured output for the Responses API: JSON matching `schema` (strict mode).
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        .jsonSchema(TextResponseFormatJsonSchema(name: name, schema: schema.json, description: description, strict: true))
    }
}

extension ResponseTextParam {
    /// `text: .jsonSchema(schema, name: "weather")` on a Responses request.
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        ResponseTextParam(format: .jsonSchema(schema, name: name, description: description))
    }
}

extension CreateChatCompletionResponse {
    /// Decodes the first choice's JSON answer into `T` (structured outputs).
    ///
    /// - Throws: `AIClientError` of kind `.decoding`: when the model refused (the refusal is
    ///   the error's message), sent no content, or sent text that is not JSON of `T`'s shape.
    public func parse<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let message = choices.first?.message
        return try StructuredOutput.decode(T.self, text: message?.content, refusal: message?.refusal)
    }
}

extension Response {
    /// Decodes the response's output text into `T` (structured outputs); see
    /// `CreateChatCompletionResponse.parse(as:)` for the errors.
    public func parse<T: Decodable>(as type: T.Type = T.self) throws -> T {
        try StructuredOutput.decode(T.self, text: outputText, refusal: refusal)
    }
}

/// The model declined to answer in the requested format; `refusal` is its explanation.
public struct ModelRefusal: Error, CustomStringConvertible, Sendable {
    public let refusal: String
    public var description: String { "the model refused: \(refusal)" }
}

/// The response carried neither text nor a refusal.
struct NoContent: Error, CustomStringConvertible {
    var description: String { "the response has no text to parse" }
}

enum StructuredOutput {
    static func decode<T: Decodable>(_ type: T.Type, text: String?, refusal: String?) throws -> T {
        if let refusal {
            throw AIClientError.decoding(ModelRefusal(refusal: refusal), payload: Data(refusal.utf8), type: T.self, context: "structured output")
        }
        guard let text else {
            throw AIClientError.decoding(NoContent(), payload: Data(), type: T.self, context: "structured output")
        }
        let data = Data(text.utf8)
        do {
            return try JSONDecoder().decode(T.self, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: T.self, context: "structured output")
        }
    }
}
