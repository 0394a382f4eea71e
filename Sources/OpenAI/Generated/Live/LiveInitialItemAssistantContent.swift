// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/LiveInitialItemAssistantContent`
public nonisolated enum LiveInitialItemAssistantContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(LiveInitialItemAssistantContentText)
    /// - `type`: `output_text`
    case outputText(LiveInitialItemAssistantContentOutputText)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try LiveInitialItemAssistantContentText(from: decoder)); return
            case "output_text": self = .outputText(try LiveInitialItemAssistantContentOutputText(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .text(try LiveInitialItemAssistantContentText(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .outputText(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
