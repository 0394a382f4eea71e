// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateModerationRequest`
public struct CreateModerationRequest: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Input (or inputs) to classify. Can be a single string, an array of strings, or
    /// an array of multi-modal input objects similar to other models.
    public var input: CreateModerationRequest.Input

    /// The content moderation model you would like to use. Learn more in
    /// [the moderation guide](/docs/guides/moderation), and learn about
    /// available models [here](/docs/models#moderation).
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
    public enum Input: Codable, Hashable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
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

        public enum Object: Codable, Hashable, Sendable, EmptyDecodable {
            /// An object describing an image to classify.
            ///
            /// - `type`: `image_url`
            case imageURL(CreateModerationRequest.Input.Object.ImageURL)
            /// An object describing text to classify.
            ///
            /// - `type`: `text`
            case text(CreateModerationRequest.Input.Object.Text)
            /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
            case unknown(JSONValue)

            public static var emptyValue: Self { .unknown(.null) }

            /// An object describing an image to classify.
            public struct ImageURL: Codable, Hashable, Sendable, EmptyDecodable {
                /// Always `image_url`.
                public var type: String

                /// Contains either an image URL or a data URL for a base64 encoded image.
                public var imageURL: CreateModerationRequest.Input.Object.ImageURL.ImageUrl

                public init(
                    imageURL: CreateModerationRequest.Input.Object.ImageURL.ImageUrl
                ) {
                    self.type = "image_url"
                    self.imageURL = imageURL
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        imageURL: .emptyValue
                    )
                }

                /// Contains either an image URL or a data URL for a base64 encoded image.
                public struct ImageUrl: Codable, Hashable, Sendable, EmptyDecodable {
                    /// Either a URL of the image or the base64 encoded image data.
                    public var url: String

                    public init(
                        url: String
                    ) {
                        self.url = url
                    }

                    /// Every required member empty: stands in for a required object the API did not send.
                    public static var emptyValue: Self {
                        Self(
                            url: .emptyValue
                        )
                    }

                    // MARK: - Coding

                    enum CodingKeys: String, CodingKey {
                        case url
                    }

                    public init(from decoder: any Decoder) throws {
                        let container = try decoder.container(keyedBy: CodingKeys.self)
                        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
                    }

                    public func encode(to encoder: any Encoder) throws {
                        var container = encoder.container(keyedBy: CodingKeys.self)
                        try container.encode(self.url, forKey: .url)
                    }
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                    case imageURL = "image_url"
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "image_url")
                    self.imageURL = try container.decodeRequired(CreateModerationRequest.Input.Object.ImageURL.ImageUrl.self, forKey: .imageURL, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.type, forKey: .type)
                    try container.encode(self.imageURL, forKey: .imageURL)
                }
            }

            /// An object describing text to classify.
            public struct Text: Codable, Hashable, Sendable, EmptyDecodable {
                /// Always `text`.
                public var type: String

                /// A string of text to classify.
                public var text: String

                public init(
                    text: String
                ) {
                    self.type = "text"
                    self.text = text
                }

                /// Every required member empty: stands in for a required object the API did not send.
                public static var emptyValue: Self {
                    Self(
                        text: .emptyValue
                    )
                }

                // MARK: - Coding

                enum CodingKeys: String, CodingKey {
                    case type
                    case text
                }

                public init(from decoder: any Decoder) throws {
                    let container = try decoder.container(keyedBy: CodingKeys.self)
                    self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "text")
                    self.text = try container.decodeRequired(String.self, forKey: .text, in: decoder)
                }

                public func encode(to encoder: any Encoder) throws {
                    var container = encoder.container(keyedBy: CodingKeys.self)
                    try container.encode(self.type, forKey: .type)
                    try container.encode(self.text, forKey: .text)
                }
            }

            // MARK: - Coding

            public init(from decoder: any Decoder) throws {
                if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                    switch tag {
                    case "image_url": self = .imageURL(try CreateModerationRequest.Input.Object.ImageURL(from: decoder)); return
                    case "text": self = .text(try CreateModerationRequest.Input.Object.Text(from: decoder)); return
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
    /// [the moderation guide](/docs/guides/moderation), and learn about
    /// available models [here](/docs/models#moderation).
    public enum Model: OpenEnum, EmptyDecodable {
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

    enum CodingKeys: String, CodingKey {
        case input
        case model
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.input = try container.decodeRequired(CreateModerationRequest.Input.self, forKey: .input, in: decoder)
        self.model = try container.decodeIfPresent(CreateModerationRequest.Model.self, forKey: .model)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.input, forKey: .input)
        try container.encodeIfPresent(self.model, forKey: .model)
    }
}

/// Represents if a given text input is potentially harmful.
///
/// - Schema: `#/components/schemas/CreateModerationResponse`
public struct CreateModerationResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// The unique identifier for the moderation request.
    public var id: String

    /// The model used to generate the moderation results.
    public var model: String

    /// A list of moderation objects.
    public var results: [CreateModerationResponse.ResultValue]

    public init(
        id: String,
        model: String,
        results: [CreateModerationResponse.ResultValue]
    ) {
        self.id = id
        self.model = model
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            model: .emptyValue,
            results: .emptyValue
        )
    }

    public struct ResultValue: Codable, Hashable, Sendable, EmptyDecodable {
        /// Whether any of the below categories are flagged.
        public var flagged: Bool

        /// A list of the categories, and whether they are flagged or not.
        public var categories: CreateModerationResponse.ResultValue.Categories

        /// A list of the categories along with their scores as predicted by model.
        public var categoryScores: CreateModerationResponse.ResultValue.CategoryScores

        /// A list of the categories along with the input type(s) that the score applies to.
        public var categoryAppliedInputTypes: CreateModerationResponse.ResultValue.CategoryAppliedInputTypes

        public init(
            flagged: Bool,
            categories: CreateModerationResponse.ResultValue.Categories,
            categoryScores: CreateModerationResponse.ResultValue.CategoryScores,
            categoryAppliedInputTypes: CreateModerationResponse.ResultValue.CategoryAppliedInputTypes
        ) {
            self.flagged = flagged
            self.categories = categories
            self.categoryScores = categoryScores
            self.categoryAppliedInputTypes = categoryAppliedInputTypes
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                flagged: .emptyValue,
                categories: .emptyValue,
                categoryScores: .emptyValue,
                categoryAppliedInputTypes: .emptyValue
            )
        }

        /// A list of the categories, and whether they are flagged or not.
        public struct Categories: Codable, Hashable, Sendable, EmptyDecodable {
            /// Content that expresses, incites, or promotes hate based on race, gender, ethnicity, religion, nationality, sexual orientation, disability status, or caste. Hateful content aimed at non-protected groups (e.g., chess players) is harassment.
            public var hate: Bool

            /// Hateful content that also includes violence or serious harm towards the targeted group based on race, gender, ethnicity, religion, nationality, sexual orientation, disability status, or caste.
            public var hateThreatening: Bool

            /// Content that expresses, incites, or promotes harassing language towards any target.
            public var harassment: Bool

            /// Harassment content that also includes violence or serious harm towards any target.
            public var harassmentThreatening: Bool

            public var illicit: Bool?

            public var illicitViolent: Bool?

            /// Content that promotes, encourages, or depicts acts of self-harm, such as suicide, cutting, and eating disorders.
            public var selfHarm: Bool

            /// Content where the speaker expresses that they are engaging or intend to engage in acts of self-harm, such as suicide, cutting, and eating disorders.
            public var selfHarmIntent: Bool

            /// Content that encourages performing acts of self-harm, such as suicide, cutting, and eating disorders, or that gives instructions or advice on how to commit such acts.
            public var selfHarmInstructions: Bool

            /// Content meant to arouse sexual excitement, such as the description of sexual activity, or that promotes sexual services (excluding sex education and wellness).
            public var sexual: Bool

            /// Sexual content that includes an individual who is under 18 years old.
            public var sexualMinors: Bool

            /// Content that depicts death, violence, or physical injury.
            public var violence: Bool

            /// Content that depicts death, violence, or physical injury in graphic detail.
            public var violenceGraphic: Bool

            public init(
                hate: Bool,
                hateThreatening: Bool,
                harassment: Bool,
                harassmentThreatening: Bool,
                illicit: Bool?,
                illicitViolent: Bool?,
                selfHarm: Bool,
                selfHarmIntent: Bool,
                selfHarmInstructions: Bool,
                sexual: Bool,
                sexualMinors: Bool,
                violence: Bool,
                violenceGraphic: Bool
            ) {
                self.hate = hate
                self.hateThreatening = hateThreatening
                self.harassment = harassment
                self.harassmentThreatening = harassmentThreatening
                self.illicit = illicit
                self.illicitViolent = illicitViolent
                self.selfHarm = selfHarm
                self.selfHarmIntent = selfHarmIntent
                self.selfHarmInstructions = selfHarmInstructions
                self.sexual = sexual
                self.sexualMinors = sexualMinors
                self.violence = violence
                self.violenceGraphic = violenceGraphic
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    hate: .emptyValue,
                    hateThreatening: .emptyValue,
                    harassment: .emptyValue,
                    harassmentThreatening: .emptyValue,
                    illicit: nil,
                    illicitViolent: nil,
                    selfHarm: .emptyValue,
                    selfHarmIntent: .emptyValue,
                    selfHarmInstructions: .emptyValue,
                    sexual: .emptyValue,
                    sexualMinors: .emptyValue,
                    violence: .emptyValue,
                    violenceGraphic: .emptyValue
                )
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case hate
                case hateThreatening = "hate/threatening"
                case harassment
                case harassmentThreatening = "harassment/threatening"
                case illicit
                case illicitViolent = "illicit/violent"
                case selfHarm = "self-harm"
                case selfHarmIntent = "self-harm/intent"
                case selfHarmInstructions = "self-harm/instructions"
                case sexual
                case sexualMinors = "sexual/minors"
                case violence
                case violenceGraphic = "violence/graphic"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.hate = try container.decodeRequired(Bool.self, forKey: .hate, in: decoder)
                self.hateThreatening = try container.decodeRequired(Bool.self, forKey: .hateThreatening, in: decoder)
                self.harassment = try container.decodeRequired(Bool.self, forKey: .harassment, in: decoder)
                self.harassmentThreatening = try container.decodeRequired(Bool.self, forKey: .harassmentThreatening, in: decoder)
                self.illicit = try container.decodeIfPresent(Bool.self, forKey: .illicit)
                self.illicitViolent = try container.decodeIfPresent(Bool.self, forKey: .illicitViolent)
                self.selfHarm = try container.decodeRequired(Bool.self, forKey: .selfHarm, in: decoder)
                self.selfHarmIntent = try container.decodeRequired(Bool.self, forKey: .selfHarmIntent, in: decoder)
                self.selfHarmInstructions = try container.decodeRequired(Bool.self, forKey: .selfHarmInstructions, in: decoder)
                self.sexual = try container.decodeRequired(Bool.self, forKey: .sexual, in: decoder)
                self.sexualMinors = try container.decodeRequired(Bool.self, forKey: .sexualMinors, in: decoder)
                self.violence = try container.decodeRequired(Bool.self, forKey: .violence, in: decoder)
                self.violenceGraphic = try container.decodeRequired(Bool.self, forKey: .violenceGraphic, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.hate, forKey: .hate)
                try container.encode(self.hateThreatening, forKey: .hateThreatening)
                try container.encode(self.harassment, forKey: .harassment)
                try container.encode(self.harassmentThreatening, forKey: .harassmentThreatening)
                try container.encode(self.illicit, forKey: .illicit)
                try container.encode(self.illicitViolent, forKey: .illicitViolent)
                try container.encode(self.selfHarm, forKey: .selfHarm)
                try container.encode(self.selfHarmIntent, forKey: .selfHarmIntent)
                try container.encode(self.selfHarmInstructions, forKey: .selfHarmInstructions)
                try container.encode(self.sexual, forKey: .sexual)
                try container.encode(self.sexualMinors, forKey: .sexualMinors)
                try container.encode(self.violence, forKey: .violence)
                try container.encode(self.violenceGraphic, forKey: .violenceGraphic)
            }
        }

        /// A list of the categories along with their scores as predicted by model.
        public struct CategoryScores: Codable, Hashable, Sendable, EmptyDecodable {
            /// The score for the category 'hate'.
            public var hate: Double

            /// The score for the category 'hate/threatening'.
            public var hateThreatening: Double

            /// The score for the category 'harassment'.
            public var harassment: Double

            /// The score for the category 'harassment/threatening'.
            public var harassmentThreatening: Double

            /// The score for the category 'illicit'.
            public var illicit: Double

            /// The score for the category 'illicit/violent'.
            public var illicitViolent: Double

            /// The score for the category 'self-harm'.
            public var selfHarm: Double

            /// The score for the category 'self-harm/intent'.
            public var selfHarmIntent: Double

            /// The score for the category 'self-harm/instructions'.
            public var selfHarmInstructions: Double

            /// The score for the category 'sexual'.
            public var sexual: Double

            /// The score for the category 'sexual/minors'.
            public var sexualMinors: Double

            /// The score for the category 'violence'.
            public var violence: Double

            /// The score for the category 'violence/graphic'.
            public var violenceGraphic: Double

            public init(
                hate: Double,
                hateThreatening: Double,
                harassment: Double,
                harassmentThreatening: Double,
                illicit: Double,
                illicitViolent: Double,
                selfHarm: Double,
                selfHarmIntent: Double,
                selfHarmInstructions: Double,
                sexual: Double,
                sexualMinors: Double,
                violence: Double,
                violenceGraphic: Double
            ) {
                self.hate = hate
                self.hateThreatening = hateThreatening
                self.harassment = harassment
                self.harassmentThreatening = harassmentThreatening
                self.illicit = illicit
                self.illicitViolent = illicitViolent
                self.selfHarm = selfHarm
                self.selfHarmIntent = selfHarmIntent
                self.selfHarmInstructions = selfHarmInstructions
                self.sexual = sexual
                self.sexualMinors = sexualMinors
                self.violence = violence
                self.violenceGraphic = violenceGraphic
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    hate: .emptyValue,
                    hateThreatening: .emptyValue,
                    harassment: .emptyValue,
                    harassmentThreatening: .emptyValue,
                    illicit: .emptyValue,
                    illicitViolent: .emptyValue,
                    selfHarm: .emptyValue,
                    selfHarmIntent: .emptyValue,
                    selfHarmInstructions: .emptyValue,
                    sexual: .emptyValue,
                    sexualMinors: .emptyValue,
                    violence: .emptyValue,
                    violenceGraphic: .emptyValue
                )
            }

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case hate
                case hateThreatening = "hate/threatening"
                case harassment
                case harassmentThreatening = "harassment/threatening"
                case illicit
                case illicitViolent = "illicit/violent"
                case selfHarm = "self-harm"
                case selfHarmIntent = "self-harm/intent"
                case selfHarmInstructions = "self-harm/instructions"
                case sexual
                case sexualMinors = "sexual/minors"
                case violence
                case violenceGraphic = "violence/graphic"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.hate = try container.decodeRequired(Double.self, forKey: .hate, in: decoder)
                self.hateThreatening = try container.decodeRequired(Double.self, forKey: .hateThreatening, in: decoder)
                self.harassment = try container.decodeRequired(Double.self, forKey: .harassment, in: decoder)
                self.harassmentThreatening = try container.decodeRequired(Double.self, forKey: .harassmentThreatening, in: decoder)
                self.illicit = try container.decodeRequired(Double.self, forKey: .illicit, in: decoder)
                self.illicitViolent = try container.decodeRequired(Double.self, forKey: .illicitViolent, in: decoder)
                self.selfHarm = try container.decodeRequired(Double.self, forKey: .selfHarm, in: decoder)
                self.selfHarmIntent = try container.decodeRequired(Double.self, forKey: .selfHarmIntent, in: decoder)
                self.selfHarmInstructions = try container.decodeRequired(Double.self, forKey: .selfHarmInstructions, in: decoder)
                self.sexual = try container.decodeRequired(Double.self, forKey: .sexual, in: decoder)
                self.sexualMinors = try container.decodeRequired(Double.self, forKey: .sexualMinors, in: decoder)
                self.violence = try container.decodeRequired(Double.self, forKey: .violence, in: decoder)
                self.violenceGraphic = try container.decodeRequired(Double.self, forKey: .violenceGraphic, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.hate, forKey: .hate)
                try container.encode(self.hateThreatening, forKey: .hateThreatening)
                try container.encode(self.harassment, forKey: .harassment)
                try container.encode(self.harassmentThreatening, forKey: .harassmentThreatening)
                try container.encode(self.illicit, forKey: .illicit)
                try container.encode(self.illicitViolent, forKey: .illicitViolent)
                try container.encode(self.selfHarm, forKey: .selfHarm)
                try container.encode(self.selfHarmIntent, forKey: .selfHarmIntent)
                try container.encode(self.selfHarmInstructions, forKey: .selfHarmInstructions)
                try container.encode(self.sexual, forKey: .sexual)
                try container.encode(self.sexualMinors, forKey: .sexualMinors)
                try container.encode(self.violence, forKey: .violence)
                try container.encode(self.violenceGraphic, forKey: .violenceGraphic)
            }
        }

        /// A list of the categories along with the input type(s) that the score applies to.
        public struct CategoryAppliedInputTypes: Codable, Hashable, Sendable, EmptyDecodable {
            /// The applied input type(s) for the category 'hate'.
            public var hate: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateItem]

            /// The applied input type(s) for the category 'hate/threatening'.
            public var hateThreatening: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateThreateningItem]

            /// The applied input type(s) for the category 'harassment'.
            public var harassment: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentItem]

            /// The applied input type(s) for the category 'harassment/threatening'.
            public var harassmentThreatening: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentThreateningItem]

            /// The applied input type(s) for the category 'illicit'.
            public var illicit: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitItem]

            /// The applied input type(s) for the category 'illicit/violent'.
            public var illicitViolent: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitViolentItem]

            /// The applied input type(s) for the category 'self-harm'.
            public var selfHarm: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmItem]

            /// The applied input type(s) for the category 'self-harm/intent'.
            public var selfHarmIntent: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmIntentItem]

            /// The applied input type(s) for the category 'self-harm/instructions'.
            public var selfHarmInstructions: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmInstruction]

            /// The applied input type(s) for the category 'sexual'.
            public var sexual: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualItem]

            /// The applied input type(s) for the category 'sexual/minors'.
            public var sexualMinors: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualMinor]

            /// The applied input type(s) for the category 'violence'.
            public var violence: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceItem]

            /// The applied input type(s) for the category 'violence/graphic'.
            public var violenceGraphic: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceGraphicItem]

            public init(
                hate: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateItem],
                hateThreatening: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateThreateningItem],
                harassment: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentItem],
                harassmentThreatening: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentThreateningItem],
                illicit: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitItem],
                illicitViolent: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitViolentItem],
                selfHarm: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmItem],
                selfHarmIntent: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmIntentItem],
                selfHarmInstructions: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmInstruction],
                sexual: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualItem],
                sexualMinors: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualMinor],
                violence: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceItem],
                violenceGraphic: [CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceGraphicItem]
            ) {
                self.hate = hate
                self.hateThreatening = hateThreatening
                self.harassment = harassment
                self.harassmentThreatening = harassmentThreatening
                self.illicit = illicit
                self.illicitViolent = illicitViolent
                self.selfHarm = selfHarm
                self.selfHarmIntent = selfHarmIntent
                self.selfHarmInstructions = selfHarmInstructions
                self.sexual = sexual
                self.sexualMinors = sexualMinors
                self.violence = violence
                self.violenceGraphic = violenceGraphic
            }

            /// Every required member empty: stands in for a required object the API did not send.
            public static var emptyValue: Self {
                Self(
                    hate: .emptyValue,
                    hateThreatening: .emptyValue,
                    harassment: .emptyValue,
                    harassmentThreatening: .emptyValue,
                    illicit: .emptyValue,
                    illicitViolent: .emptyValue,
                    selfHarm: .emptyValue,
                    selfHarmIntent: .emptyValue,
                    selfHarmInstructions: .emptyValue,
                    sexual: .emptyValue,
                    sexualMinors: .emptyValue,
                    violence: .emptyValue,
                    violenceGraphic: .emptyValue
                )
            }

            public enum HateItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum HateThreateningItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum HarassmentItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum HarassmentThreateningItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum IllicitItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum IllicitViolentItem: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum SelfHarmItem: OpenEnum, EmptyDecodable {
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

            public enum SelfHarmIntentItem: OpenEnum, EmptyDecodable {
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

            public enum SelfHarmInstruction: OpenEnum, EmptyDecodable {
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

            public enum SexualItem: OpenEnum, EmptyDecodable {
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

            public enum SexualMinor: OpenEnum, EmptyDecodable {
                case text
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "text": self = .text
                    default: self = .unknown(rawValue)
                    }
                }

                public var rawValue: String {
                    switch self {
                    case .text: "text"
                    case .unknown(let value): value
                    }
                }
            }

            public enum ViolenceItem: OpenEnum, EmptyDecodable {
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

            public enum ViolenceGraphicItem: OpenEnum, EmptyDecodable {
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

            // MARK: - Coding

            enum CodingKeys: String, CodingKey {
                case hate
                case hateThreatening = "hate/threatening"
                case harassment
                case harassmentThreatening = "harassment/threatening"
                case illicit
                case illicitViolent = "illicit/violent"
                case selfHarm = "self-harm"
                case selfHarmIntent = "self-harm/intent"
                case selfHarmInstructions = "self-harm/instructions"
                case sexual
                case sexualMinors = "sexual/minors"
                case violence
                case violenceGraphic = "violence/graphic"
            }

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: CodingKeys.self)
                self.hate = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateItem].self, forKey: .hate, in: decoder)
                self.hateThreatening = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateThreateningItem].self, forKey: .hateThreatening, in: decoder)
                self.harassment = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentItem].self, forKey: .harassment, in: decoder)
                self.harassmentThreatening = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentThreateningItem].self, forKey: .harassmentThreatening, in: decoder)
                self.illicit = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitItem].self, forKey: .illicit, in: decoder)
                self.illicitViolent = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitViolentItem].self, forKey: .illicitViolent, in: decoder)
                self.selfHarm = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmItem].self, forKey: .selfHarm, in: decoder)
                self.selfHarmIntent = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmIntentItem].self, forKey: .selfHarmIntent, in: decoder)
                self.selfHarmInstructions = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmInstruction].self, forKey: .selfHarmInstructions, in: decoder)
                self.sexual = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualItem].self, forKey: .sexual, in: decoder)
                self.sexualMinors = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualMinor].self, forKey: .sexualMinors, in: decoder)
                self.violence = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceItem].self, forKey: .violence, in: decoder)
                self.violenceGraphic = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceGraphicItem].self, forKey: .violenceGraphic, in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(self.hate, forKey: .hate)
                try container.encode(self.hateThreatening, forKey: .hateThreatening)
                try container.encode(self.harassment, forKey: .harassment)
                try container.encode(self.harassmentThreatening, forKey: .harassmentThreatening)
                try container.encode(self.illicit, forKey: .illicit)
                try container.encode(self.illicitViolent, forKey: .illicitViolent)
                try container.encode(self.selfHarm, forKey: .selfHarm)
                try container.encode(self.selfHarmIntent, forKey: .selfHarmIntent)
                try container.encode(self.selfHarmInstructions, forKey: .selfHarmInstructions)
                try container.encode(self.sexual, forKey: .sexual)
                try container.encode(self.sexualMinors, forKey: .sexualMinors)
                try container.encode(self.violence, forKey: .violence)
                try container.encode(self.violenceGraphic, forKey: .violenceGraphic)
            }
        }

        // MARK: - Coding

        enum CodingKeys: String, CodingKey {
            case flagged
            case categories
            case categoryScores = "category_scores"
            case categoryAppliedInputTypes = "category_applied_input_types"
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            self.flagged = try container.decodeRequired(Bool.self, forKey: .flagged, in: decoder)
            self.categories = try container.decodeRequired(CreateModerationResponse.ResultValue.Categories.self, forKey: .categories, in: decoder)
            self.categoryScores = try container.decodeRequired(CreateModerationResponse.ResultValue.CategoryScores.self, forKey: .categoryScores, in: decoder)
            self.categoryAppliedInputTypes = try container.decodeRequired(CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.self, forKey: .categoryAppliedInputTypes, in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(self.flagged, forKey: .flagged)
            try container.encode(self.categories, forKey: .categories)
            try container.encode(self.categoryScores, forKey: .categoryScores)
            try container.encode(self.categoryAppliedInputTypes, forKey: .categoryAppliedInputTypes)
        }
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case id
        case model
        case results
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.id = try container.decodeRequired(String.self, forKey: .id, in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: .model, in: decoder)
        self.results = try container.decodeRequired([CreateModerationResponse.ResultValue].self, forKey: .results, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.id, forKey: .id)
        try container.encode(self.model, forKey: .model)
        try container.encode(self.results, forKey: .results)
    }
}
