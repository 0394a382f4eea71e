// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct FilesUploadRequest: Equatable, Sendable, MultipartFormEncodable {
    /// Seconds from upload until the file expires and its bytes become permanently
    /// unavailable. Must be between 3600 (one hour) and 7776000 (ninety days).
    public var expiresInSeconds: Int?

    /// The file to upload.
    ///
    /// Only the final path component of the part's `filename` is
    /// kept; an absent or empty `filename` is replaced with `unnamed` plus the
    /// extension for the file's stored `mime_type`, when known.
    public var file: MultipartFile

    public init(
        file: MultipartFile,
        expiresInSeconds: Int? = nil
    ) {
        self.expiresInSeconds = expiresInSeconds
        self.file = file
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.expiresInSeconds {
            form.append("expires_in_seconds", value)
        }
        form.append("file", file: self.file)
        return form
    }
}
