// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum GetCertificateIncludeItem: OpenEnum, EmptyDecodable {
    case content
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "content": self = .content
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .content: "content"
        case .unknown(let value): value
        }
    }
}
