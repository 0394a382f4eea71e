// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Outcome of a refresh-token exchange attempted during credential validation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsCredentialRefreshStatus`
public nonisolated enum BetaManagedAgentsCredentialRefreshStatus: OpenEnum, EmptyDecodable {
    case succeeded
    case failed
    case connectError
    case noRefreshToken
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "succeeded": self = .succeeded
        case "failed": self = .failed
        case "connect_error": self = .connectError
        case "no_refresh_token": self = .noRefreshToken
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .succeeded: "succeeded"
        case .failed: "failed"
        case .connectError: "connect_error"
        case .noRefreshToken: "no_refresh_token"
        case .unknown(let value): value
        }
    }
}
