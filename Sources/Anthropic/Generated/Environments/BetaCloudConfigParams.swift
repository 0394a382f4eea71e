// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Request params for `cloud` environment configuration.
///
/// Fields default to null; on update, omitted fields preserve the
/// existing value.
///
/// - Schema: `#/components/schemas/BetaCloudConfigParams`
public nonisolated struct BetaCloudConfigParams: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Network configuration policy. Omit on update to preserve the existing value.
    public var networking: BetaCloudConfigParams.Networking?

    /// Package manager configuration. Omit on update to preserve the existing value.
    public var packages: BetaPackagesParams?

    /// Environment type
    public var type: String

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        networking: BetaCloudConfigParams.Networking? = nil,
        packages: BetaPackagesParams? = nil
    ) {
        self.networking = networking
        self.packages = packages
        self.type = "cloud"
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Network configuration policy. Omit on update to preserve the existing value.
    public nonisolated enum Networking: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `unrestricted`
        case unrestricted(BetaUnrestrictedNetwork)
        /// - `type`: `limited`
        case limited(BetaLimitedNetworkParams)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "unrestricted": self = .unrestricted(try BetaUnrestrictedNetwork(from: decoder)); return
                case "limited": self = .limited(try BetaLimitedNetworkParams(from: decoder)); return
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
        self.networking = try container.decodeIfPresent(BetaCloudConfigParams.Networking.self, forKey: "networking")
        self.packages = try container.decodeIfPresent(BetaPackagesParams.self, forKey: "packages")
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "cloud")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.networking, forKey: "networking")
        try container.encodeIfPresent(self.packages, forKey: "packages")
        try container.encode(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == BetaCloudConfigParams {
    public static var networking: Self { Self("networking") }
    public static var packages: Self { Self("packages") }
}
