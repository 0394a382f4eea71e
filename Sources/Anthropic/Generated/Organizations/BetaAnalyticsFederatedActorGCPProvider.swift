// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaAnalyticsFederatedActorGCPProvider`
public nonisolated struct BetaAnalyticsFederatedActorGCPProvider: Codable, Equatable, Sendable, EmptyDecodable {
    /// The Google Cloud project the organization is bound to.
    public var projectNumber: String

    public var type: String

    public init(
        projectNumber: String
    ) {
        self.projectNumber = projectNumber
        self.type = "gcp"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            projectNumber: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.projectNumber = try container.decodeRequired(String.self, forKey: "project_number", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "gcp")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.projectNumber, forKey: "project_number")
        try container.encode(self.type, forKey: "type")
    }
}
