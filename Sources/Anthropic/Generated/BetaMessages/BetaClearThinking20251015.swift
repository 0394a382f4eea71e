// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ClearThinking20251015
///
/// - Schema: `#/components/schemas/BetaClearThinking20251015`
public nonisolated struct BetaClearThinking20251015: Codable, Equatable, Sendable, EmptyDecodable {
    /// Number of most recent assistant turns to keep thinking blocks for. Older turns will have their thinking blocks removed.
    public var keep: BetaClearThinking20251015.Keep?

    /// Type
    public var type: String

    public init(
        keep: BetaClearThinking20251015.Keep? = nil
    ) {
        self.keep = keep
        self.type = "clear_thinking_20251015"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Number of most recent assistant turns to keep thinking blocks for. Older turns will have their thinking blocks removed.
    public nonisolated enum Keep: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case object(BetaClearThinking20251015.Keep.Object)
        case string(String)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        public nonisolated enum Object: Codable, Equatable, Sendable, EmptyDecodable {
            /// - `type`: `thinking_turns`
            case thinkingTurns(BetaThinkingTurns)
            /// - `type`: `all`
            case all(BetaAllThinkingTurns)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "thinking_turns": self = .thinkingTurns(try BetaThinkingTurns(from: decoder)); return
                    case "all": self = .all(try BetaAllThinkingTurns(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .thinkingTurns(let value): try value.encode(to: encoder)
                case .all(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .object:
                self = .object(try BetaClearThinking20251015.Keep.Object(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .object(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.keep = try container.decodeIfPresent(BetaClearThinking20251015.Keep.self, forKey: "keep")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "clear_thinking_20251015")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.keep, forKey: "keep")
        try container.encode(self.type, forKey: "type")
    }
}
