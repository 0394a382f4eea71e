// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimitValueSource`
public nonisolated enum WorkspaceRateLimitValueSource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `workspace`
    case workspace(WorkspaceRateLimitWorkspaceSource)
    /// - `type`: `organization`
    case organization(WorkspaceRateLimitOrganizationSource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "workspace": self = .workspace(try WorkspaceRateLimitWorkspaceSource(from: decoder)); return
            case "organization": self = .organization(try WorkspaceRateLimitOrganizationSource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .workspace(let value): try value.encode(to: encoder)
        case .organization(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
