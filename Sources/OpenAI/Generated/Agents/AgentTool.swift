// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AgentTool`
public nonisolated enum AgentTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(AgentToolResourceFunction)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(AgentToolResourceProgrammaticToolCalling)
    /// - `type`: `mcp`
    case mcp(AgentToolResourceMcp)
    /// - `type`: `web_search`
    case webSearch(AgentToolResourceWebSearch)
    /// - `type`: `computer_use`
    case computerUse(AgentToolResourceComputerUse)
    /// - `type`: `automations`
    case automations(AgentToolResourceAutomations)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try AgentToolResourceFunction(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try AgentToolResourceProgrammaticToolCalling(from: decoder)); return
            case "mcp": self = .mcp(try AgentToolResourceMcp(from: decoder)); return
            case "web_search": self = .webSearch(try AgentToolResourceWebSearch(from: decoder)); return
            case "computer_use": self = .computerUse(try AgentToolResourceComputerUse(from: decoder)); return
            case "automations": self = .automations(try AgentToolResourceAutomations(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .computerUse(let value): try value.encode(to: encoder)
        case .automations(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
