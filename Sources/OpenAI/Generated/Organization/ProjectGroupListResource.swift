// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Paginated list of groups that have access to a project.
///
/// - Schema: `#/components/schemas/ProjectGroupListResource`
public nonisolated struct ProjectGroupListResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// Always `list`.
    public var object: String

    /// Project group memberships returned in the current page.
    public var data: [ProjectGroup]

    /// Whether additional project group memberships are available.
    public var hasMore: Bool

    /// Cursor to fetch the next page of results, or `null` when there are no more results.
    public var next: String?

    public init(
        data: [ProjectGroup],
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
        self.data = try container.decodeRequired([ProjectGroup].self, forKey: "data", in: decoder)
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
