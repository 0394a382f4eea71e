// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateEmbeddingRequest`
public nonisolated struct CreateEmbeddingRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// Input text to embed, encoded as a string or array of tokens. To embed multiple inputs in a single request, pass an array of strings or array of token arrays. The input must not exceed the max input tokens for the model (8192 tokens for all embedding models), cannot be an empty string, and any array must be 2048 dimensions or less. [Example Python code](https://cookbook.openai.com/examples/how_to_count_tokens_with_tiktoken) for counting tokens. In addition to the per-input token limit, all embedding  models enforce a maximum of 300,000 tokens summed across all inputs in a  single request.
    public var input: CreateEmbeddingRequest.Input

    /// ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
    public var model: CreateEmbeddingRequest.Model

    /// The format to return the embeddings in. Can be either `float` or [`base64`](https://pypi.org/project/pybase64/).
    public var encodingFormat: CreateEmbeddingRequest.EncodingFormat?

    /// The number of dimensions the resulting output embeddings should have. Only supported in `text-embedding-3` and later models.
    public var dimensions: Int?

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    public init(
        input: CreateEmbeddingRequest.Input,
        model: CreateEmbeddingRequest.Model,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.input = input
        self.model = model
        self.encodingFormat = encodingFormat
        self.dimensions = dimensions
        self.user = user
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue,
            model: .emptyValue
        )
    }

    /// Input text to embed, encoded as a string or array of tokens. To embed multiple inputs in a single request, pass an array of strings or array of token arrays. The input must not exceed the max input tokens for the model (8192 tokens for all embedding models), cannot be an empty string, and any array must be 2048 dimensions or less. [Example Python code](https://cookbook.openai.com/examples/how_to_count_tokens_with_tiktoken) for counting tokens. In addition to the per-input token limit, all embedding  models enforce a maximum of 300,000 tokens summed across all inputs in a  single request.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// The string that will be turned into an embedding.
        case string(String)
        /// The array of strings that will be turned into an embedding.
        case strings([String])
        /// The array of integers that will be turned into an embedding.
        case tokens([Int])
        /// The array of arrays containing integers that will be turned into an embedding.
        case tokenArrays([[Int]])
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
                if let value = UnionDecoding.attempt(in: decoder, { try [String](from: decoder) }) {
                    self = .strings(value); return
                }
                if let value = UnionDecoding.attempt(in: decoder, { try [Int](from: decoder) }) {
                    self = .tokens(value); return
                }
                self = .tokenArrays(try [[Int]](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .strings(let value): try value.encode(to: encoder)
            case .tokens(let value): try value.encode(to: encoder)
            case .tokenArrays(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// ID of the model to use. You can use the [List models](https://platform.openai.com/docs/api-reference/models/list) API to see all of your available models, or see our [Model overview](https://platform.openai.com/docs/models) for descriptions of them.
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case textEmbeddingAda002
        case textEmbedding3Small
        case textEmbedding3Large
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "text-embedding-ada-002": self = .textEmbeddingAda002
            case "text-embedding-3-small": self = .textEmbedding3Small
            case "text-embedding-3-large": self = .textEmbedding3Large
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .textEmbeddingAda002: "text-embedding-ada-002"
            case .textEmbedding3Small: "text-embedding-3-small"
            case .textEmbedding3Large: "text-embedding-3-large"
            case .unknown(let value): value
            }
        }
    }

    /// The format to return the embeddings in. Can be either `float` or [`base64`](https://pypi.org/project/pybase64/).
    public nonisolated enum EncodingFormat: OpenEnum, EmptyDecodable {
        case float
        case base64
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "float": self = .float
            case "base64": self = .base64
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .float: "float"
            case .base64: "base64"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired(CreateEmbeddingRequest.Input.self, forKey: "input", in: decoder)
        self.model = try container.decodeRequired(CreateEmbeddingRequest.Model.self, forKey: "model", in: decoder)
        self.encodingFormat = try container.decodeIfPresent(CreateEmbeddingRequest.EncodingFormat.self, forKey: "encoding_format")
        self.dimensions = try container.decodeIfPresent(Int.self, forKey: "dimensions")
        self.user = try container.decodeIfPresent(String.self, forKey: "user")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.input, forKey: "input")
        try container.encode(self.model, forKey: "model")
        try container.encodeIfPresent(self.encodingFormat, forKey: "encoding_format")
        try container.encodeIfPresent(self.dimensions, forKey: "dimensions")
        try container.encodeIfPresent(self.user, forKey: "user")
    }
}
// MARK: - String arguments

nonisolated extension CreateEmbeddingRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: CreateEmbeddingRequest.Model,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: CreateEmbeddingRequest.Input.string(input),
            model: model,
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }

    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: CreateEmbeddingRequest.Input,
        model: String,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: input,
            model: CreateEmbeddingRequest.Model(rawValue: model),
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }

    /// The memberwise initializer with `input`, `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: String,
        encodingFormat: CreateEmbeddingRequest.EncodingFormat? = nil,
        dimensions: Int? = nil,
        user: String? = nil
    ) {
        self.init(
            input: CreateEmbeddingRequest.Input.string(input),
            model: CreateEmbeddingRequest.Model(rawValue: model),
            encodingFormat: encodingFormat,
            dimensions: dimensions,
            user: user
        )
    }
}
