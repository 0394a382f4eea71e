// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// JSON object response format. An older method of generating JSON responses.
/// Using `json_schema` is recommended for models that support it. Note that the
/// model will not generate JSON without a system or user message instructing it
/// to do so.
///
/// - Schema: `#/components/schemas/BetaResponseFormatJsonObject`
public struct BetaResponseFormatJsonObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `json_object`.
    public var type: String

    public init() {
        self.type = "json_object"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "json_object")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}

/// The schema for the response format, described as a JSON Schema object.
/// Learn how to build JSON schemas [here](https://json-schema.org/).
///
/// - Schema: `#/components/schemas/BetaResponseFormatJsonSchemaSchema`
public typealias BetaResponseFormatJsonSchemaSchema = JSONValue

/// Default response format. Used to generate text responses.
///
/// - Schema: `#/components/schemas/BetaResponseFormatText`
public struct BetaResponseFormatText: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of response format being defined. Always `text`.
    public var type: String

    public init() {
        self.type = "text"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
    }
}
