// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ImageGenStreamEvent`
public nonisolated enum ImageGenStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `image_generation.partial_image`
    case imageGenerationPartialImage(ImageGenPartialImageEvent)
    /// - `type`: `image_generation.completed`
    case imageGenerationCompleted(ImageGenCompletedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "image_generation.partial_image": self = .imageGenerationPartialImage(try ImageGenPartialImageEvent(from: decoder)); return
            case "image_generation.completed": self = .imageGenerationCompleted(try ImageGenCompletedEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .imageGenerationPartialImage(let value): try value.encode(to: encoder)
        case .imageGenerationCompleted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
