// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginsCreateRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The version's files: one part per file, the part's filename being the file's
    /// path within the Plugin (for example `skills/review-pr/SKILL.md`), or a single
    /// `.zip` or `.plugin` archive holding them all. On the wire each part is named
    /// `files[]`, and a part named plain `files` is not read; with cURL,
    /// `-F 'files[]=@SKILL.md;filename=skills/review-pr/SKILL.md'`. The files must
    /// include the manifest, `.claude-plugin/plugin.json`.
    public var files: [MultipartFile]

    /// ID of the organization-owned plugin marketplace to create the Plugin in
    /// (prefixed `marketplace_`). It must be a `manual` marketplace, one whose Plugins
    /// are uploaded rather than synchronized from a repository. When omitted, the
    /// Plugin is created in the organization's library marketplace, an
    /// organization-owned `manual` marketplace created on first use.
    public var marketplaceID: String?

    /// Release notes stored with the version and shown in its version history in
    /// claude.ai; up to 5,000 characters.
    public var releaseNotes: String?

    public init(
        files: [MultipartFile],
        marketplaceID: String? = nil,
        releaseNotes: String? = nil
    ) {
        self.files = files
        self.marketplaceID = marketplaceID
        self.releaseNotes = releaseNotes
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.marketplaceID {
            form.append("marketplace_id", value)
        }
        if let value = self.releaseNotes {
            form.append("release_notes", value)
        }
        form.append("files", files: self.files, style: .brackets)
        return form
    }
}
