// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient {
    /// `uploads` operations.
    public var uploads: OpenAIClient.Uploads { OpenAIClient.Uploads(core: core) }

    /// The `uploads` resource.
    public nonisolated struct Uploads: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `parts` operations.
        public var parts: OpenAIClient.Uploads.Parts { OpenAIClient.Uploads.Parts(core: core) }

        /// Create upload
        ///
        /// Creates an intermediate [Upload](https://platform.openai.com/docs/api-reference/uploads/object) object
        /// that you can add [Parts](https://platform.openai.com/docs/api-reference/uploads/part-object) to.
        /// Currently, an Upload can accept at most 8 GB in total and expires after an
        /// hour after you create it.
        ///
        /// Once you complete the Upload, we will create a
        /// [File](https://platform.openai.com/docs/api-reference/files/object) object that contains all the parts
        /// you uploaded. This File is usable in the rest of our platform as a regular
        /// File object.
        ///
        /// For certain `purpose` values, the correct `mime_type` must be specified.
        /// Please refer to documentation for the
        /// [supported MIME types for your use case](https://platform.openai.com/docs/assistants/tools/file-search#supported-files).
        ///
        /// For guidance on the proper filename extensions for each purpose, please
        /// follow the documentation on [creating a
        /// File](https://platform.openai.com/docs/api-reference/files/create).
        ///
        /// Returns the Upload object with status `pending`.
        ///
        /// - HTTP: `POST /uploads`
        /// - Operation: `createUpload`
        public func create(_ body: OpenAIChat.CreateUploadRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.Upload {
            var request = RequestComponents(method: "POST", path: "/uploads", operation: "createUpload")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.Upload.self).value
        }

        /// Cancel upload
        ///
        /// Cancels the Upload. No Parts may be added after an Upload is cancelled.
        ///
        /// Returns the Upload object with status `cancelled`.
        ///
        /// - HTTP: `POST /uploads/{upload_id}/cancel`
        /// - Operation: `cancelUpload`
        /// - Parameters:
        ///   - uploadID: The ID of the Upload.
        public func cancel(uploadID: String, options: RequestOptions = .init()) async throws -> OpenAIChat.Upload {
            let request = try RequestComponents(method: "POST", pathTemplate: "/uploads/{upload_id}/cancel", parameters: ["upload_id": uploadID], operation: "cancelUpload")
            return try await core.send(request, options: options, as: OpenAIChat.Upload.self).value
        }

        /// Complete upload
        ///
        /// Completes the [Upload](https://platform.openai.com/docs/api-reference/uploads/object).
        ///
        /// Within the returned Upload object, there is a nested [File](https://platform.openai.com/docs/api-reference/files/object) object that is ready to use in the rest of the platform.
        ///
        /// You can specify the order of the Parts by passing in an ordered list of the Part IDs.
        ///
        /// The number of bytes uploaded upon completion must match the number of bytes initially specified when creating the Upload object. No Parts may be added after an Upload is completed.
        /// Returns the Upload object with status `completed`, including an additional `file` property containing the created usable File object.
        ///
        /// - HTTP: `POST /uploads/{upload_id}/complete`
        /// - Operation: `completeUpload`
        /// - Parameters:
        ///   - uploadID: The ID of the Upload.
        public func complete(uploadID: String, _ body: OpenAIChat.CompleteUploadRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.Upload {
            var request = try RequestComponents(method: "POST", pathTemplate: "/uploads/{upload_id}/complete", parameters: ["upload_id": uploadID], operation: "completeUpload")
            try request.setJSONBody(body)
            return try await core.send(request, options: options, as: OpenAIChat.Upload.self).value
        }
    }
}
