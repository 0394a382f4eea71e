// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A computer screenshot image used with the computer use tool.
///
/// - Schema: `#/components/schemas/ComputerScreenshotImage`
public nonisolated struct ComputerScreenshotImage: Codable, Equatable, Sendable, EmptyDecodable {
    /// Specifies the event type. For a computer screenshot, this property is
    /// always set to `computer_screenshot`.
    public var type: String

    /// The URL of the screenshot image.
    public var imageURL: String?

    /// The identifier of an uploaded file that contains the screenshot.
    public var fileID: String?

    public init(
        imageURL: String? = nil,
        fileID: String? = nil
    ) {
        self.type = "computer_screenshot"
        self.imageURL = imageURL
        self.fileID = fileID
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_screenshot")
        self.imageURL = try container.decodeIfPresent(String.self, forKey: "image_url")
        self.fileID = try container.decodeIfPresent(String.self, forKey: "file_id")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.imageURL, forKey: "image_url")
        try container.encodeIfPresent(self.fileID, forKey: "file_id")
    }
}
