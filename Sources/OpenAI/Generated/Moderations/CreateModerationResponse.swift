// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Represents if a given text input is potentially harmful.
///
/// - Schema: `#/components/schemas/CreateModerationResponse`
public nonisolated struct CreateModerationResponse: Codable, Equatable, Sendable, EmptyDecodable {
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

    public nonisolated struct ResultValue: Codable, Equatable, Sendable, EmptyDecodable {
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
        public nonisolated struct Categories: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.hate = try container.decodeRequired(Bool.self, forKey: "hate", in: decoder)
                self.hateThreatening = try container.decodeRequired(Bool.self, forKey: "hate/threatening", in: decoder)
                self.harassment = try container.decodeRequired(Bool.self, forKey: "harassment", in: decoder)
                self.harassmentThreatening = try container.decodeRequired(Bool.self, forKey: "harassment/threatening", in: decoder)
                self.illicit = try container.decodeIfPresent(Bool.self, forKey: "illicit")
                self.illicitViolent = try container.decodeIfPresent(Bool.self, forKey: "illicit/violent")
                self.selfHarm = try container.decodeRequired(Bool.self, forKey: "self-harm", in: decoder)
                self.selfHarmIntent = try container.decodeRequired(Bool.self, forKey: "self-harm/intent", in: decoder)
                self.selfHarmInstructions = try container.decodeRequired(Bool.self, forKey: "self-harm/instructions", in: decoder)
                self.sexual = try container.decodeRequired(Bool.self, forKey: "sexual", in: decoder)
                self.sexualMinors = try container.decodeRequired(Bool.self, forKey: "sexual/minors", in: decoder)
                self.violence = try container.decodeRequired(Bool.self, forKey: "violence", in: decoder)
                self.violenceGraphic = try container.decodeRequired(Bool.self, forKey: "violence/graphic", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.hate, forKey: "hate")
                try container.encode(self.hateThreatening, forKey: "hate/threatening")
                try container.encode(self.harassment, forKey: "harassment")
                try container.encode(self.harassmentThreatening, forKey: "harassment/threatening")
                try container.encode(self.illicit, forKey: "illicit")
                try container.encode(self.illicitViolent, forKey: "illicit/violent")
                try container.encode(self.selfHarm, forKey: "self-harm")
                try container.encode(self.selfHarmIntent, forKey: "self-harm/intent")
                try container.encode(self.selfHarmInstructions, forKey: "self-harm/instructions")
                try container.encode(self.sexual, forKey: "sexual")
                try container.encode(self.sexualMinors, forKey: "sexual/minors")
                try container.encode(self.violence, forKey: "violence")
                try container.encode(self.violenceGraphic, forKey: "violence/graphic")
            }
        }

        /// A list of the categories along with their scores as predicted by model.
        public nonisolated struct CategoryScores: Codable, Equatable, Sendable, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.hate = try container.decodeRequired(Double.self, forKey: "hate", in: decoder)
                self.hateThreatening = try container.decodeRequired(Double.self, forKey: "hate/threatening", in: decoder)
                self.harassment = try container.decodeRequired(Double.self, forKey: "harassment", in: decoder)
                self.harassmentThreatening = try container.decodeRequired(Double.self, forKey: "harassment/threatening", in: decoder)
                self.illicit = try container.decodeRequired(Double.self, forKey: "illicit", in: decoder)
                self.illicitViolent = try container.decodeRequired(Double.self, forKey: "illicit/violent", in: decoder)
                self.selfHarm = try container.decodeRequired(Double.self, forKey: "self-harm", in: decoder)
                self.selfHarmIntent = try container.decodeRequired(Double.self, forKey: "self-harm/intent", in: decoder)
                self.selfHarmInstructions = try container.decodeRequired(Double.self, forKey: "self-harm/instructions", in: decoder)
                self.sexual = try container.decodeRequired(Double.self, forKey: "sexual", in: decoder)
                self.sexualMinors = try container.decodeRequired(Double.self, forKey: "sexual/minors", in: decoder)
                self.violence = try container.decodeRequired(Double.self, forKey: "violence", in: decoder)
                self.violenceGraphic = try container.decodeRequired(Double.self, forKey: "violence/graphic", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.hate, forKey: "hate")
                try container.encode(self.hateThreatening, forKey: "hate/threatening")
                try container.encode(self.harassment, forKey: "harassment")
                try container.encode(self.harassmentThreatening, forKey: "harassment/threatening")
                try container.encode(self.illicit, forKey: "illicit")
                try container.encode(self.illicitViolent, forKey: "illicit/violent")
                try container.encode(self.selfHarm, forKey: "self-harm")
                try container.encode(self.selfHarmIntent, forKey: "self-harm/intent")
                try container.encode(self.selfHarmInstructions, forKey: "self-harm/instructions")
                try container.encode(self.sexual, forKey: "sexual")
                try container.encode(self.sexualMinors, forKey: "sexual/minors")
                try container.encode(self.violence, forKey: "violence")
                try container.encode(self.violenceGraphic, forKey: "violence/graphic")
            }
        }

        /// A list of the categories along with the input type(s) that the score applies to.
        public nonisolated struct CategoryAppliedInputTypes: Codable, Equatable, Sendable, EmptyDecodable {
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

            public nonisolated enum HateItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum HateThreateningItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum HarassmentItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum HarassmentThreateningItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum IllicitItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum IllicitViolentItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum SelfHarmItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum SelfHarmIntentItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum SelfHarmInstruction: OpenEnum, EmptyDecodable {
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

            public nonisolated enum SexualItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum SexualMinor: OpenEnum, EmptyDecodable {
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

            public nonisolated enum ViolenceItem: OpenEnum, EmptyDecodable {
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

            public nonisolated enum ViolenceGraphicItem: OpenEnum, EmptyDecodable {
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

            public init(from decoder: any Decoder) throws {
                let container = try decoder.container(keyedBy: AnyCodingKey.self)
                self.hate = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateItem].self, forKey: "hate", in: decoder)
                self.hateThreatening = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HateThreateningItem].self, forKey: "hate/threatening", in: decoder)
                self.harassment = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentItem].self, forKey: "harassment", in: decoder)
                self.harassmentThreatening = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.HarassmentThreateningItem].self, forKey: "harassment/threatening", in: decoder)
                self.illicit = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitItem].self, forKey: "illicit", in: decoder)
                self.illicitViolent = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.IllicitViolentItem].self, forKey: "illicit/violent", in: decoder)
                self.selfHarm = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmItem].self, forKey: "self-harm", in: decoder)
                self.selfHarmIntent = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmIntentItem].self, forKey: "self-harm/intent", in: decoder)
                self.selfHarmInstructions = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SelfHarmInstruction].self, forKey: "self-harm/instructions", in: decoder)
                self.sexual = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualItem].self, forKey: "sexual", in: decoder)
                self.sexualMinors = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.SexualMinor].self, forKey: "sexual/minors", in: decoder)
                self.violence = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceItem].self, forKey: "violence", in: decoder)
                self.violenceGraphic = try container.decodeRequired([CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.ViolenceGraphicItem].self, forKey: "violence/graphic", in: decoder)
            }

            public func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: AnyCodingKey.self)
                try container.encode(self.hate, forKey: "hate")
                try container.encode(self.hateThreatening, forKey: "hate/threatening")
                try container.encode(self.harassment, forKey: "harassment")
                try container.encode(self.harassmentThreatening, forKey: "harassment/threatening")
                try container.encode(self.illicit, forKey: "illicit")
                try container.encode(self.illicitViolent, forKey: "illicit/violent")
                try container.encode(self.selfHarm, forKey: "self-harm")
                try container.encode(self.selfHarmIntent, forKey: "self-harm/intent")
                try container.encode(self.selfHarmInstructions, forKey: "self-harm/instructions")
                try container.encode(self.sexual, forKey: "sexual")
                try container.encode(self.sexualMinors, forKey: "sexual/minors")
                try container.encode(self.violence, forKey: "violence")
                try container.encode(self.violenceGraphic, forKey: "violence/graphic")
            }
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.flagged = try container.decodeRequired(Bool.self, forKey: "flagged", in: decoder)
            self.categories = try container.decodeRequired(CreateModerationResponse.ResultValue.Categories.self, forKey: "categories", in: decoder)
            self.categoryScores = try container.decodeRequired(CreateModerationResponse.ResultValue.CategoryScores.self, forKey: "category_scores", in: decoder)
            self.categoryAppliedInputTypes = try container.decodeRequired(CreateModerationResponse.ResultValue.CategoryAppliedInputTypes.self, forKey: "category_applied_input_types", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.flagged, forKey: "flagged")
            try container.encode(self.categories, forKey: "categories")
            try container.encode(self.categoryScores, forKey: "category_scores")
            try container.encode(self.categoryAppliedInputTypes, forKey: "category_applied_input_types")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.model = try container.decodeRequired(String.self, forKey: "model", in: decoder)
        self.results = try container.decodeRequired([CreateModerationResponse.ResultValue].self, forKey: "results", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.model, forKey: "model")
        try container.encode(self.results, forKey: "results")
    }
}
