// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/AddUploadPartRequest`
public nonisolated struct AddUploadPartRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The chunk of bytes for this Part.
    public var data: MultipartFile

    public init(
        data: MultipartFile
    ) {
        self.data = data
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("data", file: self.data)
        return form
    }
}
