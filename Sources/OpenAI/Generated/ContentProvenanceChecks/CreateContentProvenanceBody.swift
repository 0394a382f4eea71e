// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateContentProvenanceBody`
public nonisolated struct CreateContentProvenanceBody: Equatable, Sendable, MultipartFormEncodable {
    /// The image or audio file to check for supported OpenAI provenance signals.
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
