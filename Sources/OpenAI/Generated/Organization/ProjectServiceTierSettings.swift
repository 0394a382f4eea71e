// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProjectServiceTierSettings`
public nonisolated struct ProjectServiceTierSettings: Codable, Equatable, Sendable, EmptyDecodable {
    /// Default tier for requests that omit service_tier or use auto.
    public var `default`: ProjectServiceTierSettings.Default

    /// Additional service tiers enabled for this project.
    ///
    /// "all" includes future tiers. An empty array allows only Standard. Organization
    /// policy and eligibility still apply.
    public var enabledTiers: ProjectServiceTierSettings.EnabledTiers

    public var object: String

    public init(
        `default`: ProjectServiceTierSettings.Default,
        enabledTiers: ProjectServiceTierSettings.EnabledTiers
    ) {
        self.default = `default`
        self.enabledTiers = enabledTiers
        self.object = "project.service_tier_settings"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            default: .emptyValue,
            enabledTiers: .emptyValue
        )
    }

    /// Default tier for requests that omit service_tier or use auto.
    public nonisolated enum Default: OpenEnum, EmptyDecodable {
        case standard
        case fast
        case scale
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "standard": self = .standard
            case "fast": self = .fast
            case "scale": self = .scale
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .standard: "standard"
            case .fast: "fast"
            case .scale: "scale"
            case .unknown(let value): value
            }
        }
    }

    /// Additional service tiers enabled for this project.
    ///
    /// "all" includes future tiers. An empty array allows only Standard. Organization
    /// policy and eligibility still apply.
    public nonisolated enum EnabledTiers: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case string(String)
        case array([ProjectOptionalServiceTier])
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public init(stringLiteral value: String) {
            self = .string(value)
        }

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            switch UnionDecoding.kind(of: decoder) {
            case .array:
                self = .array(try [ProjectOptionalServiceTier](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .string(let value): try value.encode(to: encoder)
            case .array(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.default = try container.decodeRequired(ProjectServiceTierSettings.Default.self, forKey: "default", in: decoder)
        self.enabledTiers = try container.decodeRequired(ProjectServiceTierSettings.EnabledTiers.self, forKey: "enabled_tiers", in: decoder)
        self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "project.service_tier_settings")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.default, forKey: "default")
        try container.encode(self.enabledTiers, forKey: "enabled_tiers")
        try container.encode(self.object, forKey: "object")
    }
}
