// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning {
    /// The `jobs` resource.
    public nonisolated struct Jobs: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `checkpoints` operations.
        public var checkpoints: OpenAIClient.FineTuning.Jobs.Checkpoints { OpenAIClient.FineTuning.Jobs.Checkpoints(core: core) }

        /// `events` operations.
        public var events: OpenAIClient.FineTuning.Jobs.Events { OpenAIClient.FineTuning.Jobs.Events(core: core) }

        /// Create fine-tuning job
        ///
        /// Creates a fine-tuning job which begins the process of creating a new model from a given dataset.
        ///
        /// Response includes details of the enqueued job including job status and the name of the fine-tuned models once complete.
        ///
        /// [Learn more about fine-tuning](https://platform.openai.com/docs/guides/model-optimization)
        ///
        /// - HTTP: `POST /fine_tuning/jobs`
        /// - Operation: `createFineTuningJob`
        public func create(_ body: OpenAIFineTuning.CreateFineTuningJobRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.FineTuningJob {
            var request = RequestComponents(method: "POST", path: "/fine_tuning/jobs", operation: "createFineTuningJob")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.FineTuningJob.self).value
        }

        /// Retrieve fine-tuning job
        ///
        /// Get info about a fine-tuning job.
        ///
        /// [Learn more about fine-tuning](https://platform.openai.com/docs/guides/model-optimization)
        ///
        /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}`
        /// - Operation: `retrieveFineTuningJob`
        /// - Parameters:
        ///   - fineTuningJobID: The ID of the fine-tuning job.
        public func retrieve(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.FineTuningJob {
            let request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}", parameters: ["fine_tuning_job_id": fineTuningJobID], operation: "retrieveFineTuningJob")
            return try await core.send(request, options: options, as: OpenAIFineTuning.FineTuningJob.self).value
        }

        /// List fine-tuning jobs
        ///
        /// List your organization's fine-tuning jobs
        ///
        /// - HTTP: `GET /fine_tuning/jobs`
        /// - Operation: `listPaginatedFineTuningJobs`
        /// - Parameters:
        ///   - after: Identifier for the last job from the previous pagination request.
        ///   - limit: Number of fine-tuning jobs to retrieve.
        ///   - metadata: Optional metadata filter. To filter, use the syntax `metadata[k]=v`. Alternatively, set `metadata=null` to indicate no metadata.
        public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.ListPaginatedFineTuningJobsResponse {
            var request = RequestComponents(method: "GET", path: "/fine_tuning/jobs", operation: "listPaginatedFineTuningJobs")
            request.query.append("after", after)
            request.query.append("limit", limit)
            try request.query.appendDeepObject("metadata", encoding: metadata)
            return try await core.send(request, options: options, as: OpenAIFineTuning.ListPaginatedFineTuningJobsResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /fine_tuning/jobs` (repeated)
        public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.ListPaginatedFineTuningJobsResponse, OpenAIFineTuning.FineTuningJob> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(after: cursor, limit: limit, metadata: metadata, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.data.last?.id
            })
        }

        /// Cancel fine-tuning
        ///
        /// Immediately cancel a fine-tune job.
        ///
        /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/cancel`
        /// - Operation: `cancelFineTuningJob`
        /// - Parameters:
        ///   - fineTuningJobID: The ID of the fine-tuning job to cancel.
        public func cancel(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.FineTuningJob {
            let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/cancel", parameters: ["fine_tuning_job_id": fineTuningJobID], operation: "cancelFineTuningJob")
            return try await core.send(request, options: options, as: OpenAIFineTuning.FineTuningJob.self).value
        }

        /// Pause fine-tuning
        ///
        /// Pause a fine-tune job.
        ///
        /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/pause`
        /// - Operation: `pauseFineTuningJob`
        /// - Parameters:
        ///   - fineTuningJobID: The ID of the fine-tuning job to pause.
        public func pause(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.FineTuningJob {
            let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/pause", parameters: ["fine_tuning_job_id": fineTuningJobID], operation: "pauseFineTuningJob")
            return try await core.send(request, options: options, as: OpenAIFineTuning.FineTuningJob.self).value
        }

        /// Resume fine-tuning
        ///
        /// Resume a fine-tune job.
        ///
        /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/resume`
        /// - Operation: `resumeFineTuningJob`
        /// - Parameters:
        ///   - fineTuningJobID: The ID of the fine-tuning job to resume.
        public func resume(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.FineTuningJob {
            let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/resume", parameters: ["fine_tuning_job_id": fineTuningJobID], operation: "resumeFineTuningJob")
            return try await core.send(request, options: options, as: OpenAIFineTuning.FineTuningJob.self).value
        }
    }
}
