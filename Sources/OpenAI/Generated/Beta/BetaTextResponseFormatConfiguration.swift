// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// An object specifying the format that the model must output.
///
/// Configuring `{ "type": "json_schema" }` enables Structured Outputs,
/// which ensures the model will match your supplied JSON schema. Learn more in the
/// [Structured Outputs guide](https://platform.openai.com/docs/guides/structured-outputs).
///
/// The default format is `{ "type": "text" }` with no additional options.
///
/// **Not recommended for gpt-4o and newer models:**
///
/// Setting to `{ "type": "json_object" }` enables the older JSON mode, which
/// ensures the message the model generates is valid JSON. Using `json_schema`
/// is preferred for models that support it.
///
/// - Schema: `#/components/schemas/BetaTextResponseFormatConfiguration`
public nonisolated enum BetaTextResponseFormatConfiguration: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ResponseFormatText)
    /// - `type`: `json_schema`
    case jsonSchema(BetaTextResponseFormatJsonSchema)
    /// - `type`: `json_object`
    case jsonObject(ResponseFormatJsonObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseFormatText(from: decoder)); return
            case "json_schema": self = .jsonSchema(try BetaTextResponseFormatJsonSchema(from: decoder)); return
            case "json_object": self = .jsonObject(try ResponseFormatJsonObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .jsonSchema(let value): try value.encode(to: encoder)
        case .jsonObject(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
