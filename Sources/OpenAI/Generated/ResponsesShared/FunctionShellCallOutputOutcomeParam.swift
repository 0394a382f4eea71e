// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The exit or timeout outcome associated with this shell call.
///
/// - Schema: `#/components/schemas/FunctionShellCallOutputOutcomeParam`
public nonisolated enum FunctionShellCallOutputOutcomeParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `timeout`
    case timeout(FunctionShellCallOutputTimeoutOutcomeParam)
    /// - `type`: `exit`
    case exit(FunctionShellCallOutputExitOutcomeParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "timeout": self = .timeout(try FunctionShellCallOutputTimeoutOutcomeParam(from: decoder)); return
            case "exit": self = .exit(try FunctionShellCallOutputExitOutcomeParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .timeout(let value): try value.encode(to: encoder)
        case .exit(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
