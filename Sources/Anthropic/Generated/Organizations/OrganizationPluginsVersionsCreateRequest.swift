// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginsVersionsCreateRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The version's files: one part per file, the part's filename being the file's
    /// path within the Plugin (for example `skills/review-pr/SKILL.md`), or a single
    /// `.zip` or `.plugin` archive holding them all. On the wire each part is named
    /// `files[]`, and a part named plain `files` is not read; with cURL,
    /// `-F 'files[]=@SKILL.md;filename=skills/review-pr/SKILL.md'`. The files must
    /// include the manifest, `.claude-plugin/plugin.json`.
    public var files: [MultipartFile]

    /// Release notes stored with the version and shown in its version history in
    /// claude.ai; up to 5,000 characters.
    public var releaseNotes: String?

    public init(
        files: [MultipartFile],
        releaseNotes: String? = nil
    ) {
        self.files = files
        self.releaseNotes = releaseNotes
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.releaseNotes {
            form.append("release_notes", value)
        }
        form.append("files", files: self.files, style: .brackets)
        return form
    }
}
