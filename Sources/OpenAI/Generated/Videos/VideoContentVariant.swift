// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoContentVariant`
public nonisolated enum VideoContentVariant: OpenEnum, EmptyDecodable {
    case video
    case thumbnail
    case spritesheet
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "video": self = .video
        case "thumbnail": self = .thumbnail
        case "spritesheet": self = .spritesheet
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .video: "video"
        case .thumbnail: "thumbnail"
        case .spritesheet: "spritesheet"
        case .unknown(let value): value
        }
    }
}
