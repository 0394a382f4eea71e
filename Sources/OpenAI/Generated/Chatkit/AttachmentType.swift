// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AttachmentType`
public nonisolated enum AttachmentType: OpenEnum, EmptyDecodable {
    case image
    case file
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "image": self = .image
        case "file": self = .file
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .image: "image"
        case .file: "file"
        case .unknown(let value): value
        }
    }
}
