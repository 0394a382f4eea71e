// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaOutputBehaviorParam`
public nonisolated enum BetaOutputBehaviorParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `create_new`
    case createNew(BetaOutputBehaviorCreateNewParam)
    /// - `type`: `update_existing`
    case updateExisting(BetaOutputBehaviorUpdateExistingParam)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "create_new": self = .createNew(try BetaOutputBehaviorCreateNewParam(from: decoder)); return
            case "update_existing": self = .updateExisting(try BetaOutputBehaviorUpdateExistingParam(from: decoder)); return
            default: self = .unknown(try JSONValue(from: decoder)); return
            }
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .createNew(let value): try value.encode(to: encoder)
        case .updateExisting(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
