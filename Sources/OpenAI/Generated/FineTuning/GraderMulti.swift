// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A MultiGrader object combines the output of multiple graders to produce a single score.
///
/// - Schema: `#/components/schemas/GraderMulti`
public nonisolated struct GraderMulti: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `multi`.
    public var type: String

    /// The name of the grader.
    public var name: String

    public var graders: GraderMulti.Graders

    /// A formula to calculate the output based on grader results.
    public var calculateOutput: String

    public init(
        name: String,
        graders: GraderMulti.Graders,
        calculateOutput: String
    ) {
        self.type = "multi"
        self.name = name
        self.graders = graders
        self.calculateOutput = calculateOutput
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            graders: .emptyValue,
            calculateOutput: .emptyValue
        )
    }

    public nonisolated enum Graders: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `string_check`
        case stringCheck(GraderStringCheck)
        /// - `type`: `text_similarity`
        case textSimilarity(GraderTextSimilarity)
        /// - `type`: `python`
        case python(GraderPython)
        /// - `type`: `score_model`
        case scoreModel(GraderScoreModel)
        /// - `type`: `label_model`
        case labelModel(GraderLabelModel)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "string_check": self = .stringCheck(try GraderStringCheck(from: decoder)); return
                case "text_similarity": self = .textSimilarity(try GraderTextSimilarity(from: decoder)); return
                case "python": self = .python(try GraderPython(from: decoder)); return
                case "score_model": self = .scoreModel(try GraderScoreModel(from: decoder)); return
                case "label_model": self = .labelModel(try GraderLabelModel(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .stringCheck(let value): try value.encode(to: encoder)
            case .textSimilarity(let value): try value.encode(to: encoder)
            case .python(let value): try value.encode(to: encoder)
            case .scoreModel(let value): try value.encode(to: encoder)
            case .labelModel(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "multi")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.graders = try container.decodeRequired(GraderMulti.Graders.self, forKey: "graders", in: decoder)
        self.calculateOutput = try container.decodeRequired(String.self, forKey: "calculate_output", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.graders, forKey: "graders")
        try container.encode(self.calculateOutput, forKey: "calculate_output")
    }
}
