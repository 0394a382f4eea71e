// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An HTTP response captured during a credential validation probe.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRefreshHttpResponse`
public struct BetaManagedAgentsRefreshHttpResponse: Codable, Hashable, Sendable, EmptyDecodable {
    /// HTTP status code.
    public var statusCode: Int

    /// Value of the `Content-Type` response header.
    public var contentType: String

    /// Response body. May be truncated and has sensitive values scrubbed.
    public var body: String

    /// Whether `body` was truncated.
    public var bodyTruncated: Bool

    public init(
        statusCode: Int,
        contentType: String,
        body: String,
        bodyTruncated: Bool
    ) {
        self.statusCode = statusCode
        self.contentType = contentType
        self.body = body
        self.bodyTruncated = bodyTruncated
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            statusCode: .emptyValue,
            contentType: .emptyValue,
            body: .emptyValue,
            bodyTruncated: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case statusCode = "status_code"
        case contentType = "content_type"
        case body
        case bodyTruncated = "body_truncated"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.statusCode = try container.decodeRequired(Int.self, forKey: .statusCode, in: decoder)
        self.contentType = try container.decodeRequired(String.self, forKey: .contentType, in: decoder)
        self.body = try container.decodeRequired(String.self, forKey: .body, in: decoder)
        self.bodyTruncated = try container.decodeRequired(Bool.self, forKey: .bodyTruncated, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.statusCode, forKey: .statusCode)
        try container.encode(self.contentType, forKey: .contentType)
        try container.encode(self.body, forKey: .body)
        try container.encode(self.bodyTruncated, forKey: .bodyTruncated)
    }
}

/// Outcome of a refresh-token exchange attempted during credential validation.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsRefreshObject`
public struct BetaManagedAgentsRefreshObject: Codable, Hashable, Sendable, EmptyDecodable {
    /// Outcome of the refresh attempt.
    public var status: BetaManagedAgentsCredentialRefreshStatus

    /// The captured HTTP error response from the token endpoint. Populated only when `status` is `failed`.
    public var httpResponse: BetaManagedAgentsRefreshHttpResponse?

    public init(
        status: BetaManagedAgentsCredentialRefreshStatus,
        httpResponse: BetaManagedAgentsRefreshHttpResponse?
    ) {
        self.status = status
        self.httpResponse = httpResponse
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            status: .emptyValue,
            httpResponse: nil
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case status
        case httpResponse = "http_response"
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.status = try container.decodeRequired(BetaManagedAgentsCredentialRefreshStatus.self, forKey: .status, in: decoder)
        self.httpResponse = try container.decodeIfPresent(BetaManagedAgentsRefreshHttpResponse.self, forKey: .httpResponse)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.status, forKey: .status)
        try container.encode(self.httpResponse, forKey: .httpResponse)
    }
}
