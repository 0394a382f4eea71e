// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaTelemetryDestinationWorkspaces`
public nonisolated enum BetaTelemetryDestinationWorkspaces: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `all`
    case all(BetaTelemetryDestinationWorkspacesAll)
    /// - `type`: `include`
    case include(BetaTelemetryDestinationWorkspacesInclude)
    /// - `type`: `exclude`
    case exclude(BetaTelemetryDestinationWorkspacesExclude)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "all": self = .all(try BetaTelemetryDestinationWorkspacesAll(from: decoder)); return
            case "include": self = .include(try BetaTelemetryDestinationWorkspacesInclude(from: decoder)); return
            case "exclude": self = .exclude(try BetaTelemetryDestinationWorkspacesExclude(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .all(let value): try value.encode(to: encoder)
        case .include(let value): try value.encode(to: encoder)
        case .exclude(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
