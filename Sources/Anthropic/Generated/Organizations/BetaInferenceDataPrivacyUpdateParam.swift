// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Changes to where the Workspace's retained inference data and transcript
/// copies go, and to whether Anthropic's human review applies. An omitted member
/// is unchanged; a member cannot be null.
///
/// - Schema: `#/components/schemas/BetaInferenceDataPrivacyUpdateParam`
public nonisolated struct BetaInferenceDataPrivacyUpdateParam: Codable, Equatable, Sendable, EmptyDecodable {
    /// Whether Anthropic's human review applies to the Workspace from now on.
    ///
    /// `disabled` needs Anthropic's approval. When omitted, unchanged. Cannot be null.
    public var humanReview: BetaAnthropicHumanReviewParam?

    /// Where the data Anthropic's safeguards systems retain for the Workspace goes once
    /// the change takes effect. `external` sends it to the External Storage that
    /// `external_storage_id` names. `internal` means no External Storage: it goes to
    /// Anthropic's storage or, on a cloud provider's platform, to that provider's
    /// storage. When omitted, unchanged. Cannot be null.
    public var safeguardsStorage: BetaStorageMemberParam?

    /// Where copies of the Workspace's transcripts and its cases (Anthropic's safety
    /// findings about those transcripts) go once the change takes effect. `external`
    /// sends them to the External Storage that `external_storage_id` names. `internal`
    /// means no External Storage, so no more copies are made. When omitted, unchanged.
    /// Cannot be null.
    public var transcriptsStorage: BetaStorageMemberParam?

    public init(
        humanReview: BetaAnthropicHumanReviewParam? = nil,
        safeguardsStorage: BetaStorageMemberParam? = nil,
        transcriptsStorage: BetaStorageMemberParam? = nil
    ) {
        self.humanReview = humanReview
        self.safeguardsStorage = safeguardsStorage
        self.transcriptsStorage = transcriptsStorage
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self { Self() }

    // MARK: - Coding

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: AnyCodingKey.self)
        self.humanReview = try container.decodeIfPresent(BetaAnthropicHumanReviewParam.self, forKey: "human_review")
        self.safeguardsStorage = try container.decodeIfPresent(BetaStorageMemberParam.self, forKey: "safeguards_storage")
        self.transcriptsStorage = try container.decodeIfPresent(BetaStorageMemberParam.self, forKey: "transcripts_storage")
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: AnyCodingKey.self)
        try container.encodeIfPresent(self.humanReview, forKey: "human_review")
        try container.encodeIfPresent(self.safeguardsStorage, forKey: "safeguards_storage")
        try container.encodeIfPresent(self.transcriptsStorage, forKey: "transcripts_storage")
    }
}
