// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Selects which projection of a `memory` or `memory_version` the server returns. `basic` returns the object with `content` set to `null`; `full` populates `content`. When omitted, the default is endpoint-specific: retrieve operations default to `full`; list, create, and update operations default to `basic`. Listing with `view=full` caps `limit` at 20.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsMemoryView`
public nonisolated enum BetaManagedAgentsMemoryView: OpenEnum, EmptyDecodable {
    case basic
    case full
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "basic": self = .basic
        case "full": self = .full
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .basic: "basic"
        case .full: "full"
        case .unknown(let value): value
        }
    }
}
