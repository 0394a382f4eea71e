// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Uploads a new immutable version of a skill.
///
/// - Schema: `#/components/schemas/CreateSkillVersionBody`
public nonisolated struct CreateSkillVersionBody: Equatable, Sendable, MultipartFormEncodable {
    public var files: [MultipartFile]?

    /// Whether to set this version as the default.
    public var `default`: Bool?

    public init(
        files: [MultipartFile]? = nil,
        `default`: Bool? = nil
    ) {
        self.files = files
        self.default = `default`
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.default {
            form.append("default", value)
        }
        if let value = self.files {
            form.append("files", oneOrMore: value)
        }
        return form
    }
}
