// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Parameters for remixing an existing generated video.
///
/// - Schema: `#/components/schemas/CreateVideoRemixBody`
public nonisolated struct CreateVideoRemixBody: Equatable, Sendable, MultipartFormEncodable {
    /// Updated text prompt that directs the remix generation.
    public var prompt: String

    public init(
        prompt: String
    ) {
        self.prompt = prompt
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("prompt", self.prompt)
        return form
    }
}
