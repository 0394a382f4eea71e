// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import OpenAIBeta

/// - Schema: `#/components/schemas/AgentContent`
public nonisolated enum AgentContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `output_text`
    case outputText(OutputText)
    /// - `type`: `encrypted_content`
    case encryptedContent(BetaEncryptedContentParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "output_text": self = .outputText(try OutputText(from: decoder)); return
            case "encrypted_content": self = .encryptedContent(try BetaEncryptedContentParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .outputText(let value): try value.encode(to: encoder)
        case .encryptedContent(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
