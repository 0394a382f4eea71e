// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning.Jobs {
    /// The `events` resource.
    public nonisolated struct Events: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// List fine-tuning events
        ///
        /// Get status updates for a fine-tuning job.
        ///
        /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/events`
        /// - Operation: `listFineTuningEvents`
        /// - Parameters:
        ///   - fineTuningJobID: The ID of the fine-tuning job to get events for.
        ///   - after: Identifier for the last event from the previous pagination request.
        ///   - limit: Number of events to retrieve.
        public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.ListFineTuningJobEventsResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/events", parameters: ["fine_tuning_job_id": fineTuningJobID], operation: "listFineTuningEvents")
            request.query.append("after", after)
            request.query.append("limit", limit)
            return try await core.send(request, options: options, as: OpenAIFineTuning.ListFineTuningJobEventsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/events` (repeated)
        public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.ListFineTuningJobEventsResponse, OpenAIFineTuning.FineTuningJobEvent> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(fineTuningJobID: fineTuningJobID, after: cursor, limit: limit, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }
    }
}
