// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// ResponseAdvisorToolResultBlock
///
/// - Schema: `#/components/schemas/BetaResponseAdvisorToolResultBlock`
public nonisolated struct BetaResponseAdvisorToolResultBlock: Codable, Equatable, Sendable, EmptyDecodable {
    /// Content
    public var content: BetaResponseAdvisorToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaResponseAdvisorToolResultBlock.Content,
        toolUseID: String
    ) {
        self.content = content
        self.toolUseID = toolUseID
        self.type = "advisor_tool_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            content: .emptyValue,
            toolUseID: .emptyValue
        )
    }

    /// Content
    public nonisolated enum Content: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `advisor_tool_result_error`
        case advisorToolResultError(BetaResponseAdvisorToolResultError)
        /// - `type`: `advisor_result`
        case advisorResult(BetaResponseAdvisorResultBlock)
        /// - `type`: `advisor_redacted_result`
        case advisorRedactedResult(BetaResponseAdvisorRedactedResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "advisor_tool_result_error": self = .advisorToolResultError(try BetaResponseAdvisorToolResultError(from: decoder)); return
                case "advisor_result": self = .advisorResult(try BetaResponseAdvisorResultBlock(from: decoder)); return
                case "advisor_redacted_result": self = .advisorRedactedResult(try BetaResponseAdvisorRedactedResultBlock(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .advisorToolResultError(let value): try value.encode(to: encoder)
            case .advisorResult(let value): try value.encode(to: encoder)
            case .advisorRedactedResult(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.content = try container.decodeRequired(BetaResponseAdvisorToolResultBlock.Content.self, forKey: "content", in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: "tool_use_id", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "advisor_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.content, forKey: "content")
        try container.encode(self.toolUseID, forKey: "tool_use_id")
        try container.encode(self.type, forKey: "type")
    }
}
