// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// An OpenTelemetry destination: an OTLP/HTTP endpoint, the request headers sent with every delivery to it, what the exported spans contain, and which workspaces it covers. A destination belongs to an organization. A workspace's spans go to every enabled destination that covers it.
///
/// - Schema: `#/components/schemas/BetaTelemetryDestination`
public nonisolated struct BetaTelemetryDestination: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// Time the destination was created.
    public var createdAt: String

    /// The most recent delivery results for this destination.
    public var deliveryHealth: BetaTelemetryDestinationDeliveryHealth

    /// Human-readable name for the destination. Null when none was set.
    public var displayName: String?

    /// The base URL of the destination's OTLP/HTTP endpoint, exactly as registered.
    ///
    /// The API appends the per-signal path, such as `/v1/traces`, on delivery, unless
    /// `traces.endpoint_url` is set.
    public var endpointURL: String

    /// Names of the registered request headers.
    ///
    /// Header values are write-only and are never returned.
    public var headerNames: [String]

    /// The unique ID of the destination (`tdst_...`).
    public var id: String

    /// Whether the destination receives deliveries.
    public var state: BetaTelemetryDestinationState

    /// The destination's settings for the traces it receives.
    public var traces: BetaTelemetryDestinationTraces

    public var type: String

    /// Time of the last change to the destination's configuration or state.
    ///
    /// Changes to `delivery_health` don't change it.
    ///
    /// An update that sets a header value always changes it, even when the value is the
    /// same as before. Adding or removing a single workspace on the destination's list
    /// doesn't change it. An update that changes the list does.
    public var updatedAt: String

    /// Which of the organization's workspaces the destination covers.
    public var workspaces: BetaTelemetryDestinationWorkspaces

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        createdAt: String,
        deliveryHealth: BetaTelemetryDestinationDeliveryHealth,
        endpointURL: String,
        headerNames: [String],
        id: String,
        state: BetaTelemetryDestinationState,
        traces: BetaTelemetryDestinationTraces,
        updatedAt: String,
        workspaces: BetaTelemetryDestinationWorkspaces,
        displayName: String? = nil
    ) {
        self.createdAt = createdAt
        self.deliveryHealth = deliveryHealth
        self.displayName = displayName
        self.endpointURL = endpointURL
        self.headerNames = headerNames
        self.id = id
        self.state = state
        self.traces = traces
        self.type = "telemetry_destination"
        self.updatedAt = updatedAt
        self.workspaces = workspaces
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            createdAt: .emptyValue,
            deliveryHealth: .emptyValue,
            endpointURL: .emptyValue,
            headerNames: .emptyValue,
            id: .emptyValue,
            state: .emptyValue,
            traces: .emptyValue,
            updatedAt: .emptyValue,
            workspaces: .emptyValue
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.createdAt = try container.decodeRequired(String.self, forKey: "created_at", in: decoder)
        self.deliveryHealth = try container.decodeRequired(BetaTelemetryDestinationDeliveryHealth.self, forKey: "delivery_health", in: decoder)
        self.displayName = try container.decodeIfPresent(String.self, forKey: "display_name")
        self.endpointURL = try container.decodeRequired(String.self, forKey: "endpoint_url", in: decoder)
        self.headerNames = try container.decodeRequired([String].self, forKey: "header_names", in: decoder)
        self.id = try container.decodeRequired(String.self, forKey: "id", in: decoder)
        self.state = try container.decodeRequired(BetaTelemetryDestinationState.self, forKey: "state", in: decoder)
        self.traces = try container.decodeRequired(BetaTelemetryDestinationTraces.self, forKey: "traces", in: decoder)
        self.type = try container.decodeRequired(String.self, forKey: "type", in: decoder, constant: "telemetry_destination")
        self.updatedAt = try container.decodeRequired(String.self, forKey: "updated_at", in: decoder)
        self.workspaces = try container.decodeRequired(BetaTelemetryDestinationWorkspaces.self, forKey: "workspaces", in: decoder)
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encode(self.createdAt, forKey: "created_at")
        try container.encode(self.deliveryHealth, forKey: "delivery_health")
        try container.encodeIfPresent(self.displayName, forKey: "display_name")
        try container.encode(self.endpointURL, forKey: "endpoint_url")
        try container.encode(self.headerNames, forKey: "header_names")
        try container.encode(self.id, forKey: "id")
        try container.encode(self.state, forKey: "state")
        try container.encode(self.traces, forKey: "traces")
        try container.encode(self.type, forKey: "type")
        try container.encode(self.updatedAt, forKey: "updated_at")
        try container.encode(self.workspaces, forKey: "workspaces")
    }
}

nonisolated extension NullableMember where Owner == BetaTelemetryDestination {
    public static var displayName: Self { Self("display_name") }
}
