// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A single item within a Realtime conversation.
///
/// - Schema: `#/components/schemas/RealtimeConversationItem`
public nonisolated enum RealtimeConversationItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `message`
    case messageSystem(RealtimeConversationItemMessageSystem)
    /// - `type`: `message`
    case messageUser(RealtimeConversationItemMessageUser)
    /// - `type`: `message`
    case messageAssistant(RealtimeConversationItemMessageAssistant)
    /// - `type`: `function_call`
    case functionCall(RealtimeConversationItemFunctionCall)
    /// - `type`: `function_call_output`
    case functionCallOutput(RealtimeConversationItemFunctionCallOutput)
    /// - `type`: `mcp_approval_response`
    case mcpApprovalResponse(RealtimeMCPApprovalResponse)
    /// - `type`: `mcp_list_tools`
    case mcpListTools(RealtimeMCPListTools)
    /// - `type`: `mcp_call`
    case mcpCall(RealtimeMCPToolCall)
    /// - `type`: `mcp_approval_request`
    case mcpApprovalRequest(RealtimeMCPApprovalRequest)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "message":
                let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
                self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                    switch index {
                    case 0: return .messageSystem(try RealtimeConversationItemMessageSystem(from: decoder))
                    case 1: return .messageUser(try RealtimeConversationItemMessageUser(from: decoder))
                    default: return .messageAssistant(try RealtimeConversationItemMessageAssistant(from: decoder))
                    }
                }
                return
            case "function_call": self = .functionCall(try RealtimeConversationItemFunctionCall(from: decoder)); return
            case "function_call_output": self = .functionCallOutput(try RealtimeConversationItemFunctionCallOutput(from: decoder)); return
            case "mcp_approval_response": self = .mcpApprovalResponse(try RealtimeMCPApprovalResponse(from: decoder)); return
            case "mcp_list_tools": self = .mcpListTools(try RealtimeMCPListTools(from: decoder)); return
            case "mcp_call": self = .mcpCall(try RealtimeMCPToolCall(from: decoder)); return
            case "mcp_approval_request": self = .mcpApprovalRequest(try RealtimeMCPApprovalRequest(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // messageSystem
        .init(required: ["type", "role", "content"], declared: ["id", "object", "type", "status", "role", "content"], constants: [("role", ["system"])]),
        // messageUser
        .init(required: ["type", "role", "content"], declared: ["id", "object", "type", "status", "role", "content"], constants: [("role", ["user"])]),
        // messageAssistant
        .init(required: ["type", "role", "content"], declared: ["id", "object", "type", "status", "role", "content"], constants: [("role", ["assistant"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .messageSystem(let value): try value.encode(to: encoder)
        case .messageUser(let value): try value.encode(to: encoder)
        case .messageAssistant(let value): try value.encode(to: encoder)
        case .functionCall(let value): try value.encode(to: encoder)
        case .functionCallOutput(let value): try value.encode(to: encoder)
        case .mcpApprovalResponse(let value): try value.encode(to: encoder)
        case .mcpListTools(let value): try value.encode(to: encoder)
        case .mcpCall(let value): try value.encode(to: encoder)
        case .mcpApprovalRequest(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
