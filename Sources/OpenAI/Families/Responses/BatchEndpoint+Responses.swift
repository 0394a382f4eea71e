import AIClientRuntime
import Foundation

extension OpenAIClient.BatchEndpoint where Request == OpenAIResponses.CreateResponse, Response == OpenAIResponses.Response {
    /// `POST /v1/responses`.
    public static var responses: Self { Self(path: "/v1/responses") }
}

