// Generated from Tests/ClientGeneratorTests/Fixtures/golden/family-modules/spec.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _GoldenCore

nonisolated extension GoldenClient {
    /// `files` operations.
    public var files: GoldenClient.Files { GoldenClient.Files(core: core) }

    /// The `files` resource.
    public nonisolated struct Files: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// Returns a file.
        ///
        /// - HTTP: `GET /files/{file_id}`
        /// - Operation: `retrieveFile`
        public func retrieve(fileID: String, options: RequestOptions = .init()) async throws -> GoldenFiles.FileObject {
            let request = try RequestComponents(method: "GET", pathTemplate: "/files/{file_id}", parameters: ["file_id": fileID], operation: "retrieveFile")
            return try await core.send(request, options: options, as: GoldenFiles.FileObject.self).value
        }

        /// Lists the files.
        ///
        /// - HTTP: `GET /files`
        /// - Operation: `listFiles`
        public func list(options: RequestOptions = .init()) async throws -> GoldenFiles.FileList {
            let request = RequestComponents(method: "GET", path: "/files", operation: "listFiles")
            return try await core.send(request, options: options, as: GoldenFiles.FileList.self).value
        }
    }
}
