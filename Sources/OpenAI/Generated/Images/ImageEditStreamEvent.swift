// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ImageEditStreamEvent`
public nonisolated enum ImageEditStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `image_edit.partial_image`
    case imageEditPartialImage(ImageEditPartialImageEvent)
    /// - `type`: `image_edit.completed`
    case imageEditCompleted(ImageEditCompletedEvent)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "image_edit.partial_image": self = .imageEditPartialImage(try ImageEditPartialImageEvent(from: decoder)); return
            case "image_edit.completed": self = .imageEditCompleted(try ImageEditCompletedEvent(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .imageEditPartialImage(let value): try value.encode(to: encoder)
        case .imageEditCompleted(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
