// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ToolSearchExecutionType`
public nonisolated enum ToolSearchExecutionType: OpenEnum, EmptyDecodable {
    case server
    case client
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "server": self = .server
        case "client": self = .client
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .server: "server"
        case .client: "client"
        case .unknown(let value): value
        }
    }
}
