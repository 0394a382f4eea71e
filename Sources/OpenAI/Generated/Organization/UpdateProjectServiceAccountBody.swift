// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for updating a project service account.
///
/// - Schema: `#/components/schemas/UpdateProjectServiceAccountBody`
public nonisolated struct UpdateProjectServiceAccountBody: Codable, Equatable, Sendable, EmptyDecodable {
    /// The updated service account name.
    public var name: String?

    /// The updated service account role.
    public var role: UpdateProjectServiceAccountBody.Role?

    public init(
        name: String? = nil,
        role: UpdateProjectServiceAccountBody.Role? = nil
    ) {
        self.name = name
        self.role = role
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// The updated service account role.
    public nonisolated enum Role: OpenEnum, EmptyDecodable {
        case member
        case owner
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "member": self = .member
            case "owner": self = .owner
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .member: "member"
            case .owner: "owner"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.role = try container.decodeIfPresent(UpdateProjectServiceAccountBody.Role.self, forKey: "role")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.role, forKey: "role")
    }
}
