// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ResponseConfigurationUpdateItemParamTextFormat`
public nonisolated enum ResponseConfigurationUpdateItemParamTextFormat: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ResponseFormatText)
    /// - `type`: `json_schema`
    case jsonSchema(TextResponseFormatJsonSchema)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ResponseFormatText(from: decoder)); return
            case "json_schema": self = .jsonSchema(try TextResponseFormatJsonSchema(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .jsonSchema(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
