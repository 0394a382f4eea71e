// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AutomationInvocationSourceResourceAutomation`
public nonisolated struct AutomationInvocationSourceResourceAutomation: Codable, Equatable, Sendable, EmptyDecodable {
    /// The automation snapshot for this occurrence, excluding confidential values.
    public var automation: Automation

    /// The type of the object. Always `automation`.
    public var type: String

    public init(
        automation: Automation
    ) {
        self.automation = automation
        self.type = "automation"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            automation: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.automation = try container.decodeRequired(Automation.self, forKey: "automation", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "automation")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.automation, forKey: "automation")
        try container.encode(self.type, forKey: "type")
    }
}
