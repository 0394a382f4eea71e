// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct UserProfilesActionUrlsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable {
    /// The action that the person who opens the URL takes.
    public var action: UserProfileEnrollEndUserActionParam

    public init(
        action: UserProfileEnrollEndUserActionParam
    ) {
        self.action = action
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            action: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.action = try container.decodeRequired(UserProfileEnrollEndUserActionParam.self, forKey: "action", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.action, forKey: "action")
    }
}
