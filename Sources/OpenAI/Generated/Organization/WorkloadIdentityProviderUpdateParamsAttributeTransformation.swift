// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/WorkloadIdentityProviderUpdateParamsAttributeTransformation`
public nonisolated struct WorkloadIdentityProviderUpdateParamsAttributeTransformation: Codable, Equatable, Sendable, EmptyDecodable {
    public var attribute: String

    public var expression: String

    public init(
        attribute: String,
        expression: String
    ) {
        self.attribute = attribute
        self.expression = expression
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            attribute: .emptyValue,
            expression: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attribute = try container.decodeRequired(String.self, forKey: "attribute", in: decoder)
        self.expression = try container.decodeRequired(String.self, forKey: "expression", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.attribute, forKey: "attribute")
        try container.encode(self.expression, forKey: "expression")
    }
}
