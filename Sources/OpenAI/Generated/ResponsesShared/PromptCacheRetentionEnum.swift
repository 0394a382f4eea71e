// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PromptCacheRetentionEnum`
public nonisolated enum PromptCacheRetentionEnum: OpenEnum, EmptyDecodable {
    case inMemory
    case retention24h
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "in_memory": self = .inMemory
        case "24h": self = .retention24h
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .inMemory: "in_memory"
        case .retention24h: "24h"
        case .unknown(let value): value
        }
    }
}
