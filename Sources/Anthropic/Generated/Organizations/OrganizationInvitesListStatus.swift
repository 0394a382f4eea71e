// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum OrganizationInvitesListStatus: OpenEnum, EmptyDecodable {
    case accepted
    case expired
    case pending
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "accepted": self = .accepted
        case "expired": self = .expired
        case "pending": self = .pending
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .accepted: "accepted"
        case .expired: "expired"
        case .pending: "pending"
        case .unknown(let value): value
        }
    }
}
