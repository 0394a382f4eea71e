// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DataResidency`
public nonisolated struct DataResidency: Codable, Equatable, Sendable, EmptyDecodable {
    /// Permitted inference geo values. 'unrestricted' means all geos are allowed.
    public var allowedInferenceGeos: DataResidency.AllowedInferenceGeos

    /// Default inference geo applied when requests omit the parameter.
    public var defaultInferenceGeo: DataResidency.DefaultInferenceGeo

    /// Geographic region for workspace data storage. Immutable after creation.
    public var workspaceGeo: String

    public init(
        allowedInferenceGeos: DataResidency.AllowedInferenceGeos,
        defaultInferenceGeo: DataResidency.DefaultInferenceGeo
    ) {
        self.allowedInferenceGeos = allowedInferenceGeos
        self.defaultInferenceGeo = defaultInferenceGeo
        self.workspaceGeo = "us"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            allowedInferenceGeos: .emptyValue,
            defaultInferenceGeo: .emptyValue
        )
    }

    /// Permitted inference geo values. 'unrestricted' means all geos are allowed.
    public nonisolated enum AllowedInferenceGeos: Codable, Equatable, Sendable, EmptyDecodable, ExpressibleByStringLiteral {
        case array([AllowedInferenceGeo])
        case string(String)
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
                self = .array(try [AllowedInferenceGeo](from: decoder)); return
            case .string:
                self = .string(try String(from: decoder)); return
            default: break
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .array(let value): try value.encode(to: encoder)
            case .string(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    /// Default inference geo applied when requests omit the parameter.
    public nonisolated enum DefaultInferenceGeo: OpenEnum, EmptyDecodable {
        case global
        case us
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "global": self = .global
            case "us": self = .us
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .global: "global"
            case .us: "us"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.allowedInferenceGeos = try container.decodeRequired(DataResidency.AllowedInferenceGeos.self, forKey: "allowed_inference_geos", in: decoder)
        self.defaultInferenceGeo = try container.decodeRequired(DataResidency.DefaultInferenceGeo.self, forKey: "default_inference_geo", in: decoder)
        self.workspaceGeo = try container.decodeRequired(String.self, forKey: "workspace_geo", in: decoder, standIn: "us")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.allowedInferenceGeos, forKey: "allowed_inference_geos")
        try container.encode(self.defaultInferenceGeo, forKey: "default_inference_geo")
        try container.encode(self.workspaceGeo, forKey: "workspace_geo")
    }
}
