// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ResponsesDelegationUpdateConfigParamToolMcpRequireApproval`
public nonisolated enum ResponsesDelegationUpdateConfigParamToolMcpRequireApproval: Codable, Equatable, Sendable, EmptyDecodable {
    case liveMCPRequireApprovalFilterParam(ResponsesDelegationUpdateConfigParamToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam)
    case string(ResponsesDelegationUpdateConfigParamToolMcpRequireApproval.StringValue)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    public nonisolated enum StringValue: OpenEnum, EmptyDecodable {
        case always
        case never
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "always": self = .always
            case "never": self = .never
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .always: "always"
            case .never: "never"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            self = .liveMCPRequireApprovalFilterParam(try ResponsesDelegationUpdateConfigParamToolMcpRequireApprovalLiveMCPRequireApprovalFilterParam(from: decoder)); return
        case .string:
            self = .string(try ResponsesDelegationUpdateConfigParamToolMcpRequireApproval.StringValue(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .liveMCPRequireApprovalFilterParam(let value): try value.encode(to: encoder)
        case .string(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
