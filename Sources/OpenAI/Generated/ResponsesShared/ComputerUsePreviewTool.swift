// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A tool that controls a virtual computer. Learn more about the [computer tool](https://platform.openai.com/docs/guides/tools-computer-use).
///
/// - Schema: `#/components/schemas/ComputerUsePreviewTool`
public nonisolated struct ComputerUsePreviewTool: Codable, Equatable, Sendable, EmptyDecodable {
    /// The type of the computer use tool. Always `computer_use_preview`.
    public var type: String

    /// The type of computer environment to control.
    public var environment: ComputerEnvironment

    /// The width of the computer display.
    public var displayWidth: Int

    /// The height of the computer display.
    public var displayHeight: Int

    public init(
        environment: ComputerEnvironment,
        displayWidth: Int,
        displayHeight: Int
    ) {
        self.type = "computer_use_preview"
        self.environment = environment
        self.displayWidth = displayWidth
        self.displayHeight = displayHeight
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            environment: .emptyValue,
            displayWidth: .emptyValue,
            displayHeight: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "computer_use_preview")
        self.environment = try container.decodeRequired(ComputerEnvironment.self, forKey: "environment", in: decoder)
        self.displayWidth = try container.decodeRequired(Int.self, forKey: "display_width", in: decoder)
        self.displayHeight = try container.decodeRequired(Int.self, forKey: "display_height", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.environment, forKey: "environment")
        try container.encode(self.displayWidth, forKey: "display_width")
        try container.encode(self.displayHeight, forKey: "display_height")
    }
}
