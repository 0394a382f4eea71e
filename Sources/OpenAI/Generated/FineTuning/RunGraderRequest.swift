// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// RunGraderRequest
///
/// - Schema: `#/components/schemas/RunGraderRequest`
public nonisolated struct RunGraderRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The grader used for the fine-tuning job.
    public var grader: RunGraderRequest.Grader

    /// The dataset item provided to the grader. This will be used to populate
    /// the `item` namespace. See [the guide](https://platform.openai.com/docs/guides/graders) for more details.
    public var item: JSONValue?

    /// The model sample to be evaluated. This value will be used to populate
    /// the `sample` namespace. See [the guide](https://platform.openai.com/docs/guides/graders) for more details.
    /// The `output_json` variable will be populated if the model sample is a
    /// valid JSON string.
    public var modelSample: String

    public init(
        grader: RunGraderRequest.Grader,
        modelSample: String,
        item: JSONValue? = nil
    ) {
        self.grader = grader
        self.item = item
        self.modelSample = modelSample
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            grader: .emptyValue,
            modelSample: .emptyValue
        )
    }

    /// The grader used for the fine-tuning job.
    public nonisolated enum Grader: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `string_check`
        case stringCheck(GraderStringCheck)
        /// - `type`: `text_similarity`
        case textSimilarity(GraderTextSimilarity)
        /// - `type`: `python`
        case python(GraderPython)
        /// - `type`: `score_model`
        case scoreModel(GraderScoreModel)
        /// - `type`: `multi`
        case multi(GraderMulti)
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
                case "multi": self = .multi(try GraderMulti(from: decoder)); return
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
            case .multi(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.grader = try container.decodeRequired(RunGraderRequest.Grader.self, forKey: "grader", in: decoder)
        self.item = try container.decodeIfPresent(JSONValue.self, forKey: "item")
        self.modelSample = try container.decodeRequired(String.self, forKey: "model_sample", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.grader, forKey: "grader")
        try container.encodeIfPresent(self.item, forKey: "item")
        try container.encode(self.modelSample, forKey: "model_sample")
    }
}
