// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/SpendLimitOrganizationServiceScope`
public nonisolated struct SpendLimitOrganizationServiceScope: Codable, Equatable, Sendable, EmptyDecodable {
    public var service: String

    public var type: String

    public init(
        service: String
    ) {
        self.service = service
        self.type = "organization_service"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            service: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.service = try container.decodeRequired(String.self, forKey: "service", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "organization_service")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.service, forKey: "service")
        try container.encode(self.type, forKey: "type")
    }
}
