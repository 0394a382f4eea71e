// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Output types that you would like the model to generate for this request.
/// Most models are capable of generating text, which is the default:
///
/// `["text"]`
///
/// The `gpt-4o-audio-preview` model can also be used to [generate audio](https://platform.openai.com/docs/guides/audio). To
/// request that this model generate both text and audio responses, you can
/// use:
///
/// `["text", "audio"]`
///
/// - Schema: `#/components/schemas/ChatCompletionModalities`
public typealias ChatCompletionModalities = [ChatCompletionModalitiesTypes.Element]

public nonisolated enum ChatCompletionModalitiesTypes {
    public nonisolated enum Element: OpenEnum, EmptyDecodable {
        case text
        case audio
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "text": self = .text
            case "audio": self = .audio
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .text: "text"
            case .audio: "audio"
            case .unknown(let value): value
            }
        }
    }
}
