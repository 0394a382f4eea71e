// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct BetaUploadFileV1FilesPostRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The file to upload
    public var file: MultipartFile

    /// Seconds from upload until the file expires and its bytes become permanently
    /// unavailable. Must be between 3600 (one hour) and 7776000 (ninety days).
    public var expiresInSeconds: Int?

    public init(
        file: MultipartFile,
        expiresInSeconds: Int? = nil
    ) {
        self.file = file
        self.expiresInSeconds = expiresInSeconds
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
