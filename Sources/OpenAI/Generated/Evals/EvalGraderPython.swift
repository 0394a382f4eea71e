// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// EvalGraderPython
///
/// - Schema: `#/components/schemas/EvalGraderPython`
public nonisolated struct EvalGraderPython: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `python`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The source code of the python script.
    public var source: String

    /// The image tag to use for the python script.
    public var imageTag: String?

    /// The threshold for the score.
    public var passThreshold: Double?

    public init(
        name: String,
        source: String,
        imageTag: String? = nil,
        passThreshold: Double? = nil
    ) {
        self.type = "python"
        self.name = name
        self.source = source
        self.imageTag = imageTag
        self.passThreshold = passThreshold
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            name: .emptyValue,
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "python")
        self.name = try container.decodeRequired(String.self, forKey: "name", in: decoder)
        self.source = try container.decodeRequired(String.self, forKey: "source", in: decoder)
        self.imageTag = try container.decodeIfPresent(String.self, forKey: "image_tag")
        self.passThreshold = try container.decodeIfPresent(Double.self, forKey: "pass_threshold")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.source, forKey: "source")
        try container.encodeIfPresent(self.imageTag, forKey: "image_tag")
        try container.encodeIfPresent(self.passThreshold, forKey: "pass_threshold")
    }
}
