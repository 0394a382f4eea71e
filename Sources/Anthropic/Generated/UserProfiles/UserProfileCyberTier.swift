// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One tier of the Cyber Verification Program.
///
/// - Schema: `#/components/schemas/UserProfileCyberTier`
public nonisolated struct UserProfileCyberTier: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// `active` when the tier applies to the profile, otherwise `inactive`.
    ///
    /// The response does not say why a tier is `inactive`: it can be in review,
    /// declined, withdrawn, never applied for, or approved but not applied to this
    /// profile.
    public var status: UserProfileCyberTier.Status

    public init(
        status: UserProfileCyberTier.Status
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: UserProfileCyberTier.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// `active` when the tier applies to the profile, otherwise `inactive`.
    ///
    /// The response does not say why a tier is `inactive`: it can be in review,
    /// declined, withdrawn, never applied for, or approved but not applied to this
    /// profile.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case inactive
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "inactive": self = .inactive
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .inactive: "inactive"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.status = try container.decodeRequired(UserProfileCyberTier.Status.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
    }
}
