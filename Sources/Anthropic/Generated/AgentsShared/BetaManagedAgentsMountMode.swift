// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Access mode for an attached memory store.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMountMode`
public nonisolated enum BetaManagedAgentsMountMode: OpenEnum, EmptyDecodable {
    case readWrite
    case readOnly
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "read_write": self = .readWrite
        case "read_only": self = .readOnly
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .readWrite: "read_write"
        case .readOnly: "read_only"
        case .unknown(let value): value
        }
    }
}
