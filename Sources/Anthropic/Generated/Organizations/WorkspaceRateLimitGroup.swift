// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkspaceRateLimitGroup`
public nonisolated enum WorkspaceRateLimitGroup: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `model_group`
    case modelGroup(OrganizationRateLimitModelGroup)
    /// - `type`: `batch`
    case batch(OrganizationRateLimitBatchGroup)
    /// - `type`: `token_count`
    case tokenCount(OrganizationRateLimitTokenCountGroup)
    /// - `type`: `files`
    case files(OrganizationRateLimitFilesGroup)
    /// - `type`: `skills`
    case skills(OrganizationRateLimitSkillsGroup)
    /// - `type`: `web_search`
    case webSearch(OrganizationRateLimitWebSearchGroup)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "model_group": self = .modelGroup(try OrganizationRateLimitModelGroup(from: decoder)); return
            case "batch": self = .batch(try OrganizationRateLimitBatchGroup(from: decoder)); return
            case "token_count": self = .tokenCount(try OrganizationRateLimitTokenCountGroup(from: decoder)); return
            case "files": self = .files(try OrganizationRateLimitFilesGroup(from: decoder)); return
            case "skills": self = .skills(try OrganizationRateLimitSkillsGroup(from: decoder)); return
            case "web_search": self = .webSearch(try OrganizationRateLimitWebSearchGroup(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .modelGroup(let value): try value.encode(to: encoder)
        case .batch(let value): try value.encode(to: encoder)
        case .tokenCount(let value): try value.encode(to: encoder)
        case .files(let value): try value.encode(to: encoder)
        case .skills(let value): try value.encode(to: encoder)
        case .webSearch(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
