// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationTelemetryDestinationsCreateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Human-readable name for the destination. Optional. 1 to 255 characters.
    public var displayName: String?

    /// The base URL of your collector's OTLP/HTTP endpoint, for example
    /// `https://gateway.example.com`.
    ///
    /// The URL must use `https` and a hostname, not an IP address. The port, if given,
    /// must be 443. The URL must not contain a query string, a fragment, or a username
    /// and password. At most 2,048 characters.
    ///
    /// A path prefix, such as `/otlp`, is allowed. Don't include the per-signal path
    /// (`/v1/traces`), because the API appends it on delivery. If your collector takes
    /// traces on another path, also set `traces.endpoint_url`.
    public var endpointURL: String

    /// Request headers that the API sends with every delivery, typically your
    /// collector's authentication header (for example `authorization`).
    ///
    /// The API never returns the values. Reads show only `header_names`.
    ///
    /// At most 20 headers. Names are at most 128 characters. Two names can't differ
    /// only in case. Values are printable ASCII, at most 4,096 characters, and can't
    /// begin or end with a space. Names and values together are at most 16,384 bytes.
    ///
    /// Reserved names are rejected, for example `host`, `cookie`, `user-agent`, and
    /// names that start with `content-`, `proxy-`, `x-forwarded-`, or `anthropic-`. For
    /// this check, `_` in a name counts as `-`.
    public var headers: [String: String]?

    /// The settings for the traces that the destination receives. If you leave it out,
    /// every setting takes its default.
    public var traces: BetaTelemetryDestinationTracesParams?

    /// Which of the organization's workspaces the destination covers.
    public var workspaces: BetaTelemetryDestinationWorkspacesParams

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        endpointURL: String,
        workspaces: BetaTelemetryDestinationWorkspacesParams,
        displayName: String? = nil,
        headers: [String: String]? = nil,
        traces: BetaTelemetryDestinationTracesParams? = nil
    ) {
        self.displayName = displayName
        self.endpointURL = endpointURL
        self.headers = headers
        self.traces = traces
        self.workspaces = workspaces
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            endpointURL: .emptyValue,
            workspaces: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.endpointURL = try container.decodeRequired(String.self, forKey: "endpoint_url", in: decoder)
        self.headers = try container.decodeIfPresent([String: String].self, forKey: "headers")
        self.traces = try container.decodeIfPresent(BetaTelemetryDestinationTracesParams.self, forKey: "traces")
        self.workspaces = try container.decodeRequired(BetaTelemetryDestinationWorkspacesParams.self, forKey: "workspaces", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.endpointURL, forKey: "endpoint_url")
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encodeIfPresent(self.traces, forKey: "traces")
        try container.encode(self.workspaces, forKey: "workspaces")
    }
}

nonisolated extension NullableMember where Owner == OrganizationTelemetryDestinationsCreateRequest {
    public static var displayName: Self { Self("display_name") }
}
