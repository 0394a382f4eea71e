// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum UsageImagesSize: OpenEnum, EmptyDecodable {
    case size256x256
    case size512x512
    case size1024x1024
    case size1792x1792
    case size1024x1792
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "256x256": self = .size256x256
        case "512x512": self = .size512x512
        case "1024x1024": self = .size1024x1024
        case "1792x1792": self = .size1792x1792
        case "1024x1792": self = .size1024x1792
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .size256x256: "256x256"
        case .size512x512: "512x512"
        case .size1024x1024: "1024x1024"
        case .size1792x1792: "1792x1792"
        case .size1024x1792: "1024x1792"
        case .unknown(let value): value
        }
    }
}
