// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The thread item
///
/// - Schema: `#/components/schemas/ThreadItem`
public nonisolated enum ThreadItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `chatkit.user_message`
    case chatkitUserMessage(UserMessageItem)
    /// - `type`: `chatkit.assistant_message`
    case chatkitAssistantMessage(AssistantMessageItem)
    /// - `type`: `chatkit.widget`
    case chatkitWidget(WidgetMessageItem)
    /// - `type`: `chatkit.client_tool_call`
    case chatkitClientToolCall(ClientToolCallItem)
    /// - `type`: `chatkit.task`
    case chatkitTask(TaskItem)
    /// - `type`: `chatkit.task_group`
    case chatkitTaskGroup(TaskGroupItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "chatkit.user_message": self = .chatkitUserMessage(try UserMessageItem(from: decoder)); return
            case "chatkit.assistant_message": self = .chatkitAssistantMessage(try AssistantMessageItem(from: decoder)); return
            case "chatkit.widget": self = .chatkitWidget(try WidgetMessageItem(from: decoder)); return
            case "chatkit.client_tool_call": self = .chatkitClientToolCall(try ClientToolCallItem(from: decoder)); return
            case "chatkit.task": self = .chatkitTask(try TaskItem(from: decoder)); return
            case "chatkit.task_group": self = .chatkitTaskGroup(try TaskGroupItem(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .chatkitUserMessage(let value): try value.encode(to: encoder)
        case .chatkitAssistantMessage(let value): try value.encode(to: encoder)
        case .chatkitWidget(let value): try value.encode(to: encoder)
        case .chatkitClientToolCall(let value): try value.encode(to: encoder)
        case .chatkitTask(let value): try value.encode(to: encoder)
        case .chatkitTaskGroup(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
