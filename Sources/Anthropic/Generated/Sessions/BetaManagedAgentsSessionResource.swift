// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaManagedAgentsSessionResource`
public nonisolated enum BetaManagedAgentsSessionResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `github_repository`
    case githubRepository(BetaManagedAgentsGitHubRepositoryResource)
    /// - `type`: `file`
    case file(BetaManagedAgentsFileResource)
    /// - `type`: `memory_store`
    case memoryStore(BetaManagedAgentsMemoryStoreResource)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "github_repository": self = .githubRepository(try BetaManagedAgentsGitHubRepositoryResource(from: decoder)); return
            case "file": self = .file(try BetaManagedAgentsFileResource(from: decoder)); return
            case "memory_store": self = .memoryStore(try BetaManagedAgentsMemoryStoreResource(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .githubRepository(let value): try value.encode(to: encoder)
        case .file(let value): try value.encode(to: encoder)
        case .memoryStore(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
