// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// One feature of Enterprise Frontier Safeguards.
///
/// - Schema: `#/components/schemas/UserProfileEfsFeature`
public nonisolated struct UserProfileEfsFeature: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
    /// `active` when Anthropic has approved the entity the profile represents to use
    /// the feature, otherwise `inactive`. `active` does not mean that the feature is
    /// set up or switched on, which is a separate step.
    public var status: UserProfileEfsFeature.Status

    public init(
        status: UserProfileEfsFeature.Status
    ) {
        self.status = status
    }

    public init(stringLiteral value: String) {
        self.init(status: UserProfileEfsFeature.Status(stringLiteral: value))
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue
        )
    }

    /// `active` when Anthropic has approved the entity the profile represents to use
    /// the feature, otherwise `inactive`. `active` does not mean that the feature is
    /// set up or switched on, which is a separate step.
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
        self.status = try container.decodeRequired(UserProfileEfsFeature.Status.self, forKey: "status", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.status, forKey: "status")
    }
}
