// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Code Interpreter image output
///
/// - Schema: `#/components/schemas/RunStepDetailsToolCallsCodeOutputImageObject`
public nonisolated struct RunStepDetailsToolCallsCodeOutputImageObject: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `image`.
    public var type: String

    public var image: RunStepDetailsToolCallsCodeOutputImageObject.Image

    public init(
        image: RunStepDetailsToolCallsCodeOutputImageObject.Image
    ) {
        self.type = "image"
        self.image = image
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            image: .emptyValue
        )
    }

    public nonisolated struct Image: Codable, Equatable, Sendable, EmptyDecodable {
        /// The [file](https://platform.openai.com/docs/api-reference/files) ID of the image.
        public var fileID: String

        public init(
            fileID: String
        ) {
            self.fileID = fileID
        }

        /// Every required member empty: stands in for a required object the API did not send.
        public static var emptyValue: Self {
            Self(
                fileID: .emptyValue
            )
        }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            self.fileID = try container.decodeRequired(String.self, forKey: "file_id", in: decoder)
        }

        public func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: AnyCodingKey.self)
            try container.encode(self.fileID, forKey: "file_id")
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "image")
        self.image = try container.decodeRequired(RunStepDetailsToolCallsCodeOutputImageObject.Image.self, forKey: "image", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.image, forKey: "image")
    }
}
