// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An error that occurred while generating the response.
///
/// - Schema: `#/components/schemas/Error-2`
public nonisolated struct VideoError: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// A machine-readable error code that was returned.
    public var code: String

    /// A human-readable description of the error that was returned.
    public var message: String

    /// Headers returned with the original error.
    ///
    /// These can include Retry-After, Retry-After-Ms, and, on opted-in deployments,
    /// x-openai-inference-capacity-reason.
    public var headers: [String: String]?

    public var misalignment: VideoCreateErrorMisalignment?

    /// The request parameter associated with the error, or null if none was recorded.
    public var param: String?

    /// The original error type, or null if it was not recorded.
    public var type: String?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        code: String,
        message: String,
        headers: [String: String]? = nil,
        misalignment: VideoCreateErrorMisalignment? = nil,
        param: String? = nil,
        type: String? = nil
    ) {
        self.code = code
        self.message = message
        self.headers = headers
        self.misalignment = misalignment
        self.param = param
        self.type = type
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            code: .emptyValue,
            message: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.code = try container.decodeRequired(String.self, forKey: "code", in: decoder)
        self.message = try container.decodeRequired(String.self, forKey: "message", in: decoder)
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
        self.misalignment = try container.decodeIfPresent(VideoCreateErrorMisalignment.self, forKey: "misalignment")
        self.param = try container.decodeIfPresent(String.self, forKey: "param")
        self.type = try container.decodeIfPresent(String.self, forKey: "type")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.code, forKey: "code")
        try container.encode(self.message, forKey: "message")
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encodeIfPresent(self.misalignment, forKey: "misalignment")
        try container.encodeIfPresent(self.param, forKey: "param")
        try container.encodeIfPresent(self.type, forKey: "type")
    }
}

nonisolated extension NullableMember where Owner == VideoError {
    public static var headers: Self { Self("headers") }
    public static var misalignment: Self { Self("misalignment") }
    public static var param: Self { Self("param") }
    public static var type: Self { Self("type") }
}
