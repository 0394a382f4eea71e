import AIClientRuntime
import Foundation

extension OpenAIClient.Files {
    /// Waits until an uploaded file is `processed`, `error` or `deleted` and returns it.
    ///
    /// As in the official SDKs: polls every 5 seconds and gives up after 30 minutes, unless
    /// `polling` says otherwise. Deprecated as the file's `status` is in the spec.
    @available(*, deprecated, message: "The file's status is deprecated in the spec.")
    public func waitForProcessing(fileID: String, polling: PollingOptions = .init()) async throws -> OpenAI.OpenAIFile {
        try await Polling.poll(
            "file \(fileID)", options: polling, defaultInterval: 5, defaultTimeout: 30 * 60,
            fetch: { options in try await retrieve(fileID: fileID, options: options) },
            state: { file in
                let status = file.status.rawValue
                return (status, ["processed", "error", "deleted"].contains(status) ? Polling.Phase.final : .pending)
            })
    }
}

extension OpenAIClient.Videos {
    /// Waits until a video is no longer `queued` or `in_progress` and returns it (`completed`
    /// or `failed`). Polls every second unless the server or `polling` says otherwise; gives
    /// up after an hour unless `polling.timeout` says otherwise. Deprecated as the spec's
    /// video endpoints are.
    @available(*, deprecated, message: "Deprecated in the spec.")
    public func poll(videoID: String, polling: PollingOptions = .init()) async throws -> OpenAI.VideoResource {
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
    public func createAndPoll(_ body: OpenAI.CreateVideoMultipartBody? = nil, polling: PollingOptions = .init()) async throws -> OpenAI.VideoResource {
        let video = try await create(body, options: polling.requestOptions)
        return try await poll(videoID: video.id, polling: polling)
    }
}

extension OpenAIClient.Batches {
    /// Waits until a batch is `completed`, `failed`, `expired` or `cancelled` and returns it;
    /// `update` sees every state on the way (`request_counts` for progress).
    ///
    /// Polls every 10 seconds unless the server or `polling` says otherwise; gives up after
    /// 25 hours (a batch's 24-hour window plus its finalizing) unless `polling.timeout` says
    /// otherwise.
    public func poll(
        batchID: String, polling: PollingOptions = .init(), update: ((OpenAI.Batch) async throws -> Void)? = nil
    ) async throws -> OpenAI.Batch {
        try await Polling.poll(
            "batch \(batchID)", options: polling, defaultInterval: 10, defaultTimeout: 25 * 60 * 60,
            fetch: { options in try await retrieve(batchID: batchID, options: options) },
            state: { batch in (batch.status.rawValue, batch.status.isFinal ? Polling.Phase.final : .pending) },
            update: update)
    }
}

extension OpenAI.Batch.Status {
    /// `completed`, `failed`, `expired` or `cancelled`: the batch will not change any more.
    public var isFinal: Bool {
        switch self {
        case .completed, .failed, .expired, .cancelled: true
        default: false
        }
    }
}

extension OpenAIClient.FineTuning.Jobs {
    /// Waits until a fine-tuning job has `succeeded`, `failed` or been `cancelled` and returns
    /// it. Polls every 10 seconds unless the server or `polling` says otherwise; gives up after
    /// 48 hours unless `polling.timeout` says otherwise.
    public func poll(
        fineTuningJobID: String, polling: PollingOptions = .init(), update: ((OpenAI.FineTuningJob) async throws -> Void)? = nil
    ) async throws -> OpenAI.FineTuningJob {
        try await Polling.poll(
            "fine-tuning job \(fineTuningJobID)", options: polling, defaultInterval: 10, defaultTimeout: 48 * 60 * 60,
            fetch: { options in try await retrieve(fineTuningJobID: fineTuningJobID, options: options) },
            state: { job in
                let phase: Polling.Phase
                switch job.status {
                case .succeeded, .failed, .cancelled: phase = .final
                default: phase = .pending
                }
                return (job.status.rawValue, phase)
            },
            update: update)
    }
}

extension OpenAIClient.Responses {
    /// Waits until a response started with `background: true` is no longer `queued` or
    /// `in_progress` and returns it (`completed`, `failed`, `incomplete` or `cancelled`).
    /// Polls every second unless the server or `polling` says otherwise; gives up after an
    /// hour unless `polling.timeout` says otherwise.
    public func poll(responseID: String, polling: PollingOptions = .init()) async throws -> OpenAI.Response {
        try await Polling.poll(
            "response \(responseID)", options: polling, defaultTimeout: 60 * 60,
            fetch: { options in try await retrieve(responseID: responseID, options: options) },
            state: { response in
                let phase: Polling.Phase
                switch response.status {
                case .queued?, .inProgress?: phase = .pending
                default: phase = .final
                }
                return (response.status?.rawValue ?? "none", phase)
            })
    }

    /// Starts a response in the background (`background: true` is set for you) and waits
    /// until it is done.
    public func createAndPoll(_ body: OpenAI.CreateResponse, polling: PollingOptions = .init()) async throws -> OpenAI.Response {
        var body = body
        body.background = true
        let response = try await create(body, options: polling.requestOptions)
        return try await poll(responseID: response.id, polling: polling)
    }
}
