// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PromptCacheTTLEnum`
public nonisolated enum PromptCacheTTLEnum: OpenEnum, EmptyDecodable {
    case ttl30m
    case ttl12h
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "30m": self = .ttl30m
        case "12h": self = .ttl12h
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .ttl30m: "30m"
        case .ttl12h: "12h"
        case .unknown(let value): value
        }
    }
}
