// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Describes an OpenAI model offering that can be used with the API.
///
/// - Schema: `#/components/schemas/Model`
public nonisolated struct ModelObject: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The model identifier, which can be referenced in the API endpoints.
    public var id: String

    /// The Unix timestamp (in seconds) when the model was created.
    public var created: Int

    /// The object type, which is always "model".
    public var object: String

    /// The organization that owns the model.
    public var ownedBy: String

    /// The date when the model will shut down, or null if not announced.
    public var shutdownDate: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        id: String,
        created: Int,
        ownedBy: String,
        shutdownDate: String? = nil
    ) {
        self.id = id
        self.created = created
        self.object = "model"
        self.ownedBy = ownedBy
        self.shutdownDate = shutdownDate
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            id: .emptyValue,
            created: .emptyValue,
            ownedBy: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.created = try container.decodeRequired(Int.self, forKey: "created", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "model")
        self.ownedBy = try container.decodeRequired(String.self, forKey: "owned_by", in: decoder)
        self.shutdownDate = try container.decodeIfPresent(String.self, forKey: "shutdown_date")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.id, forKey: "id")
        try container.encode(self.created, forKey: "created")
        try container.encode(self.object, forKey: "object")
        try container.encode(self.ownedBy, forKey: "owned_by")
        try container.encodeIfPresent(self.shutdownDate, forKey: "shutdown_date")
    }
}

nonisolated extension NullableMember where Owner == ModelObject {
    public static var shutdownDate: Self { Self("shutdown_date") }
}
