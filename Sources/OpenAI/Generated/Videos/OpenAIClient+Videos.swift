// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation
import _OpenAICore
import _OpenAIShared

nonisolated extension OpenAIClient {
    /// `videos` operations.
    public var videos: OpenAIClient.Videos { OpenAIClient.Videos(core: core) }

    /// The `videos` resource.
    public nonisolated struct Videos: Sendable {
        @_spi(Generated) public let core: APIClientCore

        @_spi(Generated) public init(core: APIClientCore) { self.core = core }

        /// `characters` operations.
        public var characters: OpenAIClient.Videos.Characters { OpenAIClient.Videos.Characters(core: core) }

        /// Create video
        ///
        /// Create a new video generation job from a prompt and optional reference assets.
        ///
        /// - HTTP: `POST /videos`
        /// - Operation: `createVideo`
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func create(_ body: OpenAIMedia.CreateVideoMultipartBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoResource {
            var request = RequestComponents(method: "POST", path: "/videos", operation: "createVideo")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIMedia.VideoResource.self).value
        }

        /// Retrieve video
        ///
        /// Fetch the latest metadata for a generated video.
        ///
        /// - HTTP: `GET /videos/{video_id}`
        /// - Operation: `GetVideo`
        /// - Parameters:
        ///   - videoID: The identifier of the video to retrieve.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func retrieve(videoID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoResource {
            let request = try RequestComponents(method: "GET", pathTemplate: "/videos/{video_id}", parameters: ["video_id": videoID], operation: "GetVideo")
            return try await core.send(request, options: options, as: OpenAIMedia.VideoResource.self).value
        }

        /// List videos
        ///
        /// List recently generated videos for the current project.
        ///
        /// - HTTP: `GET /videos`
        /// - Operation: `ListVideos`
        /// - Parameters:
        ///   - limit: Number of items to retrieve
        ///   - order: Sort order of results by timestamp. Use `asc` for ascending order or `desc` for descending order.
        ///   - after: Identifier for the last item from the previous pagination request
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoListResource {
            var request = RequestComponents(method: "GET", path: "/videos", operation: "ListVideos")
            request.query.append("limit", limit)
            request.query.append("order", order)
            request.query.append("after", after)
            return try await core.send(request, options: options, as: OpenAIMedia.VideoListResource.self).value
        }

        /// Every item, across pages: `for try await item in list(…)` fetches the next page
        /// when the previous one is used up, starting after `after` when given.
        ///
        /// - HTTP: `GET /videos` (repeated)
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func list(limit: Int? = nil, order: _OpenAIShared.OrderEnum? = nil, after: String? = nil, options: RequestOptions = .init()) -> PageSequence<OpenAIMedia.VideoListResource, OpenAIMedia.VideoResource> {
            PageSequence(startingAt: after, fetchPage: { cursor in
                try await self.list(limit: limit, order: order, after: cursor, options: options)
            }, items: { $0.data }, nextCursor: { page in
                guard page.hasMore else { return nil }
                return page.lastID ?? page.data.last?.id
            })
        }

        /// Delete video
        ///
        /// Permanently delete a completed or failed video and its stored assets.
        ///
        /// - HTTP: `DELETE /videos/{video_id}`
        /// - Operation: `DeleteVideo`
        /// - Parameters:
        ///   - videoID: The identifier of the video to delete.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func delete(videoID: String, options: RequestOptions = .init()) async throws -> OpenAIMedia.DeletedVideoResource {
            let request = try RequestComponents(method: "DELETE", pathTemplate: "/videos/{video_id}", parameters: ["video_id": videoID], operation: "DeleteVideo")
            return try await core.send(request, options: options, as: OpenAIMedia.DeletedVideoResource.self).value
        }

        /// Retrieve video content
        ///
        /// Download the generated video bytes or a derived preview asset.
        ///
        /// Streams the rendered video content for the specified video job.
        ///
        /// - HTTP: `GET /videos/{video_id}/content`
        /// - Operation: `RetrieveVideoContent`
        /// - Parameters:
        ///   - videoID: The identifier of the video whose media to download.
        ///   - variant: Which downloadable asset to return. Defaults to the MP4 video.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func downloadContent(videoID: String, variant: OpenAIMedia.VideoContentVariant? = nil, options: RequestOptions = .init()) async throws -> Data {
            var request = try RequestComponents(method: "GET", pathTemplate: "/videos/{video_id}/content", parameters: ["video_id": videoID], operation: "RetrieveVideoContent")
            request.query.append("variant", variant)
            request.headers.set("Accept", "video/mp4, image/webp, application/json")
            return try await core.sendData(request, options: options).value
        }

        /// Like `downloadContent(…)`, but streams the body into the file at `destination` (replaced
        /// if it exists) so that memory stays flat; returns the number of bytes written.
        ///
        /// - HTTP: `GET /videos/{video_id}/content`
        @discardableResult
        public func downloadContent(videoID: String, variant: OpenAIMedia.VideoContentVariant? = nil, to destination: URL, options: RequestOptions = .init()) async throws -> Int64 {
            var request = try RequestComponents(method: "GET", pathTemplate: "/videos/{video_id}/content", parameters: ["video_id": videoID], operation: "RetrieveVideoContent")
            request.query.append("variant", variant)
            request.headers.set("Accept", "video/mp4, image/webp, application/json")
            return try await core.download(request, options: options, to: destination).value
        }

        /// Create a new video generation job by editing a source video or existing generated video.
        ///
        /// - HTTP: `POST /videos/edits`
        /// - Operation: `CreateVideoEdit`
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func edits(_ body: OpenAIMedia.CreateVideoEditMultipartBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoResource {
            var request = RequestComponents(method: "POST", path: "/videos/edits", operation: "CreateVideoEdit")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIMedia.VideoResource.self).value
        }

        /// Create an extension of a completed video.
        ///
        /// - HTTP: `POST /videos/extensions`
        /// - Operation: `CreateVideoExtend`
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func extensions(_ body: OpenAIMedia.CreateVideoExtendMultipartBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoResource {
            var request = RequestComponents(method: "POST", path: "/videos/extensions", operation: "CreateVideoExtend")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIMedia.VideoResource.self).value
        }

        /// Remix video
        ///
        /// Create a remix of a completed video using a refreshed prompt.
        ///
        /// - HTTP: `POST /videos/{video_id}/remix`
        /// - Operation: `CreateVideoRemix`
        /// - Parameters:
        ///   - videoID: The identifier of the completed video to remix.
        /// - Warning: Deprecated in the spec.
        @available(*, deprecated, message: "Deprecated in the spec.")
        public func remix(videoID: String, _ body: OpenAIMedia.CreateVideoRemixBody? = nil, options: RequestOptions = .init()) async throws -> OpenAIMedia.VideoResource {
            var request = try RequestComponents(method: "POST", pathTemplate: "/videos/{video_id}/remix", parameters: ["video_id": videoID], operation: "CreateVideoRemix")
            if let body { try request.setMultipartBody(body, extraFields: options.extraBody) }
            return try await core.send(request, options: options, as: OpenAIMedia.VideoResource.self).value
        }
    }
}
