// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated enum UsageVectorStoresGroupByItem: OpenEnum, EmptyDecodable {
    case projectID
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "project_id": self = .projectID
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .projectID: "project_id"
        case .unknown(let value): value
        }
    }
}
