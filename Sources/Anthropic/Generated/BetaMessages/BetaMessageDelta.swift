// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages

/// MessageDelta
///
/// - Schema: `#/components/schemas/BetaMessageDelta`
public nonisolated struct BetaMessageDelta: Codable, Equatable, Sendable, EmptyDecodable {
    /// Information about the container used in this request.
    ///
    /// This will be non-null if a container tool (e.g. code execution) was used.
    public var container: BetaContainer?

    /// Structured information about why model output stopped.
    ///
    /// This is `null` when the `stop_reason` has no additional detail to report.
    public var stopDetails: RefusalStopDetails?

    /// Stop Reason
    public var stopReason: BetaStopReason?

    /// Stop Sequence
    public var stopSequence: String?

    public init(
        container: BetaContainer?,
        stopDetails: RefusalStopDetails?,
        stopReason: BetaStopReason?,
        stopSequence: String?
    ) {
        self.container = container
        self.stopDetails = stopDetails
        self.stopReason = stopReason
        self.stopSequence = stopSequence
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            container: nil,
            stopDetails: nil,
            stopReason: nil,
            stopSequence: nil
        )
    }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.container = try container.decodeIfPresent(BetaContainer.self, forKey: "container")
        self.stopDetails = try container.decodeIfPresent(RefusalStopDetails.self, forKey: "stop_details")
        self.stopReason = try container.decodeIfPresent(BetaStopReason.self, forKey: "stop_reason")
        self.stopSequence = try container.decodeIfPresent(String.self, forKey: "stop_sequence")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encode(self.container, forKey: "container")
        try container.encode(self.stopDetails, forKey: "stop_details")
        try container.encode(self.stopReason, forKey: "stop_reason")
        try container.encode(self.stopSequence, forKey: "stop_sequence")
    }
}
