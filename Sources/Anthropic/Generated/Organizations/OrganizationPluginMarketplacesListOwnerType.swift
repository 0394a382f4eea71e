// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationPluginMarketplacesListOwnerType: OpenEnum, EmptyDecodable {
    case organization
    case user
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "organization": self = .organization
        case "user": self = .user
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .organization: "organization"
        case .user: "user"
        case .unknown(let value): value
        }
    }
}
