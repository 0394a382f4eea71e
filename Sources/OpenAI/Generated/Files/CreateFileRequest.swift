// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateFileRequest`
public nonisolated struct CreateFileRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The File object (not file name) to be uploaded.
    public var file: MultipartFile

    /// The intended purpose of the uploaded file. One of:
    /// - `assistants`: Used in the Assistants API
    /// - `batch`: Used in the Batch API
    /// - `fine-tune`: Used for fine-tuning
    /// - `vision`: Images used for vision fine-tuning
    /// - `user_data`: Flexible file type for any purpose
    /// - `evals`: Used for eval data sets
    public var purpose: FilePurpose

    public var expiresAfter: FileExpirationAfter?

    public init(
        file: MultipartFile,
        purpose: FilePurpose,
        expiresAfter: FileExpirationAfter? = nil
    ) {
        self.file = file
        self.purpose = purpose
        self.expiresAfter = expiresAfter
    }

    /// Formerly a type of its own; the spec now names it `FilePurpose`.
    @available(*, deprecated, renamed: "FilePurpose")
    public typealias Purpose = FilePurpose

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        try form.appendFields("purpose", encoding: self.purpose)
        if let value = self.expiresAfter {
            try form.appendFields("expires_after", encoding: value)
        }
        form.append("file", file: self.file)
        return form
    }
}
