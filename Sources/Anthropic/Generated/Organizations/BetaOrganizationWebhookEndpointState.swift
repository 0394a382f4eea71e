// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaOrganizationWebhookEndpointState`
public nonisolated enum BetaOrganizationWebhookEndpointState: OpenEnum, EmptyDecodable {
    case disabled
    case enabled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "disabled": self = .disabled
        case "enabled": self = .enabled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .disabled: "disabled"
        case .enabled: "enabled"
        case .unknown(let value): value
        }
    }
}
