// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// `cloud` environment configuration.
///
/// - Schema: `#/components/schemas/BetaCloudConfig`
public nonisolated struct BetaCloudConfig: Codable, Equatable, Sendable, EmptyDecodable {
    /// Network configuration policy.
    public var networking: BetaCloudConfig.Networking

    /// Package manager configuration.
    public var packages: BetaPackages

    /// Environment type
    public var type: String

    public init(
        networking: BetaCloudConfig.Networking,
        packages: BetaPackages
    ) {
        self.networking = networking
        self.packages = packages
        self.type = "cloud"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            networking: .emptyValue,
            packages: .emptyValue
        )
    }

    /// Network configuration policy.
    public nonisolated enum Networking: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `unrestricted`
        case unrestricted(BetaUnrestrictedNetwork)
        /// - `type`: `limited`
        case limited(BetaLimitedNetwork)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "unrestricted": self = .unrestricted(try BetaUnrestrictedNetwork(from: decoder)); return
                case "limited": self = .limited(try BetaLimitedNetwork(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .unrestricted(let value): try value.encode(to: encoder)
            case .limited(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.networking = try container.decodeRequired(BetaCloudConfig.Networking.self, forKey: "networking", in: decoder)
        self.packages = try container.decodeRequired(BetaPackages.self, forKey: "packages", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "cloud")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.networking, forKey: "networking")
        try container.encode(self.packages, forKey: "packages")
        try container.encode(self.type, forKey: "type")
    }
}
