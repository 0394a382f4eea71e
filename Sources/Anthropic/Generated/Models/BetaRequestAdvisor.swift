// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RequestAdvisorRedactedResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestAdvisorRedactedResultBlock`
public struct BetaRequestAdvisorRedactedResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Opaque blob produced by a prior response; must be round-tripped verbatim.
    public var encryptedContent: String

    /// Type
    public var type: String

    public init(
        encryptedContent: String
    ) {
        self.encryptedContent = encryptedContent
        self.type = "advisor_redacted_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            encryptedContent: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case encryptedContent = "encrypted_content"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.encryptedContent = try container.decodeRequired(String.self, forKey: .encryptedContent, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_redacted_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.encryptedContent, forKey: .encryptedContent)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestAdvisorResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestAdvisorResultBlock`
public struct BetaRequestAdvisorResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Text
    public var text: String

    /// Type
    public var type: String

    public init(
        text: String
    ) {
        self.text = text
        self.type = "advisor_result"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            text: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case text
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.text, forKey: .text)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestAdvisorToolResultBlock
///
/// - Schema: `#/components/schemas/BetaRequestAdvisorToolResultBlock`
public struct BetaRequestAdvisorToolResultBlock: Codable, Hashable, Sendable, EmptyDecodable {
    /// Create a cache control breakpoint at this content block.
    public var cacheControl: BetaCacheControlEphemeral?

    /// Content
    public var content: BetaRequestAdvisorToolResultBlock.Content

    /// Tool Use Id
    public var toolUseID: String

    /// Type
    public var type: String

    public init(
        content: BetaRequestAdvisorToolResultBlock.Content,
        toolUseID: String,
        cacheControl: BetaCacheControlEphemeral? = nil
    ) {
        self.cacheControl = cacheControl
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
    public enum Content: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `advisor_tool_result_error`
        case advisorToolResultError(BetaRequestAdvisorToolResultError)
        /// - `type`: `advisor_result`
        case advisorResult(BetaRequestAdvisorResultBlock)
        /// - `type`: `advisor_redacted_result`
        case advisorRedactedResult(BetaRequestAdvisorRedactedResultBlock)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "advisor_tool_result_error": self = .advisorToolResultError(try BetaRequestAdvisorToolResultError(from: decoder)); return
                case "advisor_result": self = .advisorResult(try BetaRequestAdvisorResultBlock(from: decoder)); return
                case "advisor_redacted_result": self = .advisorRedactedResult(try BetaRequestAdvisorRedactedResultBlock(from: decoder)); return
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

    enum CodingKeys: String, CodingKey {
        case cacheControl = "cache_control"
        case content
        case toolUseID = "tool_use_id"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.cacheControl = try container.decodeIfPresent(BetaCacheControlEphemeral.self, forKey: .cacheControl)
        self.content = try container.decodeRequired(BetaRequestAdvisorToolResultBlock.Content.self, forKey: .content, in: decoder)
        self.toolUseID = try container.decodeRequired(String.self, forKey: .toolUseID, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_tool_result")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.cacheControl, forKey: .cacheControl)
        try container.encode(self.content, forKey: .content)
        try container.encode(self.toolUseID, forKey: .toolUseID)
        try container.encode(self.type, forKey: .type)
    }
}

/// RequestAdvisorToolResultError
///
/// - Schema: `#/components/schemas/BetaRequestAdvisorToolResultError`
public struct BetaRequestAdvisorToolResultError: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var errorCode: BetaAdvisorToolResultErrorCode

    /// Type
    public var type: String

    public init(
        errorCode: BetaAdvisorToolResultErrorCode
    ) {
        self.errorCode = errorCode
        self.type = "advisor_tool_result_error"
    }

    public init(stringLiteral value: String) {
        self.init(errorCode: BetaAdvisorToolResultErrorCode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            errorCode: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case errorCode = "error_code"
        case type
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.errorCode = try container.decodeRequired(BetaAdvisorToolResultErrorCode.self, forKey: .errorCode, in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "advisor_tool_result_error")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.errorCode, forKey: .errorCode)
        try container.encode(self.type, forKey: .type)
    }
}
