// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The format of the output, in one of these options: `json`, `text`, `srt`, `verbose_json`, `vtt`, or `diarized_json`. For `gpt-4o-transcribe` and `gpt-4o-mini-transcribe`, the only supported format is `json`. For `gpt-4o-transcribe-diarize`, the supported formats are `json`, `text`, and `diarized_json`, with `diarized_json` required to receive speaker annotations.
///
/// - Schema: `#/components/schemas/AudioResponseFormat`
public nonisolated enum AudioResponseFormat: OpenEnum, EmptyDecodable {
    case json
    case text
    case srt
    case verboseJson
    case vtt
    case diarizedJson
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "json": self = .json
        case "text": self = .text
        case "srt": self = .srt
        case "verbose_json": self = .verboseJson
        case "vtt": self = .vtt
        case "diarized_json": self = .diarizedJson
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .json: "json"
        case .text: "text"
        case .srt: "srt"
        case .verboseJson: "verbose_json"
        case .vtt: "vtt"
        case .diarizedJson: "diarized_json"
        case .unknown(let value): value
        }
    }
}
