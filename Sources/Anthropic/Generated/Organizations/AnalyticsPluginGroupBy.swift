// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AnalyticsPluginGroupBy`
public nonisolated enum AnalyticsPluginGroupBy: OpenEnum, EmptyDecodable {
    case product
    case rbacGroupID
    case userID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "product": self = .product
        case "rbac_group_id": self = .rbacGroupID
        case "user_id": self = .userID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .product: "product"
        case .rbacGroupID: "rbac_group_id"
        case .userID: "user_id"
        case .unknown(let value): value
        }
    }
}
