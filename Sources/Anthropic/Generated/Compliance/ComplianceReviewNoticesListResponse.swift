// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct ComplianceReviewNoticesListResponse: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var data: [BetaComplianceReviewNotice]

    public var nextPage: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        data: [BetaComplianceReviewNotice],
        nextPage: String? = nil
    ) {
        self.data = data
        self.nextPage = nextPage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired([BetaComplianceReviewNotice].self, forKey: "data", in: decoder)
        self.nextPage = try container.decodeIfPresent(String.self, forKey: "next_page")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.data, forKey: "data")
        try container.encodeIfPresent(self.nextPage, forKey: "next_page")
    }
}

nonisolated extension NullableMember where Owner == ComplianceReviewNoticesListResponse {
    public static var nextPage: Self { Self("next_page") }
}
