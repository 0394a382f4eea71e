import AIClientRuntime
import Foundation

extension OpenAIClient.Videos {
    /// Waits until a video is no longer `queued` or `in_progress` and returns it (`completed`
    /// or `failed`). Polls every second unless the server or `polling` says otherwise; gives
    /// up after an hour unless `polling.timeout` says otherwise. Deprecated as the spec's
    /// video endpoints are.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public func poll(videoID: String, polling: PollingOptions = .init()) async throws -> VideoResource {
        try await Polling.poll(
            "video \(videoID)", options: polling, defaultTimeout: 60 * 60,
            fetch: { options in try await retrieve(videoID: videoID, options: options) },
            state: { video in
                let pending = video.status == .queued || video.status == .inProgress
                return (video.status.rawValue, pending ? Polling.Phase.pending : .final)
            })
    }

    /// Starts a video and waits until it is `completed` or `failed`.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public func createAndPoll(_ body: CreateVideoMultipartBody? = nil, polling: PollingOptions = .init()) async throws -> VideoResource {
        let video = try await create(body, options: polling.requestOptions)
        return try await poll(videoID: video.id, polling: polling)
    }
}
