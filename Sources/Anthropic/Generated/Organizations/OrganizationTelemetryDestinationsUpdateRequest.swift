// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationTelemetryDestinationsUpdateRequest: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// New human-readable name, 1 to 255 characters. Null clears it.
    public var displayName: String?

    /// The new base URL of the destination's OTLP/HTTP endpoint. The same rules as on
    /// create apply.
    ///
    /// A change of hostname or port first removes every registered header, so send the
    /// headers for the new endpoint in the same request. When the destination has a
    /// `traces.endpoint_url`, such a change must also set `traces.endpoint_url` to a
    /// URL with the new hostname and port, or to `null`. A change of the path alone
    /// keeps the headers.
    public var endpointURL: String?

    /// Headers to set or remove. The API merges them into the destination's headers by
    /// name.
    ///
    /// Names compare case-insensitively. A string value sets or replaces that header. A
    /// `null` value removes it. Headers that you omit don't change. The field itself
    /// can't be `null`.
    ///
    /// A request that sets a header value must also include `endpoint_url`. The current
    /// URL is accepted.
    ///
    /// The resulting set must stay within the same limits as on create. When the
    /// request sets a value, each stored value that it doesn't set counts as 4,096
    /// bytes toward the 16,384-byte limit, because you can't read its real length. So
    /// to change one header of a destination that has four or more other headers, send
    /// the values of the others again in the same request.
    public var headers: [String: JSONValue]?

    /// Whether the destination receives deliveries after the update. The field can't be
    /// `null`.
    public var state: BetaTelemetryDestinationStateParams?

    /// The traces settings to change. Omitted settings keep their stored values.
    ///
    /// `null` sets every traces setting to its create default.
    public var traces: BetaTelemetryDestinationTracesParams?

    /// The new workspace scope, in the same form as on create. The field can't be
    /// `null`.
    ///
    /// The API refuses an update that changes the type or sends `workspace_ids` while
    /// the destination's list has more than 750 workspaces. Remove workspaces one at a
    /// time until 750 or fewer remain, then send the update again.
    public var workspaces: BetaTelemetryDestinationWorkspacesParams?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        displayName: String? = nil,
        endpointURL: String? = nil,
        headers: [String: JSONValue]? = nil,
        state: BetaTelemetryDestinationStateParams? = nil,
        traces: BetaTelemetryDestinationTracesParams? = nil,
        workspaces: BetaTelemetryDestinationWorkspacesParams? = nil
    ) {
        self.displayName = displayName
        self.endpointURL = endpointURL
        self.headers = headers
        self.state = state
        self.traces = traces
        self.workspaces = workspaces
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.endpointURL = try container.decodeIfPresent(String.self, forKey: "endpoint_url")
        self.headers = try container.decodeIfPresent([String: JSONValue].self, forKey: "headers")
        self.state = try container.decodeIfPresent(BetaTelemetryDestinationStateParams.self, forKey: "state")
        self.traces = try container.decodeIfPresent(BetaTelemetryDestinationTracesParams.self, forKey: "traces")
        self.workspaces = try container.decodeIfPresent(BetaTelemetryDestinationWorkspacesParams.self, forKey: "workspaces")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encodeIfPresent(self.endpointURL, forKey: "endpoint_url")
        try container.encodeIfPresent(self.headers, forKey: "headers")
        try container.encodeIfPresent(self.state, forKey: "state")
        try container.encodeIfPresent(self.traces, forKey: "traces")
        try container.encodeIfPresent(self.workspaces, forKey: "workspaces")
    }
}

nonisolated extension NullableMember where Owner == OrganizationTelemetryDestinationsUpdateRequest {
    public static var displayName: Self { Self("display_name") }
    public static var headers: Self { Self("headers") }
    public static var traces: Self { Self("traces") }
}
