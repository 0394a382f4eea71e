// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum UsageImagesSource: OpenEnum, EmptyDecodable {
    case imageGeneration
    case imageEdit
    case imageVariation
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "image.generation": self = .imageGeneration
        case "image.edit": self = .imageEdit
        case "image.variation": self = .imageVariation
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .imageGeneration: "image.generation"
        case .imageEdit: "image.edit"
        case .imageVariation: "image.variation"
        case .unknown(let value): value
        }
    }
}
