import AIClientRuntime
import Foundation

extension CreateChatCompletionRequest.ResponseFormat {
    /// Structured output: the model answers with JSON matching `schema` (strict mode, unless
    /// the schema holds a dictionary: see `JSONSchema.isStrict`).
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        .jsonSchema(ResponseFormatJsonSchema(jsonSchema: .init(
            name: name, description: description, schema: schema.json, strict: schema.isStrict)))
    }

    /// Structured output whose schema is derived from `type` (`JSONSchema(for:)`), named after
    /// it unless `name` is given: `responseFormat: try .jsonSchema(Weather.self)`.
    ///
    /// - Throws: `JSONSchemaDerivationError` when `type` cannot be described, or is not an object.
    public static func jsonSchema<T: Decodable>(_ type: T.Type, name: String? = nil, description: String? = nil) throws -> Self {
        .jsonSchema(try JSONSchema(for: type).requiringObject(for: type), name: name ?? JSONSchema.name(of: type), description: description)
    }
}

extension CreateChatCompletionResponse {
    /// Decodes the first choice's JSON answer into `T` (structured outputs).
    ///
    /// - Throws: `AIClientError` of kind `.decoding` whose `structuredOutput` says why, with
    ///   the model's text: a refusal (or the content filter), an answer cut at the token limit
    ///   (`finish_reason: length`), no content, or text that is not JSON of `T`'s shape.
    public func parse<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let choice = choices.first
        let refusal = choice?.message.refusal ?? (choice?.finishReason == .contentFilter ? choice?.message.content ?? "the content filter stopped the answer" : nil)
        return try StructuredOutputDecoding.decode(T.self, from: choice?.message.content, refusal: refusal, truncated: choice?.finishReason == .length)
    }
}

/// A chat completion whose answer was decoded into `Value` (`chat.completions.parse(_:as:)`).
public struct ParsedChatCompletion<Value> {
    /// The answer, decoded.
    public var value: Value
    /// The completion it came in (usage, id, the answer's text).
    public var completion: CreateChatCompletionResponse
}

extension ParsedChatCompletion: Sendable where Value: Sendable {}
