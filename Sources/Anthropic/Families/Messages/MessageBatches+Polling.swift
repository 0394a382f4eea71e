import AIClientRuntime
import Foundation

extension AnthropicClient.Messages.Batches {
    /// Waits until a Message Batch's `processing_status` is `ended` and returns it; `update`
    /// sees every state on the way (`request_counts` for progress).
    ///
    /// Polls every 10 seconds unless `polling` says otherwise; gives up after 25 hours (a
    /// batch's 24-hour window plus margin) unless `polling.timeout` says otherwise.
    public func poll(
        messageBatchID: String, polling: PollingOptions = .init(),
        update: ((AnthropicMessages.MessageBatch) async throws -> Void)? = nil
    ) async throws -> AnthropicMessages.MessageBatch {
        try await Polling.poll(
            "message batch \(messageBatchID)", options: polling, defaultInterval: 10, defaultTimeout: 25 * 60 * 60,
            fetch: { options in try await retrieve(messageBatchID: messageBatchID, options: options) },
            state: { batch in (batch.processingStatus.rawValue, batch.processingStatus == .ended ? Polling.Phase.final : .pending) },
            update: update)
    }
}
