// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/PersistedAgentToolParam`
public nonisolated enum PersistedAgentToolParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `function`
    case function(PersistedAgentToolConfigParamFunction)
    /// - `type`: `tool_search`
    case toolSearch(PersistedAgentToolConfigParamToolSearch)
    /// - `type`: `programmatic_tool_calling`
    case programmaticToolCalling(PersistedAgentToolConfigParamProgrammaticToolCalling)
    /// - `type`: `mcp`
    case mcp(PersistedAgentToolConfigParamMcp)
    /// - `type`: `web_search`
    case webSearch(PersistedAgentToolConfigParamWebSearch)
    /// - `type`: `computer_use`
    case computerUse(PersistedAgentToolConfigParamComputerUse)
    /// - `type`: `automations`
    case automations(PersistedAgentToolConfigParamAutomations)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "function": self = .function(try PersistedAgentToolConfigParamFunction(from: decoder)); return
            case "tool_search": self = .toolSearch(try PersistedAgentToolConfigParamToolSearch(from: decoder)); return
            case "programmatic_tool_calling": self = .programmaticToolCalling(try PersistedAgentToolConfigParamProgrammaticToolCalling(from: decoder)); return
            case "mcp": self = .mcp(try PersistedAgentToolConfigParamMcp(from: decoder)); return
            case "web_search": self = .webSearch(try PersistedAgentToolConfigParamWebSearch(from: decoder)); return
            case "computer_use": self = .computerUse(try PersistedAgentToolConfigParamComputerUse(from: decoder)); return
            case "automations": self = .automations(try PersistedAgentToolConfigParamAutomations(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .function(let value): try value.encode(to: encoder)
        case .toolSearch(let value): try value.encode(to: encoder)
        case .programmaticToolCalling(let value): try value.encode(to: encoder)
        case .mcp(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .computerUse(let value): try value.encode(to: encoder)
        case .automations(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
