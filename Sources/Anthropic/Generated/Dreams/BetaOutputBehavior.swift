// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Where the dream writes; by default a new memory store cloned from the input store.
///
/// - Schema: `#/components/schemas/BetaOutputBehavior`
public nonisolated enum BetaOutputBehavior: Codable, Equatable, Sendable, EmptyDecodable {
    /// - `type`: `create_new`
    case createNew(BetaOutputBehaviorCreateNew)
    /// - `type`: `update_existing`
    case updateExisting(BetaOutputBehaviorUpdateExisting)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        if let tag = UnionDecoding.tag(of: decoder, key: "type") {
            switch tag {
            case "create_new": self = .createNew(try BetaOutputBehaviorCreateNew(from: decoder)); return
            case "update_existing": self = .updateExisting(try BetaOutputBehaviorUpdateExisting(from: decoder)); return
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
