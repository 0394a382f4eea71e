// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The compacted response object
///
/// - Schema: `#/components/schemas/CompactResource`
public struct CompactResource: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique identifier for the compacted response.
    public var id: String

    /// The object type. Always `response.compaction`.
    public var object: String

    /// The compacted list of output items.
    public var output: [ItemField]

    /// Unix timestamp (in seconds) when the compacted conversation was created.
    public var createdAt: Int

    /// Token accounting for the compaction pass, including cached, reasoning, and total tokens.
    public var usage: ResponseUsage

    public init(
        id: String,
        output: [ItemField],
        createdAt: Int,
        usage: ResponseUsage
    ) {
        self.id = id
        self.object = "response.compaction"
        self.output = output
        self.createdAt = createdAt
        self.usage = usage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            output: .emptyValue,
            createdAt: .emptyValue,
            usage: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case object
        case output
        case createdAt = "created_at"
        case usage
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: .object, in: decoder, constant: "response.compaction")
        self.output = try container.decodeRequired([ItemField].self, forKey: .output, in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: .createdAt, in: decoder)
        self.usage = try container.decodeRequired(ResponseUsage.self, forKey: .usage, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.object, forKey: .object)
        try container.encode(self.output, forKey: .output)
        try container.encode(self.createdAt, forKey: .createdAt)
        try container.encode(self.usage, forKey: .usage)
    }
}

/// - Schema: `#/components/schemas/CompactResponseMethodPublicBody`
public struct CompactResponseMethodPublicBody: Codable, Hashable, Sendable, EmptyDecodable {
    public var model: ModelIdsCompaction?

    public var input: CompactResponseMethodPublicBody.Input?

    public var previousResponseID: String?

    public var instructions: String?

    public var promptCacheKey: String?

    public var promptCacheRetention: PromptCacheRetentionEnum?

    public var promptCacheOptions: PromptCacheOptionsParam?

    public var serviceTier: ServiceTierEnum?

    public init(
        model: ModelIdsCompaction?,
        input: CompactResponseMethodPublicBody.Input? = nil,
        previousResponseID: String? = nil,
        instructions: String? = nil,
        promptCacheKey: String? = nil,
        promptCacheRetention: PromptCacheRetentionEnum? = nil,
        promptCacheOptions: PromptCacheOptionsParam? = nil,
        serviceTier: ServiceTierEnum? = nil
    ) {
        self.model = model
        self.input = input
        self.previousResponseID = previousResponseID
        self.instructions = instructions
        self.promptCacheKey = promptCacheKey
        self.promptCacheRetention = promptCacheRetention
        self.promptCacheOptions = promptCacheOptions
        self.serviceTier = serviceTier
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: nil
        )
    }

    /// Text, image, or file inputs to the model, used to generate a response
    public enum Input: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A text input to the model, equivalent to a text input with the `user` role.
        case string(String)
        /// A list of one or many input items to the model, containing different content types.
        case array([OpenAI.InputItem])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [OpenAI.InputItem](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case input
        case previousResponseID = "previous_response_id"
        case instructions
        case promptCacheKey = "prompt_cache_key"
        case promptCacheRetention = "prompt_cache_retention"
        case promptCacheOptions = "prompt_cache_options"
        case serviceTier = "service_tier"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeIfPresent(ModelIdsCompaction.self, forKey: .model)
        self.input = try container.decodeIfPresent(CompactResponseMethodPublicBody.Input.self, forKey: .input)
        self.previousResponseID = try container.decodeIfPresent(String.self, forKey: .previousResponseID)
        self.instructions = try container.decodeIfPresent(String.self, forKey: .instructions)
        self.promptCacheKey = try container.decodeIfPresent(String.self, forKey: .promptCacheKey)
        self.promptCacheRetention = try container.decodeIfPresent(PromptCacheRetentionEnum.self, forKey: .promptCacheRetention)
        self.promptCacheOptions = try container.decodeIfPresent(PromptCacheOptionsParam.self, forKey: .promptCacheOptions)
        self.serviceTier = try container.decodeIfPresent(ServiceTierEnum.self, forKey: .serviceTier)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.input, forKey: .input)
        try container.encodeIfPresent(self.previousResponseID, forKey: .previousResponseID)
        try container.encodeIfPresent(self.instructions, forKey: .instructions)
        try container.encodeIfPresent(self.promptCacheKey, forKey: .promptCacheKey)
        try container.encodeIfPresent(self.promptCacheRetention, forKey: .promptCacheRetention)
        try container.encodeIfPresent(self.promptCacheOptions, forKey: .promptCacheOptions)
        try container.encodeIfPresent(self.serviceTier, forKey: .serviceTier)
    }
}
