// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SearchContentType`
public nonisolated enum SearchContentType: OpenEnum, EmptyDecodable {
    case text
    case image
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "text": self = .text
        case "image": self = .image
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .unknown(let value): value
        }
    }
}
