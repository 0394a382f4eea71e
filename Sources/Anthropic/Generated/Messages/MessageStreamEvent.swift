// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// MessageStreamEvent
///
/// - Schema: `#/components/schemas/MessageStreamEvent`
public nonisolated enum MessageStreamEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message_start`
    case messageStart(MessageStartEvent)
    /// - `type`: `message_delta`
    case messageDelta(MessageDeltaEvent)
    /// - `type`: `message_stop`
    case messageStop(MessageStopEvent)
    /// - `type`: `content_block_start`
    case contentBlockStart(ContentBlockStartEvent)
    /// - `type`: `content_block_delta`
    case contentBlockDelta(ContentBlockDeltaEvent)
    /// - `type`: `content_block_stop`
    case contentBlockStop(ContentBlockStopEvent)
    /// - `type`: `ping`
    case ping(Ping)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message_start": self = .messageStart(try MessageStartEvent(from: decoder)); return
            case "message_delta": self = .messageDelta(try MessageDeltaEvent(from: decoder)); return
            case "message_stop": self = .messageStop(try MessageStopEvent(from: decoder)); return
            case "content_block_start": self = .contentBlockStart(try ContentBlockStartEvent(from: decoder)); return
            case "content_block_delta": self = .contentBlockDelta(try ContentBlockDeltaEvent(from: decoder)); return
            case "content_block_stop": self = .contentBlockStop(try ContentBlockStopEvent(from: decoder)); return
            case "ping": self = .ping(try Ping(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .messageStart(let value): try value.encode(to: encoder)
        case .messageDelta(let value): try value.encode(to: encoder)
        case .messageStop(let value): try value.encode(to: encoder)
        case .contentBlockStart(let value): try value.encode(to: encoder)
        case .contentBlockDelta(let value): try value.encode(to: encoder)
        case .contentBlockStop(let value): try value.encode(to: encoder)
        case .ping(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
