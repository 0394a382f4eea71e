// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    public var attributeMatchers: [String: OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest.AttributeMatchersValue]?

    public var description: String?

    public var enabled: Bool?

    public var name: String?

    public var permissions: FederationRuleUpdateParamsPermissions?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        attributeMatchers: [String: OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest.AttributeMatchersValue]? = nil,
        description: String? = nil,
        enabled: Bool? = nil,
        name: String? = nil,
        permissions: FederationRuleUpdateParamsPermissions? = nil
    ) {
        self.attributeMatchers = attributeMatchers
        self.description = description
        self.enabled = enabled
        self.name = name
        self.permissions = permissions
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    public nonisolated enum AttributeMatchersValue: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case bool(Bool)
        case integer(Int)
        case number(Double)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .bool:
                self = .bool(try Bool(from: decoder)); return
            case .integer:
                self = .integer(try Int(from: decoder)); return
            case .number:
                self = .number(try Double(from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .bool(let value): try value.encode(to: encoder)
            case .integer(let value): try value.encode(to: encoder)
            case .number(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.attributeMatchers = try container.decodeIfPresent([String: OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest.AttributeMatchersValue].self, forKey: "attribute_matchers")
        self.description = try container.decodeIfPresent(String.self, forKey: "description")
        self.enabled = try container.decodeIfPresent(Bool.self, forKey: "enabled")
        self.name = try container.decodeIfPresent(String.self, forKey: "name")
        self.permissions = try container.decodeIfPresent(FederationRuleUpdateParamsPermissions.self, forKey: "permissions")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.attributeMatchers, forKey: "attribute_matchers")
        try container.encodeIfPresent(self.description, forKey: "description")
        try container.encodeIfPresent(self.enabled, forKey: "enabled")
        try container.encodeIfPresent(self.name, forKey: "name")
        try container.encodeIfPresent(self.permissions, forKey: "permissions")
    }
}

nonisolated extension NullableMember where Owner == OrganizationWorkloadIdentityProvidersFederationRulesUpdateRequest {
    public static var description: Self { Self("description") }
    public static var name: Self { Self("name") }
}
