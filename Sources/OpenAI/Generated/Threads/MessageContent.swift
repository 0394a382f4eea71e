// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/MessageContent`
public nonisolated enum MessageContent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `image_file`
    case imageFile(MessageContentImageFileObject)
    /// - `type`: `image_url`
    case imageURL(MessageContentImageUrlObject)
    /// - `type`: `text`
    case text(MessageContentTextObject)
    /// - `type`: `refusal`
    case refusal(MessageContentRefusalObject)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "image_file": self = .imageFile(try MessageContentImageFileObject(from: decoder)); return
            case "image_url": self = .imageURL(try MessageContentImageUrlObject(from: decoder)); return
            case "text": self = .text(try MessageContentTextObject(from: decoder)); return
            case "refusal": self = .refusal(try MessageContentRefusalObject(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .imageFile(let value): try value.encode(to: encoder)
        case .imageURL(let value): try value.encode(to: encoder)
        case .text(let value): try value.encode(to: encoder)
        case .refusal(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
