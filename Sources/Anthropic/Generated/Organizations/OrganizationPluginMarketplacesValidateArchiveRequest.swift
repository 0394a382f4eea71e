// Generated from Spec/anthropic.json by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

public nonisolated struct OrganizationPluginMarketplacesValidateArchiveRequest: Equatable, Sendable, MultipartFormEncodable {
    /// A .zip of the marketplace directory (its contents at the root, or wrapped in one
    /// folder as a Git host's download produces), sent as a file part with a filename;
    /// DEFLATE- or STORE-compressed, at most 32 MB. A part sent without a filename, a
    /// second archive part, or any other form field is a 400; a larger archive is
    /// a 413.
    public var archive: MultipartFile

    public init(
        archive: MultipartFile
    ) {
        self.archive = archive
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        form.append("archive", file: self.archive)
        return form
    }
}
