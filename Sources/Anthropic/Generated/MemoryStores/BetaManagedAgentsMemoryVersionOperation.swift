// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The kind of mutation a `memory_version` records. Every non-no-op mutation to a memory appends exactly one version row with one of these values.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryVersionOperation`
public nonisolated enum BetaManagedAgentsMemoryVersionOperation: OpenEnum, EmptyDecodable {
    case created
    case modified
    case deleted
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "created": self = .created
        case "modified": self = .modified
        case "deleted": self = .deleted
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .created: "created"
        case .modified: "modified"
        case .deleted: "deleted"
        case .unknown(let value): value
        }
    }
}
