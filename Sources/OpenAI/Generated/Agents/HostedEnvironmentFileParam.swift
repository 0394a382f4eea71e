// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/HostedEnvironmentFileParam`
public nonisolated enum HostedEnvironmentFileParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `file_id`
    case fileID(HostedEnvironmentFileParamFileID)
    /// - `type`: `inline`
    case inline(HostedEnvironmentFileParamInline)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "file_id": self = .fileID(try HostedEnvironmentFileParamFileID(from: decoder)); return
            case "inline": self = .inline(try HostedEnvironmentFileParamInline(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .fileID(let value): try value.encode(to: encoder)
        case .inline(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
