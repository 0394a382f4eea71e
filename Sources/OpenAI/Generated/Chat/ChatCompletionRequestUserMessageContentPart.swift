// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAIShared

/// - Schema: `#/components/schemas/ChatCompletionRequestUserMessageContentPart`
public nonisolated enum ChatCompletionRequestUserMessageContentPart: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `text`
    case text(ChatCompletionRequestMessageContentPartText)
    /// - `type`: `image_url`
    case imageURL(ChatCompletionRequestMessageContentPartImage)
    /// - `type`: `input_audio`
    case inputAudio(ChatCompletionRequestMessageContentPartAudio)
    /// - `type`: `file`
    case file(ChatCompletionRequestMessageContentPartFile)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "text": self = .text(try ChatCompletionRequestMessageContentPartText(from: decoder)); return
            case "image_url": self = .imageURL(try ChatCompletionRequestMessageContentPartImage(from: decoder)); return
            case "input_audio": self = .inputAudio(try ChatCompletionRequestMessageContentPartAudio(from: decoder)); return
            case "file": self = .file(try ChatCompletionRequestMessageContentPartFile(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .text(let value): try value.encode(to: encoder)
        case .imageURL(let value): try value.encode(to: encoder)
        case .inputAudio(let value): try value.encode(to: encoder)
        case .file(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
