// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Paginated list of user objects returned when inspecting group membership.
///
/// - Schema: `#/components/schemas/UserListResource`
public nonisolated struct UserListResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Users in the current page.
    public var data: [GroupUser]

    /// Whether more users are available when paginating.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when no further users are available.
    public var next: String?

    public init(
        data: [GroupUser],
        hasMore: Bool,
        next: String?
    ) {
        self.object = "list"
        self.data = data
        self.hasMore = hasMore
        self.next = next
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            hasMore: .emptyValue,
            next: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "list")
        self.data = try container.decodeRequired([GroupUser].self, forKey: "data", in: decoder)
        self.hasMore = try container.decodeRequired(Bool.self, forKey: "has_more", in: decoder)
        self.next = try container.decodeIfPresent(String.self, forKey: "next")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.data, forKey: "data")
        try container.encode(self.hasMore, forKey: "has_more")
        try container.encode(self.next, forKey: "next")
    }
}
