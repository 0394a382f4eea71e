// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Set of 16 key-value pairs that can be attached to an object. This can be
/// useful for storing additional information about the object in a structured
/// format, and querying for objects via API or the dashboard. Keys are strings
/// with a maximum length of 64 characters. Values are strings with a maximum
/// length of 512 characters, booleans, or numbers.
///
/// - Schema: `#/components/schemas/BetaVectorStoreFileAttributes`
public typealias BetaVectorStoreFileAttributes = [String: BetaVectorStoreFileAttributesTypes.ElementsValue]

public nonisolated enum BetaVectorStoreFileAttributesTypes {
    public nonisolated enum ElementsValue: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case number(Double)
        case bool(Bool)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            case .number, .integer:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .number(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }
}
