// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// A file supplied directly as standard-base64 data.
///
/// - Schema: `#/components/schemas/HostedEnvironmentFileParamInline`
public nonisolated struct HostedEnvironmentFileParamInline: Codable, Equatable, Sendable, EmptyDecodable {
    /// The standard-base64-encoded file contents.
    public var data: String

    /// The absolute destination path inside `/workspace`.
    public var path: String

    /// The type of the object. Always `inline`.
    public var type: String

    public init(
        data: String,
        path: String
    ) {
        self.data = data
        self.path = path
        self.type = "inline"
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            data: .emptyValue,
            path: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.data = try container.decodeRequired(String.self, forKey: "data", in: decoder)
        self.path = try container.decodeRequired(String.self, forKey: "path", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "inline")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.data, forKey: "data")
        try container.encode(self.path, forKey: "path")
        try container.encode(self.type, forKey: "type")
    }
}
