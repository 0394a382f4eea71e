// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Compliance.Review {
    /// The `items` resource.
    public nonisolated struct Items: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Read one message that Anthropic flagged for your organization to review, with
        /// its request and response.
        ///
        /// A message that the API key can't read, or that isn't flagged, returns the same
        /// 404 as one that doesn't exist. For a message recorded with a user profile, send
        /// that profile's ID in the `anthropic-user-profile-id` header. A flagged message
        /// can also return 404 if it belongs to another organization than the key's own, or
        /// to your end customer's user profile or Workspace.
        ///
        /// If your encryption key or storage bucket refuses the read, the API returns a 400
        /// with `cmek_key_disabled`, `storage_bucket_unreadable` or
        /// `customer_storage_refusal_unattributed` in `error.details.error_code`.
        ///
        /// The API key must have the `read:compliance_review_items`,
        /// `read:compliance_user_data` or `read:org_audit` scope. A key of an organization
        /// with no parent organization must have `read:compliance_review_items`.
        ///
        /// - HTTP: `GET /v1/compliance/review/items/{item_id}?beta=true`
        /// - Operation: `compliance.review.items.retrieve`
        /// - Parameters:
        ///   - itemID: The ID of the item. For a message, its ID as the client received it or as a
        ///   - anthropicUserProfileID: The ID of the user profile that the message was recorded with (`uprof_...`).
        public func retrieve(itemID: String, anthropicUserProfileID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicAdmin.BetaComplianceReviewItem {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/compliance/review/items/{item_id}", parameters: ["item_id": itemID], operation: "compliance.review.items.retrieve")
            request.query.append("beta", "true")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            return try await core.send(request, options: options, as: AnthropicAdmin.BetaComplianceReviewItem.self).value
        }
    }
}
