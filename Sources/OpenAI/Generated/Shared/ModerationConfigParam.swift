// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// The moderation policy for the response input.
///
/// - Schema: `#/components/schemas/ModerationConfigParam`
public nonisolated struct ModerationConfigParam: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    public var mode: ModerationMode

    public init(
        mode: ModerationMode
    ) {
        self.mode = mode
    }

    public init(stringLiteral value: String) {
        self.init(mode: ModerationMode(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            mode: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.mode = try container.decodeRequired(ModerationMode.self, forKey: "mode", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.mode, forKey: "mode")
    }
}
