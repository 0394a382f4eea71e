// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A chat message that makes up the prompt or context. May include variable references to the `item` namespace, ie {{item.name}}.
///
/// - Schema: `#/components/schemas/CreateEvalItem`
public nonisolated enum CreateEvalItem: Codable, Equatable, Sendable, EmptyDecodable {
    /// SimpleInputMessage
    case simpleInputMessage(CreateEvalItem.SimpleInputMessage)
    case evalItem(EvalItem)
    /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
    case unknown(JSONValue)

    public static var emptyValue: Self { .unknown(.null) }

    /// SimpleInputMessage
    public nonisolated struct SimpleInputMessage: Codable, Equatable, Sendable, EmptyDecodable {
        /// The role of the message (e.g. "system", "assistant", "user").
        public var role: String

        /// The content of the message.
        public var content: String

        public init(
            role: String,
            content: String
        ) {
            self.role = role
            self.content = content
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                role: .emptyValue,
                content: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.role = try container.decodeRequired(String.self, forKey: "role", in: decoder)
            self.content = try container.decodeRequired(String.self, forKey: "content", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.role, forKey: "role")
            try container.encode(self.content, forKey: "content")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        switch UnionDecoding.kind(of: decoder) {
        case .object:
            let ranked = UnionDecoding.rank(decoder, keys: UnionDecoding.keys(of: decoder), shapes: Self.variantShapes0)
            self = try UnionDecoding.decodeFirst(ranked, in: decoder) { index throws -> Self in
                switch index {
                case 0: return .simpleInputMessage(try CreateEvalItem.SimpleInputMessage(from: decoder))
                default: return .evalItem(try EvalItem(from: decoder))
                }
            }
            return
        default: break
        }
        self = .unknown(try JSONValue(from: decoder))
    }

    private static let variantShapes0: [UnionDecoding.ObjectShape] = [
        // simpleInputMessage
        .init(required: ["role", "content"], declared: ["role", "content"]),
        // evalItem
        .init(required: ["role", "content"], declared: ["role", "content", "type"], constants: [("role", ["user", "assistant", "system", "developer"]), ("type", ["message"])])
    ]

    public func encode(to encoder: any Encoder) throws {
        switch self {
        case .simpleInputMessage(let value): try value.encode(to: encoder)
        case .evalItem(let value): try value.encode(to: encoder)
        case .unknown(let value): try value.encode(to: encoder)
        }
    }
}
