// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/DataResidencyUpdateConfigParam`
public nonisolated struct DataResidencyUpdateConfigParam: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Permitted inference geo values.
    ///
    /// Use 'unrestricted' to allow all geos, or a list of specific geos.
    public var allowedInferenceGeos: DataResidencyUpdateConfigParam.AllowedInferenceGeos?

    /// Default inference geo applied when requests omit the parameter.
    ///
    /// Must be a member of `allowed_inference_geos` unless `allowed_inference_geos` is
    /// `"unrestricted"`.
    public var defaultInferenceGeo: DataResidencyUpdateConfigParam.DefaultInferenceGeo?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        allowedInferenceGeos: DataResidencyUpdateConfigParam.AllowedInferenceGeos? = nil,
        defaultInferenceGeo: DataResidencyUpdateConfigParam.DefaultInferenceGeo? = nil
    ) {
        self.allowedInferenceGeos = allowedInferenceGeos
        self.defaultInferenceGeo = defaultInferenceGeo
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    /// Permitted inference geo values.
    ///
    /// Use 'unrestricted' to allow all geos, or a list of specific geos.
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
    ///
    /// Must be a member of `allowed_inference_geos` unless `allowed_inference_geos` is
    /// `"unrestricted"`.
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
        self.allowedInferenceGeos = try container.decodeIfPresent(DataResidencyUpdateConfigParam.AllowedInferenceGeos.self, forKey: "allowed_inference_geos")
        self.defaultInferenceGeo = try container.decodeIfPresent(DataResidencyUpdateConfigParam.DefaultInferenceGeo.self, forKey: "default_inference_geo")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.allowedInferenceGeos, forKey: "allowed_inference_geos")
        try container.encodeIfPresent(self.defaultInferenceGeo, forKey: "default_inference_geo")
    }
}

nonisolated extension NullableMember where Owner == DataResidencyUpdateConfigParam {
    public static var allowedInferenceGeos: Self { Self("allowed_inference_geos") }
    public static var defaultInferenceGeo: Self { Self("default_inference_geo") }
}
