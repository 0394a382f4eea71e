// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore

nonisolated extension OpenAIClient.Uploads {
    /// The `parts` resource.
    public nonisolated struct Parts: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Add upload part
        ///
        /// Adds a [Part](https://platform.openai.com/docs/api-reference/uploads/part-object) to an [Upload](https://platform.openai.com/docs/api-reference/uploads/object) object. A Part represents a chunk of bytes from the file you are trying to upload.
        ///
        /// Each Part can be at most 64 MB, and you can add Parts until you hit the Upload maximum of 8 GB.
        ///
        /// It is possible to add multiple Parts in parallel. You can decide the intended order of the Parts when you [complete the Upload](https://platform.openai.com/docs/api-reference/uploads/complete).
        ///
        /// - HTTP: `POST /uploads/{upload_id}/parts`
        /// - Operation: `addUploadPart`
        /// - Parameters:
        ///   - uploadID: The ID of the Upload.
        public func create(uploadID: String, _ body: OpenAIChat.AddUploadPartRequest, options: RequestOptions = .init()) async throws -> OpenAIChat.UploadPart {
            var request = try RequestComponents(method: "POST", pathTemplate: "/uploads/{upload_id}/parts", parameters: ["upload_id": uploadID], operation: "addUploadPart")
            try request.setMultipartBody(body, extraFields: options.extraBody)
            return try await core.send(request, options: options, as: OpenAIChat.UploadPart.self).value
        }
    }
}
