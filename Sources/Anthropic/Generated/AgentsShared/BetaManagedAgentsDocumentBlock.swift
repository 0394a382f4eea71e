// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Document content, either specified directly as base64 data, as text, or as a reference via a URL.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsDocumentBlock`
public nonisolated struct BetaManagedAgentsDocumentBlock: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var type: String

    /// The source of the document data.
    public var source: BetaManagedAgentsDocumentSource

    /// The title of the document.
    public var title: String?

    /// Additional context about the document for the model.
    public var context: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        source: BetaManagedAgentsDocumentSource,
        title: String? = nil,
        context: String? = nil
    ) {
        self.type = "document"
        self.source = source
        self.title = title
        self.context = context
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "document")
        self.source = try container.decodeRequired(BetaManagedAgentsDocumentSource.self, forKey: "source", in: decoder)
        self.title = try container.decodeIfPresent(String.self, forKey: "title")
        self.context = try container.decodeIfPresent(String.self, forKey: "context")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.type, forKey: "type")
        try container.encode(self.source, forKey: "source")
        try container.encodeIfPresent(self.title, forKey: "title")
        try container.encodeIfPresent(self.context, forKey: "context")
    }
}

nonisolated extension NullableMember where Owner == BetaManagedAgentsDocumentBlock {
    public static var title: Self { Self("title") }
    public static var context: Self { Self("context") }
}
