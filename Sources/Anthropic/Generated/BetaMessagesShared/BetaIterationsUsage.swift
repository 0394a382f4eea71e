// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Per-iteration token usage breakdown.
///
/// Each entry represents one sampling iteration, with its own input/output token counts and cache statistics. This allows you to:
/// - Determine which iterations exceeded long context thresholds (>=200k tokens)
/// - Calculate the true context window size from the last iteration
/// - Understand token accumulation across server-side tool use loops
///
/// - Schema: `#/components/schemas/BetaIterationsUsage`
public typealias BetaIterationsUsage = [BetaIterationsUsageTypes.Element]

public nonisolated enum BetaIterationsUsageTypes {
    public nonisolated enum Element: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `message`
        case message(BetaMessageIterationUsage)
        /// - `type`: `compaction`
        case compaction(BetaCompactionIterationUsage)
        /// - `type`: `advisor_message`
        case advisorMessage(BetaAdvisorMessageIterationUsage)
        /// - `type`: `fallback_message`
        case fallbackMessage(BetaFallbackMessageIterationUsage)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "message": self = .message(try BetaMessageIterationUsage(from: decoder)); return
                case "compaction": self = .compaction(try BetaCompactionIterationUsage(from: decoder)); return
                case "advisor_message": self = .advisorMessage(try BetaAdvisorMessageIterationUsage(from: decoder)); return
                case "fallback_message": self = .fallbackMessage(try BetaFallbackMessageIterationUsage(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .message(let value): try value.encode(to: encoder)
            case .compaction(let value): try value.encode(to: encoder)
            case .advisorMessage(let value): try value.encode(to: encoder)
            case .fallbackMessage(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }
}
