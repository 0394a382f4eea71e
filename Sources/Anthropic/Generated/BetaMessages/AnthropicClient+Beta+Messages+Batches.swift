// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import AnthropicMessages
import _AnthropicCore
import _AnthropicShared

nonisolated extension AnthropicClient.Beta.Messages {
    /// The `batches` resource.
    public nonisolated struct Batches: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create a Message Batch
        ///
        /// Send a batch of Message creation requests.
        ///
        /// The Message Batches API can be used to process multiple Messages API requests at once. Once a Message Batch is created, it begins processing immediately. Batches can take up to 24 hours to complete.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `POST /v1/messages/batches?beta=true`
        /// - Operation: `beta_message_batches_post`
        /// - Parameters:
        ///   - anthropicUserProfileID: The user profile ID to attribute the requests in this batch to. Use when acting
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func create(_ body: AnthropicBetaMessages.BetaCreateMessageBatchParams, anthropicUserProfileID: String? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.MessageBatch {
            var request = RequestComponents(method: "POST", path: "/v1/messages/batches", operation: "beta_message_batches_post")
            request.query.append("beta", "true")
            request.headers.set("anthropic-user-profile-id", anthropicUserProfileID)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: AnthropicMessages.MessageBatch.self).value
        }

        /// Retrieve a Message Batch
        ///
        /// This endpoint is idempotent and can be used to poll for Message Batch completion. To access the results of a Message Batch, make a request to the `results_url` field in the response.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `GET /v1/messages/batches/{message_batch_id}?beta=true`
        /// - Operation: `beta_message_batches_retrieve`
        /// - Parameters:
        ///   - messageBatchID: ID of the Message Batch.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func retrieve(messageBatchID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.MessageBatch {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/messages/batches/{message_batch_id}", parameters: ["message_batch_id": messageBatchID], operation: "beta_message_batches_retrieve")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.MessageBatch.self).value
        }

        /// List Message Batches
        ///
        /// List all Message Batches within a Workspace. Most recently created batches are returned first.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `GET /v1/messages/batches?beta=true`
        /// - Operation: `beta_message_batches_list`
        /// - Parameters:
        ///   - beforeID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately before this object.
        ///   - afterID: ID of the object to use as a cursor for pagination. When provided, returns the page of results immediately after this object.
        ///   - limit: Number of items to return per page.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.ListResponse_MessageBatch_ {
            var request = RequestComponents(method: "GET", path: "/v1/messages/batches", operation: "beta_message_batches_list")
            request.query.append("beta", "true")
            request.query.append("before_id", beforeID)
            request.query.append("after_id", afterID)
            request.query.append("limit", limit)
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.ListResponse_MessageBatch_.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `afterID` when given.
        ///
        /// - HTTP: `GET /v1/messages/batches?beta=true` (repeated)
        public func list(beforeID: String? = nil, afterID: String? = nil, limit: Int? = nil, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) -> PageSequence<AnthropicMessages.ListResponse_MessageBatch_, AnthropicMessages.MessageBatch> {
            PageSequence(startingAt: afterID, fetchPage: { cursor in
                try await self.list(beforeID: beforeID, afterID: cursor, limit: limit, anthropicWorkspaceID: anthropicWorkspaceID, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete a Message Batch
        ///
        /// Delete a Message Batch.
        ///
        /// Message Batches can only be deleted once they've finished processing. If you'd like to delete an in-progress batch, you must first cancel it.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `DELETE /v1/messages/batches/{message_batch_id}?beta=true`
        /// - Operation: `beta_message_batches_delete`
        /// - Parameters:
        ///   - messageBatchID: ID of the Message Batch.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func delete(messageBatchID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.DeleteMessageBatchResponse {
            var request = try RequestComponents(method: "DELETE", pathTemplate: "/v1/messages/batches/{message_batch_id}", parameters: ["message_batch_id": messageBatchID], operation: "beta_message_batches_delete")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.DeleteMessageBatchResponse.self).value
        }

        /// Cancel a Message Batch
        ///
        /// Batches may be canceled any time before processing ends. Once cancellation is initiated, the batch enters a `canceling` state, at which time the system may complete any in-progress, non-interruptible requests before finalizing cancellation.
        ///
        /// The number of canceled requests is specified in `request_counts`. To determine which requests were canceled, check the individual results within the batch. Note that cancellation may not result in any canceled requests if they were non-interruptible.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `POST /v1/messages/batches/{message_batch_id}/cancel?beta=true`
        /// - Operation: `beta_message_batches_cancel`
        /// - Parameters:
        ///   - messageBatchID: ID of the Message Batch.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func cancel(messageBatchID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AnthropicMessages.MessageBatch {
            var request = try RequestComponents(method: "POST", pathTemplate: "/v1/messages/batches/{message_batch_id}/cancel", parameters: ["message_batch_id": messageBatchID], operation: "beta_message_batches_cancel")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            return try await core.send(request, options: options, as: AnthropicMessages.MessageBatch.self).value
        }

        /// Retrieve Message Batch results
        ///
        /// Streams the results of a Message Batch as a `.jsonl` file.
        ///
        /// Each line in the file is a JSON object containing the result of a single request in the Message Batch. Results are not guaranteed to be in the same order as requests. Use the `custom_id` field to match results to requests.
        ///
        /// Learn more about the Message Batches API in our [user guide](https://docs.claude.com/en/docs/build-with-claude/batch-processing)
        ///
        /// - HTTP: `GET /v1/messages/batches/{message_batch_id}/results?beta=true`
        /// - Operation: `beta_message_batches_results`
        /// - Parameters:
        ///   - messageBatchID: ID of the Message Batch.
        ///   - anthropicWorkspaceID: Optional header to select the Workspace for this request. The value is a
        public func results(messageBatchID: String, anthropicWorkspaceID: String? = nil, options: RequestOptions = .init()) async throws -> AsyncThrowingStream<AnthropicBetaMessages.BetaMessageBatchIndividualResponse, any Error> {
            var request = try RequestComponents(method: "GET", pathTemplate: "/v1/messages/batches/{message_batch_id}/results", parameters: ["message_batch_id": messageBatchID], operation: "beta_message_batches_results")
            request.query.append("beta", "true")
            request.headers.set("anthropic-workspace-id", anthropicWorkspaceID)
            request.headers.set("Accept", "application/x-jsonl")
            return try await core.sendJSONLines(request, options: options, of: AnthropicBetaMessages.BetaMessageBatchIndividualResponse.self).value
        }
    }
}
