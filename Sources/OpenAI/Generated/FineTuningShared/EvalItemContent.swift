// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Inputs to the model - can contain template strings. Supports text, output text, input images, and input audio, either as a single item or an array of items.
///
/// - Schema: `#/components/schemas/EvalItemContent`
public nonisolated enum EvalItemContent: Codable, Equatable, Sendable, EmptyDecodable {
    case item(EvalItemContentItem)
    case array(EvalItemContentArray)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .array:
            self = .array(try EvalItemContentArray(from: decoder)); return
        case .object:
            self = .item(try EvalItemContentItem(from: decoder)); return
        case .string:
            self = .item(try EvalItemContentItem(from: decoder)); return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .item(let value): try value.encode(to: encoder)
        case .array(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
