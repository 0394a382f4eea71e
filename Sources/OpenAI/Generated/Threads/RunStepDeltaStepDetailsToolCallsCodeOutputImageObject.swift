// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code interpreter image output
///
/// - Schema: `#/components/schemas/RunStepDeltaStepDetailsToolCallsCodeOutputImageObject`
public nonisolated struct RunStepDeltaStepDetailsToolCallsCodeOutputImageObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// The index of the output in the outputs array.
    public var index: Int

    /// Always `image`.
    public var type: String

    public var image: RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image?

    public init(
        index: Int,
        image: RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image? = nil
    ) {
        self.index = index
        self.type = "image"
        self.image = image
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            index: .emptyValue
        )
    }

    public nonisolated struct Image: Codable, Equatable, Sendable, EmptyDecodable {
        /// The [file](https://platform.openai.com/docs/api-reference/files) ID of the image.
        public var fileID: String?

        public init(
            fileID: String? = nil
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self { Self() }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encodeIfPresent(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.index = try container.decodeRequired(Int.self, forKey: "index", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image")
        self.image = try container.decodeIfPresent(RunStepDeltaStepDetailsToolCallsCodeOutputImageObject.Image.self, forKey: "image")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.index, forKey: "index")
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.image, forKey: "image")
    }
}
