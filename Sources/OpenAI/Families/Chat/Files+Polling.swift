import AIClientRuntime
import Foundation

extension OpenAIClient.Files {
    /// Waits until an uploaded file is `processed`, `error` or `deleted` and returns it.
    ///
    /// As in the official SDKs: polls every 5 seconds and gives up after 30 minutes, unless
    /// `polling` says otherwise. Deprecated as the file's `status` is in the spec.
    @available(*, deprecated, message: "The file's status is deprecated in the spec.")
    public func waitForProcessing(fileID: String, polling: PollingOptions = .init()) async throws -> OpenAIFile {
        try await Polling.poll(
            "file \(fileID)", options: polling, defaultInterval: 5, defaultTimeout: 30 * 60,
            fetch: { options in try await retrieve(fileID: fileID, options: options) },
            state: { file in
                let status = file.status.rawValue
                return (status, ["processed", "error", "deleted"].contains(status) ? Polling.Phase.final : .pending)
            })
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
        batchID: String, polling: PollingOptions = .init(), update: ((Batch) async throws -> Void)? = nil
    ) async throws -> Batch {
        try await Polling.poll(
            "batch \(batchID)", options: polling, defaultInterval: 10, defaultTimeout: 25 * 60 * 60,
            fetch: { options in try await retrieve(batchID: batchID, options: options) },
            state: { batch in (batch.status.rawValue, batch.status.isFinal ? Polling.Phase.final : .pending) },
            update: update)
    }
}

extension Batch.Status {
    /// `completed`, `failed`, `expired` or `cancelled`: the batch will not change any more.
    public var isFinal: Bool {
        switch self {
        case .completed, .failed, .expired, .cancelled: true
        default: false
        }
    }
}
