// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A PythonGrader object that runs a python script on the input.
///
/// - Schema: `#/components/schemas/GraderPython`
public nonisolated struct GraderPython: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type, which is always `python`.
    public var type: String

    /// The name of the grader.
    public var name: String

    /// The source code of the python script.
    public var source: String

    /// The image tag to use for the python script.
    public var imageTag: String?

    public init(
        name: String,
        source: String,
        imageTag: String? = nil
    ) {
        self.type = "python"
        self.name = name
        self.source = source
        self.imageTag = imageTag
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
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.name, forKey: "name")
        try container.encode(self.source, forKey: "source")
        try container.encodeIfPresent(self.imageTag, forKey: "image_tag")
    }
}
