import AIClientRuntime
import Foundation

extension TextResponseFormatConfiguration {
    /// Structured output for the Responses API: JSON matching `schema` (strict mode, unless the
    /// schema holds a dictionary).
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        .jsonSchema(TextResponseFormatJsonSchema(name: name, schema: schema.json, description: description, strict: schema.isStrict))
    }

    /// Structured output whose schema is derived from `type`, named after it unless `name` is given.
    public static func jsonSchema<T: Decodable>(_ type: T.Type, name: String? = nil, description: String? = nil) throws -> Self {
        .jsonSchema(try JSONSchema(for: type).requiringObject(for: type), name: name ?? JSONSchema.name(of: type), description: description)
    }
}

extension ResponseTextParam {
    /// `text: .jsonSchema(schema, name: "weather")` on a Responses request.
    public static func jsonSchema(_ schema: JSONSchema, name: String, description: String? = nil) -> Self {
        ResponseTextParam(format: .jsonSchema(schema, name: name, description: description))
    }

    /// `text: try .jsonSchema(Weather.self)` on a Responses request: the schema derived from the type.
    public static func jsonSchema<T: Decodable>(_ type: T.Type, name: String? = nil, description: String? = nil) throws -> Self {
        ResponseTextParam(format: try .jsonSchema(type, name: name, description: description))
    }
}

extension Response {
    /// Decodes the response's output text into `T` (structured outputs); see
    /// `CreateChatCompletionResponse.parse(as:)` for the errors (here the cut is
    /// `incomplete_details.reason: max_output_tokens`).
    public func parse<T: Decodable>(as type: T.Type = T.self) throws -> T {
        let reason = incompleteDetails?.reason
        let refusal = self.refusal ?? (reason == .contentFilter ? outputText ?? "the content filter stopped the answer" : nil)
        return try StructuredOutputDecoding.decode(T.self, from: outputText, refusal: refusal, truncated: reason == .maxOutputTokens)
    }
}

/// A response whose output text was decoded into `Value` (`responses.parse(_:as:)`).
public struct ParsedResponse<Value> {
    /// The answer, decoded.
    public var value: Value
    /// The response it came in.
    public var response: Response
}

extension ParsedResponse: Sendable where Value: Sendable {}
