// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// How the model should use the provided tools. The model can use a specific tool, any available tool, decide by itself, or not use tools at all.
///
/// - Schema: `#/components/schemas/ToolChoice`
public nonisolated enum ToolChoice: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `auto`
    case auto(ToolChoiceAuto)
    /// - `type`: `any`
    case `any`(ToolChoiceAny)
    /// - `type`: `tool`
    case tool(ToolChoiceTool)
    /// - `type`: `none`
    case none(ToolChoiceNone)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "auto": self = .auto(try ToolChoiceAuto(from: decoder)); return
            case "any": self = .any(try ToolChoiceAny(from: decoder)); return
            case "tool": self = .tool(try ToolChoiceTool(from: decoder)); return
            case "none": self = .none(try ToolChoiceNone(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .auto(let value): try value.encode(to: encoder)
        case .any(let value): try value.encode(to: encoder)
        case .tool(let value): try value.encode(to: encoder)
        case .none(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
