// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

extension OpenAIClient {
    /// `fineTuning` operations.
    public var fineTuning: OpenAIClient.FineTuning { OpenAIClient.FineTuning(core: core) }

    /// The `fineTuning` resource.
    public struct FineTuning: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `alpha` operations.
        public var alpha: OpenAIClient.FineTuning.Alpha { OpenAIClient.FineTuning.Alpha(core: core) }

        /// `checkpoints` operations.
        public var checkpoints: OpenAIClient.FineTuning.Checkpoints { OpenAIClient.FineTuning.Checkpoints(core: core) }

        /// `jobs` operations.
        public var jobs: OpenAIClient.FineTuning.Jobs { OpenAIClient.FineTuning.Jobs(core: core) }

        /// The `alpha` resource.
        public struct Alpha: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `graders` operations.
            public var graders: OpenAIClient.FineTuning.Alpha.Graders { OpenAIClient.FineTuning.Alpha.Graders(core: core) }

            /// The `graders` resource.
            public struct Graders: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Run a grader.
                ///
                /// - HTTP: `POST /fine_tuning/alpha/graders/run`
                /// - Operation: `runGrader`
                public func run(_ body: _OpenAIFineTuning.RunGraderRequest, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.RunGraderResponse {
                    var request = RequestComponents(method: "POST", path: "/fine_tuning/alpha/graders/run")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.RunGraderResponse.self).value
                }

                /// Validate a grader.
                ///
                /// - HTTP: `POST /fine_tuning/alpha/graders/validate`
                /// - Operation: `validateGrader`
                public func validate(_ body: _OpenAIFineTuning.ValidateGraderRequest, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ValidateGraderResponse {
                    var request = RequestComponents(method: "POST", path: "/fine_tuning/alpha/graders/validate")
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.ValidateGraderResponse.self).value
                }
            }
        }

        /// The `checkpoints` resource.
        public struct Checkpoints: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `permissions` operations.
            public var permissions: OpenAIClient.FineTuning.Checkpoints.Permissions { OpenAIClient.FineTuning.Checkpoints.Permissions(core: core) }

            /// The `permissions` resource.
            public struct Permissions: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// **NOTE:** Calling this endpoint requires an [admin API key](../admin-api-keys).
                ///
                /// This enables organization owners to share fine-tuned models with other projects in their organization.
                ///
                /// - HTTP: `POST /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions`
                /// - Operation: `createFineTuningCheckpointPermission`
                /// - Parameters:
                ///   - fineTunedModelCheckpoint: The ID of the fine-tuned model checkpoint to create a permission for.
                public func create(fineTunedModelCheckpoint: String, _ body: _OpenAIFineTuning.CreateFineTuningCheckpointPermissionRequest, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse {
                    var request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint])
                    try request.setJSONBody(body)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse.self).value
                }

                /// **NOTE:** This endpoint requires an [admin API key](../admin-api-keys).
                ///
                /// Organization owners can use this endpoint to view all permissions for a fine-tuned model checkpoint.
                ///
                /// - HTTP: `GET /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions`
                /// - Operation: `listFineTuningCheckpointPermissions`
                /// - Parameters:
                ///   - fineTunedModelCheckpoint: The ID of the fine-tuned model checkpoint to get permissions for.
                ///   - projectID: The ID of the project to get permissions for.
                ///   - after: Identifier for the last permission ID from the previous pagination request.
                ///   - limit: Number of permissions to retrieve.
                ///   - order: The order in which to retrieve permissions.
                public func list(fineTunedModelCheckpoint: String, projectID: String? = nil, after: String? = nil, limit: Int? = nil, order: _OpenAIFineTuning.ListFineTuningCheckpointPermissionsOrder? = nil, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint])
                    request.query.append("project_id", projectID)
                    request.query.append("after", after)
                    request.query.append("limit", limit)
                    request.query.append("order", order)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions` (repeated)
                public func list(fineTunedModelCheckpoint: String, projectID: String? = nil, after: String? = nil, limit: Int? = nil, order: _OpenAIFineTuning.ListFineTuningCheckpointPermissionsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse, _OpenAIFineTuning.FineTuningCheckpointPermission> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(fineTunedModelCheckpoint: fineTunedModelCheckpoint, projectID: projectID, after: cursor, limit: limit, order: order, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }

                /// **NOTE:** This endpoint requires an [admin API key](../admin-api-keys).
                ///
                /// Organization owners can use this endpoint to delete a permission for a fine-tuned model checkpoint.
                ///
                /// - HTTP: `DELETE /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions/{permission_id}`
                /// - Operation: `deleteFineTuningCheckpointPermission`
                /// - Parameters:
                ///   - fineTunedModelCheckpoint: The ID of the fine-tuned model checkpoint to delete a permission for.
                ///   - permissionID: The ID of the fine-tuned model checkpoint permission to delete.
                public func delete(fineTunedModelCheckpoint: String, permissionID: String, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.DeleteFineTuningCheckpointPermissionResponse {
                    let request = try RequestComponents(method: "DELETE", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions/{permission_id}", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint, "permission_id": permissionID])
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.DeleteFineTuningCheckpointPermissionResponse.self).value
                }
            }
        }

        /// The `jobs` resource.
        public struct Jobs: Sendable {
            @_spi(Generated) public let core: APIClientCore

            @_spi(Generated) public init(core: APIClientCore) { self.core = core }

            /// `checkpoints` operations.
            public var checkpoints: OpenAIClient.FineTuning.Jobs.Checkpoints { OpenAIClient.FineTuning.Jobs.Checkpoints(core: core) }

            /// `events` operations.
            public var events: OpenAIClient.FineTuning.Jobs.Events { OpenAIClient.FineTuning.Jobs.Events(core: core) }

            /// Creates a fine-tuning job which begins the process of creating a new model from a given dataset.
            ///
            /// Response includes details of the enqueued job including job status and the name of the fine-tuned models once complete.
            ///
            /// [Learn more about fine-tuning](/docs/guides/model-optimization)
            ///
            /// - HTTP: `POST /fine_tuning/jobs`
            /// - Operation: `createFineTuningJob`
            public func create(_ body: _OpenAIFineTuning.CreateFineTuningJobRequest, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.FineTuningJob {
                var request = RequestComponents(method: "POST", path: "/fine_tuning/jobs")
                try request.setJSONBody(body)
                return try await core.send(request, options: options, as: _OpenAIFineTuning.FineTuningJob.self).value
            }

            /// Get info about a fine-tuning job.
            ///
            /// [Learn more about fine-tuning](/docs/guides/model-optimization)
            ///
            /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}`
            /// - Operation: `retrieveFineTuningJob`
            /// - Parameters:
            ///   - fineTuningJobID: The ID of the fine-tuning job.
            public func retrieve(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.FineTuningJob {
                let request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}", parameters: ["fine_tuning_job_id": fineTuningJobID])
                return try await core.send(request, options: options, as: _OpenAIFineTuning.FineTuningJob.self).value
            }

            /// List your organization's fine-tuning jobs
            ///
            /// - HTTP: `GET /fine_tuning/jobs`
            /// - Operation: `listPaginatedFineTuningJobs`
            /// - Parameters:
            ///   - after: Identifier for the last job from the previous pagination request.
            ///   - limit: Number of fine-tuning jobs to retrieve.
            ///   - metadata: Optional metadata filter. To filter, use the syntax `metadata[k]=v`. Alternatively, set `metadata=null` to indicate no metadata.
            public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ListPaginatedFineTuningJobsResponse {
                var request = RequestComponents(method: "GET", path: "/fine_tuning/jobs")
                request.query.append("after", after)
                request.query.append("limit", limit)
                try request.query.appendDeepObject("metadata", encoding: metadata)
                return try await core.send(request, options: options, as: _OpenAIFineTuning.ListPaginatedFineTuningJobsResponse.self).value
            }

            /// Every item, across pages: `for try await item in list(…)` fetches the next page
            /// when the previous one is used up, starting after `after` when given.
            ///
            /// - HTTP: `GET /fine_tuning/jobs` (repeated)
            public func list(after: String? = nil, limit: Int? = nil, metadata: [String: String]? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIFineTuning.ListPaginatedFineTuningJobsResponse, _OpenAIFineTuning.FineTuningJob> {
                PageSequence(startingAt: after, fetchPage: { cursor in
                    try await self.list(after: cursor, limit: limit, metadata: metadata, options: options)
                }, items: { $0.data }, nextCursor: { page in
                    guard page.hasMore else { return nil }
                    return page.data.last?.id
                })
            }

            /// Immediately cancel a fine-tune job.
            ///
            /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/cancel`
            /// - Operation: `cancelFineTuningJob`
            /// - Parameters:
            ///   - fineTuningJobID: The ID of the fine-tuning job to cancel.
            public func cancel(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.FineTuningJob {
                let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/cancel", parameters: ["fine_tuning_job_id": fineTuningJobID])
                return try await core.send(request, options: options, as: _OpenAIFineTuning.FineTuningJob.self).value
            }

            /// Pause a fine-tune job.
            ///
            /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/pause`
            /// - Operation: `pauseFineTuningJob`
            /// - Parameters:
            ///   - fineTuningJobID: The ID of the fine-tuning job to pause.
            public func pause(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.FineTuningJob {
                let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/pause", parameters: ["fine_tuning_job_id": fineTuningJobID])
                return try await core.send(request, options: options, as: _OpenAIFineTuning.FineTuningJob.self).value
            }

            /// Resume a fine-tune job.
            ///
            /// - HTTP: `POST /fine_tuning/jobs/{fine_tuning_job_id}/resume`
            /// - Operation: `resumeFineTuningJob`
            /// - Parameters:
            ///   - fineTuningJobID: The ID of the fine-tuning job to resume.
            public func resume(fineTuningJobID: String, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.FineTuningJob {
                let request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/resume", parameters: ["fine_tuning_job_id": fineTuningJobID])
                return try await core.send(request, options: options, as: _OpenAIFineTuning.FineTuningJob.self).value
            }

            /// The `checkpoints` resource.
            public struct Checkpoints: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// List checkpoints for a fine-tuning job.
                ///
                /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/checkpoints`
                /// - Operation: `listFineTuningJobCheckpoints`
                /// - Parameters:
                ///   - fineTuningJobID: The ID of the fine-tuning job to get checkpoints for.
                ///   - after: Identifier for the last checkpoint ID from the previous pagination request.
                ///   - limit: Number of checkpoints to retrieve.
                public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ListFineTuningJobCheckpointsResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/checkpoints", parameters: ["fine_tuning_job_id": fineTuningJobID])
                    request.query.append("after", after)
                    request.query.append("limit", limit)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.ListFineTuningJobCheckpointsResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/checkpoints` (repeated)
                public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIFineTuning.ListFineTuningJobCheckpointsResponse, _OpenAIFineTuning.FineTuningJobCheckpoint> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(fineTuningJobID: fineTuningJobID, after: cursor, limit: limit, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.lastID ?? page.data.last?.id
                    })
                }
            }

            /// The `events` resource.
            public struct Events: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_spi(Generated) public init(core: APIClientCore) { self.core = core }

                /// Get status updates for a fine-tuning job.
                ///
                /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/events`
                /// - Operation: `listFineTuningEvents`
                /// - Parameters:
                ///   - fineTuningJobID: The ID of the fine-tuning job to get events for.
                ///   - after: Identifier for the last event from the previous pagination request.
                ///   - limit: Number of events to retrieve.
                public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) async throws -> _OpenAIFineTuning.ListFineTuningJobEventsResponse {
                    var request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/jobs/{fine_tuning_job_id}/events", parameters: ["fine_tuning_job_id": fineTuningJobID])
                    request.query.append("after", after)
                    request.query.append("limit", limit)
                    return try await core.send(request, options: options, as: _OpenAIFineTuning.ListFineTuningJobEventsResponse.self).value
                }

                /// Every item, across pages: `for try await item in list(…)` fetches the next page
                /// when the previous one is used up, starting after `after` when given.
                ///
                /// - HTTP: `GET /fine_tuning/jobs/{fine_tuning_job_id}/events` (repeated)
                public func list(fineTuningJobID: String, after: String? = nil, limit: Int? = nil, options: RequestOptions = .init()) -> PageSequence<_OpenAIFineTuning.ListFineTuningJobEventsResponse, _OpenAIFineTuning.FineTuningJobEvent> {
                    PageSequence(startingAt: after, fetchPage: { cursor in
                        try await self.list(fineTuningJobID: fineTuningJobID, after: cursor, limit: limit, options: options)
                    }, items: { $0.data }, nextCursor: { page in
                        guard page.hasMore else { return nil }
                        return page.data.last?.id
                    })
                }
            }
        }
    }
}
