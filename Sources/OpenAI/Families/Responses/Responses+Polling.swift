import AIClientRuntime
import Foundation

extension OpenAIClient.Responses {
    /// Waits until a response started with `background: true` is no longer `queued` or
    /// `in_progress` and returns it (`completed`, `failed`, `incomplete` or `cancelled`).
    /// Polls every second unless the server or `polling` says otherwise; gives up after an
    /// hour unless `polling.timeout` says otherwise.
    public func poll(responseID: String, polling: PollingOptions = .init()) async throws -> Response {
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
    public func createAndPoll(_ body: CreateResponse, polling: PollingOptions = .init()) async throws -> Response {
        var body = body
        body.background = true
        let response = try await create(body, options: polling.requestOptions)
        return try await poll(responseID: response.id, polling: polling)
    }
}
