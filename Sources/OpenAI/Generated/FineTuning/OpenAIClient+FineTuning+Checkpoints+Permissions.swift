// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.FineTuning.Checkpoints {
    /// The `permissions` resource.
    public nonisolated struct Permissions: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Create checkpoint permissions
        ///
        /// **NOTE:** Calling this endpoint requires an [admin API key](../admin-api-keys).
        ///
        /// This enables organization owners to share fine-tuned models with other projects in their organization.
        ///
        /// - HTTP: `POST /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions`
        /// - Operation: `createFineTuningCheckpointPermission`
        /// - Parameters:
        ///   - fineTunedModelCheckpoint: The ID of the fine-tuned model checkpoint to create a permission for.
        public func create(fineTunedModelCheckpoint: String, _ body: OpenAIFineTuning.CreateFineTuningCheckpointPermissionRequest, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse {
            var request = try RequestComponents(method: "POST", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint], operation: "createFineTuningCheckpointPermission")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse.self).value
        }

        /// List checkpoint permissions
        ///
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
        public func list(fineTunedModelCheckpoint: String, projectID: String? = nil, after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.ListFineTuningCheckpointPermissionsOrder? = nil, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse {
            var request = try RequestComponents(method: "GET", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint], operation: "listFineTuningCheckpointPermissions")
            request.query.append("project_id", projectID)
            request.query.append("after", after)
            request.query.append("limit", limit)
            request.query.append("order", order)
            return try await core.send(request, options: options, as: OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions` (repeated)
        public func list(fineTunedModelCheckpoint: String, projectID: String? = nil, after: String? = nil, limit: Int? = nil, order: OpenAIFineTuning.ListFineTuningCheckpointPermissionsOrder? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIFineTuning.ListFineTuningCheckpointPermissionResponse, OpenAIFineTuning.FineTuningCheckpointPermission> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(fineTunedModelCheckpoint: fineTunedModelCheckpoint, projectID: projectID, after: cursor, limit: limit, order: order, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete checkpoint permission
        ///
        /// **NOTE:** This endpoint requires an [admin API key](../admin-api-keys).
        ///
        /// Organization owners can use this endpoint to delete a permission for a fine-tuned model checkpoint.
        ///
        /// - HTTP: `DELETE /fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions/{permission_id}`
        /// - Operation: `deleteFineTuningCheckpointPermission`
        /// - Parameters:
        ///   - fineTunedModelCheckpoint: The ID of the fine-tuned model checkpoint to delete a permission for.
        ///   - permissionID: The ID of the fine-tuned model checkpoint permission to delete.
        public func delete(fineTunedModelCheckpoint: String, permissionID: String, options: RequestOptions = .init()) async throws -> OpenAIFineTuning.DeleteFineTuningCheckpointPermissionResponse {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/fine_tuning/checkpoints/{fine_tuned_model_checkpoint}/permissions/{permission_id}", parameters: ["fine_tuned_model_checkpoint": fineTunedModelCheckpoint, "permission_id": permissionID], operation: "deleteFineTuningCheckpointPermission")
            return try await core.send(request, options: options, as: OpenAIFineTuning.DeleteFineTuningCheckpointPermissionResponse.self).value
        }
    }
}
