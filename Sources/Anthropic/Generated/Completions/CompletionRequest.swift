// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// CompletionRequest
///
/// - Schema: `#/components/schemas/CompletionRequest`
public nonisolated struct CompletionRequest: Codable, Equatable, Sendable, EmptyDecodable {
    public var model: Model

    /// The prompt that you want Claude to complete.
    ///
    /// For proper response generation you will need to format your prompt using alternating `\n\nHuman:` and `\n\nAssistant:` conversational turns. For example:
    ///
    /// ```
    /// "\n\nHuman: {userQuestion}\n\nAssistant:"
    /// ```
    ///
    /// See [prompt validation](https://docs.claude.com/en/api/prompt-validation) and our guide to [prompt design](https://docs.claude.com/en/docs/intro-to-prompting) for more details.
    public var prompt: String

    /// The maximum number of tokens to generate before stopping.
    ///
    /// Note that our models may stop _before_ reaching this maximum. This parameter only specifies the absolute maximum number of tokens to generate.
    public var maxTokensToSample: Int

    /// Sequences that will cause the model to stop generating.
    ///
    /// Our models stop on `"\n\nHuman:"`, and may include additional built-in stop sequences in the future. By providing the stop_sequences parameter, you may include additional strings that will cause the model to stop generating.
    public var stopSequences: [String]?

    /// Amount of randomness injected into the response.
    ///
    /// Defaults to `1.0`. Ranges from `0.0` to `1.0`. Use `temperature` closer to `0.0` for analytical / multiple choice, and closer to `1.0` for creative and generative tasks.
    ///
    /// Note that even with `temperature` of `0.0`, the results will not be fully deterministic.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var temperature: Double? {
        get { _temperature }
        set { _temperature = newValue }
    }

    /// Use nucleus sampling.
    ///
    /// In nucleus sampling, we compute the cumulative distribution over all the options for each subsequent token in decreasing probability order and cut it off once it reaches a particular probability specified by `top_p`.
    ///
    /// Recommended for advanced use cases only.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var topP: Double? {
        get { _topP }
        set { _topP = newValue }
    }

    /// Only sample from the top K options for each subsequent token.
    ///
    /// Used to remove "long tail" low probability responses. [Learn more technical details here](https://towardsdatascience.com/how-to-sample-from-language-models-682bceb97277).
    ///
    /// Recommended for advanced use cases only.
    ///
    /// - Warning: Deprecated in the spec.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public var topK: Int? {
        get { _topK }
        set { _topK = newValue }
    }

    /// An object describing metadata about the request.
    public var metadata: Metadata?

    /// Whether to incrementally stream the response using server-sent events.
    ///
    /// See [streaming](https://docs.claude.com/en/api/streaming) for details.
    public var stream: Bool?
    private var _temperature: Double?
    private var _topP: Double?
    private var _topK: Int?

    public init(
        model: Model,
        prompt: String,
        maxTokensToSample: Int,
        stopSequences: [String]? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        topK: Int? = nil,
        metadata: Metadata? = nil,
        stream: Bool? = nil
    ) {
        self.model = model
        self.prompt = prompt
        self.maxTokensToSample = maxTokensToSample
        self.stopSequences = stopSequences
        self._temperature = temperature
        self._topP = topP
        self._topK = topK
        self.metadata = metadata
        self.stream = stream
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            model: .emptyValue,
            prompt: .emptyValue,
            maxTokensToSample: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.model = try container.decodeRequired(Model.self, forKey: "model", in: decoder)
        self.prompt = try container.decodeRequired(String.self, forKey: "prompt", in: decoder)
        self.maxTokensToSample = try container.decodeRequired(Int.self, forKey: "max_tokens_to_sample", in: decoder)
        self.stopSequences = try container.decodeIfPresent([String].self, forKey: "stop_sequences")
        self._temperature = try container.decodeIfPresent(Double.self, forKey: "temperature")
        self._topP = try container.decodeIfPresent(Double.self, forKey: "top_p")
        self._topK = try container.decodeIfPresent(Int.self, forKey: "top_k")
        self.metadata = try container.decodeIfPresent(Metadata.self, forKey: "metadata")
        self.stream = try container.decodeIfPresent(Bool.self, forKey: "stream")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.model, forKey: "model")
        try container.encode(self.prompt, forKey: "prompt")
        try container.encode(self.maxTokensToSample, forKey: "max_tokens_to_sample")
        try container.encodeIfPresent(self.stopSequences, forKey: "stop_sequences")
        try container.encodeIfPresent(self._temperature, forKey: "temperature")
        try container.encodeIfPresent(self._topP, forKey: "top_p")
        try container.encodeIfPresent(self._topK, forKey: "top_k")
        try container.encodeIfPresent(self.metadata, forKey: "metadata")
        try container.encodeIfPresent(self.stream, forKey: "stream")
    }
}
// MARK: - String arguments

nonisolated extension CompletionRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        model: String,
        prompt: String,
        maxTokensToSample: Int,
        stopSequences: [String]? = nil,
        temperature: Double? = nil,
        topP: Double? = nil,
        topK: Int? = nil,
        metadata: Metadata? = nil,
        stream: Bool? = nil
    ) {
        self.init(
            model: Model(rawValue: model),
            prompt: prompt,
            maxTokensToSample: maxTokensToSample,
            stopSequences: stopSequences,
            temperature: temperature,
            topP: topP,
            topK: topK,
            metadata: metadata,
            stream: stream
        )
    }
}
