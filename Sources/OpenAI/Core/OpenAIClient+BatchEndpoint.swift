import AIClientRuntime

extension OpenAIClient {
    /// An endpoint a batch can call, with the request and response types it takes and gives.
    public struct BatchEndpoint<Request: Encodable & Sendable, Response: Decodable & Sendable>: Sendable, Hashable {
        /// The path each request line names (`/v1/chat/completions`).
        public let path: String

        public init(path: String) {
            self.path = path
        }
    }
}
