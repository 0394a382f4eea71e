// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsClaudeTagCategory`
public nonisolated enum BetaAnalyticsClaudeTagCategory: OpenEnum, EmptyDecodable {
    case dm
    case engaged
    case monitoring
    case proactive
    case scheduled
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "dm": self = .dm
        case "engaged": self = .engaged
        case "monitoring": self = .monitoring
        case "proactive": self = .proactive
        case "scheduled": self = .scheduled
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .dm: "dm"
        case .engaged: "engaged"
        case .monitoring: "monitoring"
        case .proactive: "proactive"
        case .scheduled: "scheduled"
        case .unknown(let value): value
        }
    }
}
