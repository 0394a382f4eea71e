// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public struct BetaUploadFileV1FilesPostRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The file to upload
    public var file: MultipartFile

    public init(
        file: MultipartFile
    ) {
        self.file = file
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("file", file: self.file)
        return form
    }
}
