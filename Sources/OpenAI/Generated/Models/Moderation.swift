// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Moderation results or errors for the response input and output.
///
/// - Schema: `#/components/schemas/Moderation`
public struct Moderation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Moderation for the response input.
    public var input: OpenAI.Moderation.Input

    /// Moderation for the response output.
    public var output: OpenAI.Moderation.Output

    public init(
        input: OpenAI.Moderation.Input,
        output: OpenAI.Moderation.Output
    ) {
        self.input = input
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue,
            output: .emptyValue
        )
    }

    /// Moderation for the response input.
    public enum Input: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_result`
        case moderationResult(ModerationResultBody)
        /// - `type`: `error`
        case error(ModerationErrorBody)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_result": self = .moderationResult(try ModerationResultBody(from: decoder)); return
                case "error": self = .error(try ModerationErrorBody(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResult(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Moderation for the response output.
    public enum Output: Codable, Hashable, Sendable, EmptyDecodable {
        /// - `type`: `moderation_result`
        case moderationResult(ModerationResultBody)
        /// - `type`: `error`
        case error(ModerationErrorBody)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "moderation_result": self = .moderationResult(try ModerationResultBody(from: decoder)); return
                case "error": self = .error(try ModerationErrorBody(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .moderationResult(let value): try value.encode(to: encoder)
            case .error(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case input
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.input = try container.decodeRequired(OpenAI.Moderation.Input.self, forKey: .input, in: decoder)
        self.output = try container.decodeRequired(OpenAI.Moderation.Output.self, forKey: .output, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.input, forKey: .input)
        try container.encode(self.output, forKey: .output)
    }
}

/// The moderation policy for the response input.
///
/// - Schema: `#/components/schemas/ModerationConfigParam`
public struct ModerationConfigParam: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var mode: ModerationMode

    public init(
        mode: ModerationMode
    ) {
        self.mode = mode
    }

    public init(stringLiteral value: String) {
        self.init(mode: ModerationMode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case mode
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.mode = try container.decodeRequired(ModerationMode.self, forKey: .mode, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.mode, forKey: .mode)
    }
}

/// An error produced while attempting moderation for the response input or output.
///
/// - Schema: `#/components/schemas/ModerationErrorBody`
public struct ModerationErrorBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which was always `error` for moderation failures.
    public var type: String

    /// The error code.
    public var code: String

    /// The error message.
    public var message: String

    public init(
        code: String,
        message: String
    ) {
        self.type = "error"
        self.code = code
        self.message = message
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case code
        case message
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "error")
        self.code = try container.decodeRequired(String.self, forKey: .code, in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: .message, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.code, forKey: .code)
        try container.encode(self.message, forKey: .message)
    }
}

/// - Schema: `#/components/schemas/ModerationInputType`
public enum ModerationInputType: OpenEnum, EmptyDecodable {
    case text
    case image
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "text": self = .text
        case "image": self = .image
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .text: "text"
        case .image: "image"
        case .unknown(let value): value
        }
    }
}

/// - Schema: `#/components/schemas/ModerationMode`
public enum ModerationMode: OpenEnum, EmptyDecodable {
    case score
    case block
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "score": self = .score
        case "block": self = .block
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .score: "score"
        case .block: "block"
        case .unknown(let value): value
        }
    }
}

/// Configuration for running moderation on the input and output of this response.
///
/// - Schema: `#/components/schemas/ModerationParam`
public struct ModerationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The moderation model to use for moderated completions, e.g. 'omni-moderation-latest'.
    public var model: String

    public var policy: ModerationPolicyParam?

    public init(
        model: String,
        policy: ModerationPolicyParam? = nil
    ) {
        self.model = model
        self.policy = policy
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case model
        case policy
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.policy = try container.decodeIfPresent(ModerationPolicyParam.self, forKey: .policy)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.model, forKey: .model)
        try container.encodeIfPresent(self.policy, forKey: .policy)
    }
}

/// The policy to apply to moderated response input and output.
///
/// - Schema: `#/components/schemas/ModerationPolicyParam`
public struct ModerationPolicyParam: Codable, Hashable, Sendable, EmptyDecodable {
    public var input: ModerationConfigParam?

    public var output: ModerationConfigParam?

    public init(
        input: ModerationConfigParam? = nil,
        output: ModerationConfigParam? = nil
    ) {
        self.input = input
        self.output = output
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case input
        case output
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.input = try container.decodeIfPresent(ModerationConfigParam.self, forKey: .input)
        self.output = try container.decodeIfPresent(ModerationConfigParam.self, forKey: .output)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(self.input, forKey: .input)
        try container.encodeIfPresent(self.output, forKey: .output)
    }
}

/// A moderation result produced for the response input or output.
///
/// - Schema: `#/components/schemas/ModerationResultBody`
public struct ModerationResultBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The object type, which was always `moderation_result` for successful moderation results.
    public var type: String

    /// The moderation model that produced this result.
    public var model: String

    /// A boolean indicating whether the content was flagged by any category.
    public var flagged: Bool

    /// A dictionary of moderation categories to booleans, True if the input is flagged under this category.
    public var categories: [String: Bool]

    /// A dictionary of moderation categories to scores.
    public var categoryScores: [String: Double]

    /// Which modalities of input are reflected by the score for each category.
    public var categoryAppliedInputTypes: [String: [ModerationInputType]]

    public init(
        model: String,
        flagged: Bool,
        categories: [String: Bool],
        categoryScores: [String: Double],
        categoryAppliedInputTypes: [String: [ModerationInputType]]
    ) {
        self.type = "moderation_result"
        self.model = model
        self.flagged = flagged
        self.categories = categories
        self.categoryScores = categoryScores
        self.categoryAppliedInputTypes = categoryAppliedInputTypes
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            flagged: .emptyValue,
            categories: .emptyValue,
            categoryScores: .emptyValue,
            categoryAppliedInputTypes: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case model
        case flagged
        case categories
        case categoryScores = "category_scores"
        case categoryAppliedInputTypes = "category_applied_input_types"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "moderation_result")
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.flagged = try container.decodeRequired(Bool.self, forKey: .flagged, in: decoder)
        self.categories = try container.decodeRequired([String: Bool].self, forKey: .categories, in: decoder)
        self.categoryScores = try container.decodeRequired([String: Double].self, forKey: .categoryScores, in: decoder)
        self.categoryAppliedInputTypes = try container.decodeRequired([String: [ModerationInputType]].self, forKey: .categoryAppliedInputTypes, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.flagged, forKey: .flagged)
        try container.encode(self.categories, forKey: .categories)
        try container.encode(self.categoryScores, forKey: .categoryScores)
        try container.encode(self.categoryAppliedInputTypes, forKey: .categoryAppliedInputTypes)
    }
}
