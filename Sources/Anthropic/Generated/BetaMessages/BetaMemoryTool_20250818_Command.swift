// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaMemoryTool_20250818_Command`
public nonisolated enum BetaMemoryTool_20250818_Command: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `command`: `view`
    case view(BetaMemoryTool_20250818_ViewCommand)
    /// - `command`: `create`
    case create(BetaMemoryTool_20250818_CreateCommand)
    /// - `command`: `str_replace`
    case strReplace(BetaMemoryTool_20250818_StrReplaceCommand)
    /// - `command`: `insert`
    case insert(BetaMemoryTool_20250818_InsertCommand)
    /// - `command`: `delete`
    case delete(BetaMemoryTool_20250818_DeleteCommand)
    /// - `command`: `rename`
    case rename(BetaMemoryTool_20250818_RenameCommand)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "command") {
            switch tag {
            case "view": self = .view(try BetaMemoryTool_20250818_ViewCommand(from: decoder)); return
            case "create": self = .create(try BetaMemoryTool_20250818_CreateCommand(from: decoder)); return
            case "str_replace": self = .strReplace(try BetaMemoryTool_20250818_StrReplaceCommand(from: decoder)); return
            case "insert": self = .insert(try BetaMemoryTool_20250818_InsertCommand(from: decoder)); return
            case "delete": self = .delete(try BetaMemoryTool_20250818_DeleteCommand(from: decoder)); return
            case "rename": self = .rename(try BetaMemoryTool_20250818_RenameCommand(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .view(let value): try value.encode(to: encoder)
        case .create(let value): try value.encode(to: encoder)
        case .strReplace(let value): try value.encode(to: encoder)
        case .insert(let value): try value.encode(to: encoder)
        case .delete(let value): try value.encode(to: encoder)
        case .rename(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
