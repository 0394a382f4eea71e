// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/ProvenanceResource`
public nonisolated struct ProvenanceResource: Codable, Equatable, Sendable, EmptyDecodable {
    /// The object type. Always `content_provenance_check` for this endpoint.
    public var object: ProvenanceCheckObject

    /// The Unix timestamp, in seconds, when the provenance check was created.
    public var createdAt: Int

    /// The provenance results that apply to the uploaded file. Image results include C2PA and SynthID; audio results include SynthID.
    public var results: [ProvenanceResource.ResultValue]

    public init(
        object: ProvenanceCheckObject,
        createdAt: Int,
        results: [ProvenanceResource.ResultValue]
    ) {
        self.object = object
        self.createdAt = createdAt
        self.results = results
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            object: .emptyValue,
            createdAt: .emptyValue,
            results: .emptyValue
        )
    }

    public nonisolated enum ResultValue: Codable, Equatable, Sendable, EmptyDecodable {
        /// - `type`: `c2pa`
        case c2pa(C2PAProvenanceResult)
        /// - `type`: `synthid`
        case synthid(SynthIDProvenanceResult)
        /// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.
        case unknown(JSONValue)

        public static var emptyValue: Self { .unknown(.null) }

        // MARK: - Coding

        public init(from decoder: any Decoder) throws {
            if let tag = UnionDecoding.tag(of: decoder, key: "type") {
                switch tag {
                case "c2pa": self = .c2pa(try C2PAProvenanceResult(from: decoder)); return
                case "synthid": self = .synthid(try SynthIDProvenanceResult(from: decoder)); return
                default: self = .unknown(try JSONValue(from: decoder)); return
                }
            }
            self = .unknown(try JSONValue(from: decoder))
        }

        public func encode(to encoder: any Encoder) throws {
            switch self {
            case .c2pa(let value): try value.encode(to: encoder)
            case .synthid(let value): try value.encode(to: encoder)
            case .unknown(let value): try value.encode(to: encoder)
            }
        }
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.object = try container.decodeRequired(ProvenanceCheckObject.self, forKey: "object", in: decoder)
        self.createdAt = try container.decodeRequired(Int.self, forKey: "created_at", in: decoder)
        self.results = try container.decodeRequired([ProvenanceResource.ResultValue].self, forKey: "results", in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.object, forKey: "object")
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.results, forKey: "results")
    }
}
