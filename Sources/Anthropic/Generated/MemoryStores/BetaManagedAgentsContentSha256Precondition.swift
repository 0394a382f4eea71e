// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Optimistic-concurrency precondition: the update applies only if the memory's stored `content_sha256` equals the supplied value. On mismatch, the request returns `memory_precondition_failed_error` (HTTP 409); re-read the memory and retry against the fresh state. If the precondition fails but the stored state already exactly matches the requested `content` and `path`, the server returns 200 instead of 409.
///
/// - Schema: `#/components/schemas/BetaManagedAgentsContentSha256Precondition`
public nonisolated struct BetaManagedAgentsContentSha256Precondition: Codable, Equatable, Sendable, EmptyDecodable {
    public var type: String

    /// Expected `content_sha256` of the stored memory (64 lowercase hexadecimal characters). Typically the `content_sha256` returned by a prior read or list call. Because the server applies no content normalization, clients can also compute this locally as the SHA-256 of the UTF-8 content bytes.
    public var contentSha256: String?

    public init(
        contentSha256: String? = nil
    ) {
        self.type = "content_sha256"
        self.contentSha256 = contentSha256
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "content_sha256")
        self.contentSha256 = try container.decodeIfPresent(String.self, forKey: "content_sha256")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.type, forKey: "type")
        try container.encodeIfPresent(self.contentSha256, forKey: "content_sha256")
    }
}
