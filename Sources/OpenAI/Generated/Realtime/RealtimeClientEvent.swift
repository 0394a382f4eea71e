// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A realtime client event.
///
/// - Schema: `#/components/schemas/RealtimeClientEvent`
public nonisolated enum RealtimeClientEvent: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `conversation.item.create`
    case conversationItemCreate(RealtimeClientEventConversationItemCreate)
    /// - `type`: `conversation.item.delete`
    case conversationItemDelete(RealtimeClientEventConversationItemDelete)
    /// - `type`: `conversation.item.retrieve`
    case conversationItemRetrieve(RealtimeClientEventConversationItemRetrieve)
    /// - `type`: `conversation.item.truncate`
    case conversationItemTruncate(RealtimeClientEventConversationItemTruncate)
    /// - `type`: `input_audio_buffer.append`
    case inputAudioBufferAppend(RealtimeClientEventInputAudioBufferAppend)
    /// - `type`: `input_audio_buffer.clear`
    case inputAudioBufferClear(RealtimeClientEventInputAudioBufferClear)
    /// - `type`: `output_audio_buffer.clear`
    case outputAudioBufferClear(RealtimeClientEventOutputAudioBufferClear)
    /// - `type`: `input_audio_buffer.commit`
    case inputAudioBufferCommit(RealtimeClientEventInputAudioBufferCommit)
    /// - `type`: `response.cancel`
    case responseCancel(RealtimeClientEventResponseCancel)
    /// - `type`: `response.create`
    case responseCreate(RealtimeClientEventResponseCreate)
    /// - `type`: `session.update`
    case sessionUpdate(RealtimeClientEventSessionUpdate)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "conversation.item.create": self = .conversationItemCreate(try RealtimeClientEventConversationItemCreate(from: decoder)); return
            case "conversation.item.delete": self = .conversationItemDelete(try RealtimeClientEventConversationItemDelete(from: decoder)); return
            case "conversation.item.retrieve": self = .conversationItemRetrieve(try RealtimeClientEventConversationItemRetrieve(from: decoder)); return
            case "conversation.item.truncate": self = .conversationItemTruncate(try RealtimeClientEventConversationItemTruncate(from: decoder)); return
            case "input_audio_buffer.append": self = .inputAudioBufferAppend(try RealtimeClientEventInputAudioBufferAppend(from: decoder)); return
            case "input_audio_buffer.clear": self = .inputAudioBufferClear(try RealtimeClientEventInputAudioBufferClear(from: decoder)); return
            case "output_audio_buffer.clear": self = .outputAudioBufferClear(try RealtimeClientEventOutputAudioBufferClear(from: decoder)); return
            case "input_audio_buffer.commit": self = .inputAudioBufferCommit(try RealtimeClientEventInputAudioBufferCommit(from: decoder)); return
            case "response.cancel": self = .responseCancel(try RealtimeClientEventResponseCancel(from: decoder)); return
            case "response.create": self = .responseCreate(try RealtimeClientEventResponseCreate(from: decoder)); return
            case "session.update": self = .sessionUpdate(try RealtimeClientEventSessionUpdate(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .conversationItemCreate(let value): try value.encode(to: encoder)
        case .conversationItemDelete(let value): try value.encode(to: encoder)
        case .conversationItemRetrieve(let value): try value.encode(to: encoder)
        case .conversationItemTruncate(let value): try value.encode(to: encoder)
        case .inputAudioBufferAppend(let value): try value.encode(to: encoder)
        case .inputAudioBufferClear(let value): try value.encode(to: encoder)
        case .outputAudioBufferClear(let value): try value.encode(to: encoder)
        case .inputAudioBufferCommit(let value): try value.encode(to: encoder)
        case .responseCancel(let value): try value.encode(to: encoder)
        case .responseCreate(let value): try value.encode(to: encoder)
        case .sessionUpdate(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
