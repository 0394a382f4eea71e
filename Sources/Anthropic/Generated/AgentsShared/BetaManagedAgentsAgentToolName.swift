// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Built-in agent tool identifier.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsAgentToolName`
public nonisolated enum BetaManagedAgentsAgentToolName: OpenEnum, EmptyDecodable {
    case bash
    case edit
    case read
    case write
    case glob
    case grep
    case webFetch
    case webSearch
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "bash": self = .bash
        case "edit": self = .edit
        case "read": self = .read
        case "write": self = .write
        case "glob": self = .glob
        case "grep": self = .grep
        case "web_fetch": self = .webFetch
        case "web_search": self = .webSearch
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .bash: "bash"
        case .edit: "edit"
        case .read: "read"
        case .write: "write"
        case .glob: "glob"
        case .grep: "grep"
        case .webFetch: "web_fetch"
        case .webSearch: "web_search"
        case .unknown(let value): value
        }
    }
}
