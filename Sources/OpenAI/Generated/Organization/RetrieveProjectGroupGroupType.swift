// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum RetrieveProjectGroupGroupType: OpenEnum, EmptyDecodable {
    case group
    case tenantGroup
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "group": self = .group
        case "tenant_group": self = .tenantGroup
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .group: "group"
        case .tenantGroup: "tenant_group"
        case .unknown(let value): value
        }
    }
}
