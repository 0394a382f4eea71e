import AIClientRuntime
import Foundation

extension OpenAIClient.FineTuning.Jobs {
    /// Waits until a fine-tuning job has `succeeded`, `failed` or been `cancelled` and returns
    /// it. Polls every 10 seconds unless the server or `polling` says otherwise; gives up after
    /// 48 hours unless `polling.timeout` says otherwise.
    public func poll(
        fineTuningJobID: String, polling: PollingOptions = .init(), update: ((FineTuningJob) async throws -> Void)? = nil
    ) async throws -> FineTuningJob {
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
