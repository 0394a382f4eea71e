// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/VideoSize`
public nonisolated enum VideoSize: OpenEnum, EmptyDecodable {
    case size720x1280
    case size1280x720
    case size1024x1792
    case size1792x1024
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "720x1280": self = .size720x1280
        case "1280x720": self = .size1280x720
        case "1024x1792": self = .size1024x1792
        case "1792x1024": self = .size1792x1024
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .size720x1280: "720x1280"
        case .size1280x720: "1280x720"
        case .size1024x1792: "1024x1792"
        case .size1792x1024: "1792x1024"
        case .unknown(let value): value
        }
    }
}
