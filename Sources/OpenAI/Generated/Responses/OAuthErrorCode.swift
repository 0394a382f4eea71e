// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/OAuthErrorCode`
public nonisolated enum OAuthErrorCode: OpenEnum, EmptyDecodable {
    case invalidGrant
    case invalidSubjectToken
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "invalid_grant": self = .invalidGrant
        case "invalid_subject_token": self = .invalidSubjectToken
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .invalidGrant: "invalid_grant"
        case .invalidSubjectToken: "invalid_subject_token"
        case .unknown(let value): value
        }
    }
}
