// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The execution context that produced this tool call.
///
/// - Schema: `#/components/schemas/ToolCallCallerParam`
public nonisolated enum ToolCallCallerParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `direct`
    case direct(DirectToolCallCallerParam)
    /// - `type`: `program`
    case program(ProgramToolCallCallerParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "direct": self = .direct(try DirectToolCallCallerParam(from: decoder)); return
            case "program": self = .program(try ProgramToolCallCallerParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .direct(let value): try value.encode(to: encoder)
        case .program(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
