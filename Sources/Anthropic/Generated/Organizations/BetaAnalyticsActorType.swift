// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsActorType`
public nonisolated enum BetaAnalyticsActorType: OpenEnum, EmptyDecodable {
    case apiActor
    case federatedActor
    case serviceAccountActor
    case userActor
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "api_actor": self = .apiActor
        case "federated_actor": self = .federatedActor
        case "service_account_actor": self = .serviceAccountActor
        case "user_actor": self = .userActor
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .apiActor: "api_actor"
        case .federatedActor: "federated_actor"
        case .serviceAccountActor: "service_account_actor"
        case .userActor: "user_actor"
        case .unknown(let value): value
        }
    }
}
