// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateModerationRequest`
public nonisolated struct CreateModerationRequest: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Input (or inputs) to classify. Can be a single string, an array of strings, or
    /// an array of multi-modal input objects similar to other models.
    public var input: CreateModerationRequest.Input

    /// The content moderation model you would like to use. Learn more in
    /// [the moderation guide](https://platform.openai.com/docs/guides/moderation), and learn about
    /// available models [here](https://platform.openai.com/docs/models#moderation).
    public var model: CreateModerationRequest.Model?

    public init(
        input: CreateModerationRequest.Input,
        model: CreateModerationRequest.Model? = nil
    ) {
        self.input = input
        self.model = model
    }

    public init(stringLiteral value: String) {
        self.init(input: CreateModerationRequest.Input(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            input: .emptyValue
        )
    }

    /// Input (or inputs) to classify. Can be a single string, an array of strings, or
    /// an array of multi-modal input objects similar to other models.
    public nonisolated enum Input: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        /// A string of text to classify for moderation.
        case string(String)
        /// An array of strings to classify for moderation.
        case strings([String])
        /// An array of multi-modal inputs to the moderation model.
        case objects([CreateModerationRequest.Input.Object])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        public nonisolated enum Object: Codable, Equatable, Sendable, EmptyDecodable {
            /// An object describing an image to classify.
            ///
            /// - `type`: `image_url`
            case imageURL(ModerationImageURLInput)
            /// An object describing text to classify.
            ///
            /// - `type`: `text`
            case text(ModerationTextInput)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// Formerly a type of its own; the spec now names it `ModerationImageURLInput`.
            @available(*, deprecated, renamed: "ModerationImageURLInput")
            public typealias ImageURL = ModerationImageURLInput

            /// Formerly a type of its own; the spec now names it `ModerationTextInput`.
            @available(*, deprecated, renamed: "ModerationTextInput")
            public typealias Text = ModerationTextInput

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "image_url": self = .imageURL(try ModerationImageURLInput(from: decoder)); return
                    case "text": self = .text(try ModerationTextInput(from: decoder)); return
                    default: self = .unknown(try JSONValue(from: decoder)); return
                    }
                }
                self = .unknown(try JSONValue(from: decoder))
            }

            public func encode(to encoder: any Encoder) throws {
                switch self {
                case .imageURL(let value): try value.encode(to: encoder)
                case .text(let value): try value.encode(to: encoder)
                case .unknown(let value): try value.encode(to: encoder)
                }
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                if let value = UnionDecoding.attempt(in: decoder, { try [String](from: decoder) }) {
                    self = .strings(value); return
                }
                self = .objects(try [CreateModerationRequest.Input.Object](from: decoder)); return
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
            case .objects(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// The content moderation model you would like to use. Learn more in
    /// [the moderation guide](https://platform.openai.com/docs/guides/moderation), and learn about
    /// available models [here](https://platform.openai.com/docs/models#moderation).
    public nonisolated enum Model: OpenEnum, EmptyDecodable {
        case omniModerationLatest
        case omniModeration_2024_09_26
        case textModerationLatest
        case textModerationStable
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "omni-moderation-latest": self = .omniModerationLatest
            case "omni-moderation-2024-09-26": self = .omniModeration_2024_09_26
            case "text-moderation-latest": self = .textModerationLatest
            case "text-moderation-stable": self = .textModerationStable
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .omniModerationLatest: "omni-moderation-latest"
            case .omniModeration_2024_09_26: "omni-moderation-2024-09-26"
            case .textModerationLatest: "text-moderation-latest"
            case .textModerationStable: "text-moderation-stable"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.input = try container.decodeRequired(CreateModerationRequest.Input.self, forKey: "input", in: decoder)
        self.model = try container.decodeIfPresent(CreateModerationRequest.Model.self, forKey: "model")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.input, forKey: "input")
        try container.encodeIfPresent(self.model, forKey: "model")
    }
}
// MARK: - String arguments

nonisolated extension CreateModerationRequest {
    /// The memberwise initializer with `input` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: CreateModerationRequest.Model? = nil
    ) {
        self.init(
            input: CreateModerationRequest.Input.string(input),
            model: model
        )
    }

    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: CreateModerationRequest.Input,
        model: String
    ) {
        self.init(
            input: input,
            model: CreateModerationRequest.Model(rawValue: model)
        )
    }

    /// The memberwise initializer with `input`, `model` from a `String` value.
    @_disfavoredOverload
    public init(
        input: String,
        model: String
    ) {
        self.init(
            input: CreateModerationRequest.Input.string(input),
            model: CreateModerationRequest.Model(rawValue: model)
        )
    }
}
