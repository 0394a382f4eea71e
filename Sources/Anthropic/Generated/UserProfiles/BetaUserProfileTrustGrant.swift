// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaUserProfileTrustGrant`
public nonisolated struct BetaUserProfileTrustGrant: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// Status of the trust grant.
    public var status: BetaUserProfileTrustGrant.Status

    public init(
        status: BetaUserProfileTrustGrant.Status
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: BetaUserProfileTrustGrant.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// Status of the trust grant.
    public nonisolated enum Status: OpenEnum, EmptyDecodable {
        case active
        case pending
        case rejected
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "active": self = .active
            case "pending": self = .pending
            case "rejected": self = .rejected
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .active: "active"
            case .pending: "pending"
            case .rejected: "rejected"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.status = try container.decodeRequired(BetaUserProfileTrustGrant.Status.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
    }
}
