// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/BetaInferenceDataPrivacy`
public nonisolated struct BetaInferenceDataPrivacy: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {
    /// The Workspace's human review setting.
    ///
    /// Human review is off only while this is `disabled` and Anthropic's approval
    /// stands.
    public var humanReview: BetaAnthropicHumanReview?

    /// Where the data Anthropic's safeguards systems retain for the Workspace goes.
    ///
    /// `external` sends it to the External Storage that `external_storage_id` names.
    /// `internal` means no External Storage: it goes to Anthropic's storage or, on a
    /// cloud provider's platform, to that provider's storage. A recent change may not
    /// have taken effect yet.
    public var safeguardsStorage: BetaStorageMember?

    /// Where copies of the Workspace's transcripts and its cases (Anthropic's safety
    /// findings about those transcripts) go. `external` sends them to the External
    /// Storage that `external_storage_id` names. `internal` means no External Storage,
    /// so no copies are made. A recent change may not have taken effect yet.
    public var transcriptsStorage: BetaStorageMember?

    /// JSON names of the members sent as `null` while nil: `nulls` and `sendingNull(_:)` (`NullableMembers`).
    public var nullNames: Set<String>

    public init(
        humanReview: BetaAnthropicHumanReview? = nil,
        safeguardsStorage: BetaStorageMember? = nil,
        transcriptsStorage: BetaStorageMember? = nil
    ) {
        self.humanReview = humanReview
        self.safeguardsStorage = safeguardsStorage
        self.transcriptsStorage = transcriptsStorage
        self.nullNames = []
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.humanReview = try container.decodeIfPresent(BetaAnthropicHumanReview.self, forKey: "human_review")
        self.safeguardsStorage = try container.decodeIfPresent(BetaStorageMember.self, forKey: "safeguards_storage")
        self.transcriptsStorage = try container.decodeIfPresent(BetaStorageMember.self, forKey: "transcripts_storage")
        self.nullNames = []
    }

    public func encode(to encoder: any Encoder) throws {
        var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)
        try container.encodeIfPresent(self.humanReview, forKey: "human_review")
        try container.encodeIfPresent(self.safeguardsStorage, forKey: "safeguards_storage")
        try container.encodeIfPresent(self.transcriptsStorage, forKey: "transcripts_storage")
    }
}

nonisolated extension NullableMember where Owner == BetaInferenceDataPrivacy {
    public static var humanReview: Self { Self("human_review") }
    public static var safeguardsStorage: Self { Self("safeguards_storage") }
    public static var transcriptsStorage: Self { Self("transcripts_storage") }
}
