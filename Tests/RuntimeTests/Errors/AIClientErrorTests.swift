import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct AIClientErrorTests {
    @Test func openAIEnvelopeIsDecoded() throws {
        let body = #"{"error": {"message": "Unknown parameter: 'quality'.", "type": "invalid_request_error", "param": "quality", "code": "unknown_parameter"}}"#
        let error = AIClientError.http(
            HTTPResponseInfo(status: 400, headers: ["x-request-id": "req_abc"]), body: Data(body.utf8))
        #expect(error.kind == .http)
        #expect(error.status == 400)
        #expect(error.requestID == "req_abc")
        let provider = try #require(error.providerError)
        #expect(provider.type == "invalid_request_error")
        #expect(provider.code == "unknown_parameter")
        #expect(provider.param == "quality")
        #expect(provider.message == "Unknown parameter: 'quality'.")
        #expect(error.description == "HTTP 400 invalid_request_error (unknown_parameter, param: quality): Unknown parameter: 'quality'. [request id: req_abc]")
    }

    @Test func anthropicEnvelopeIsDecoded() throws {
        let body = #"{"type": "error", "error": {"type": "authentication_error", "message": "invalid x-api-key"}, "request_id": "req_011"}"#
        let error = AIClientError.http(
            HTTPResponseInfo(status: 401, headers: ["request-id": "req_011"]), body: Data(body.utf8))
        #expect(error.providerError?.type == "authentication_error")
        #expect(error.providerError?.message == "invalid x-api-key")
        #expect(error.providerError?.code == nil)
        #expect(error.requestID == "req_011")
        #expect(error.message == "invalid x-api-key")
    }

    @Test func compatibleProviderShapesAreDecoded() {
        #expect(ProviderError(json: Data(#"{"error": "model not found"}"#.utf8))?.message == "model not found")
        #expect(ProviderError(json: Data(#"[{"error": {"code": 400, "message": "bad", "status": "INVALID_ARGUMENT"}}]"#.utf8))?.code == "400")
        #expect(ProviderError(json: Data(#"{"message": "Too many requests", "type": "rate_limit"}"#.utf8))?.type == "rate_limit")
        #expect(ProviderError(json: Data("<html>502</html>".utf8)) == nil)
        #expect(ProviderError(json: Data(#"{"id": "x"}"#.utf8)) == nil)
    }

    @Test func nonJSONErrorKeepsASnippet() {
        let body = Data(repeating: UInt8(ascii: "x"), count: 5000)
        let error = AIClientError.http(HTTPResponseInfo(status: 502, headers: [:]), body: body)
        #expect(error.providerError == nil)
        #expect(error.bodySnippet?.count == AIClientError.snippetLimit + 1)  // plus the ellipsis
        #expect(error.bodySnippet?.hasSuffix("…") == true)
    }

    @Test func decodingErrorHasAReadableCodingPath() throws {
        struct Message: Decodable { var content: String }
        struct Choice: Decodable { var message: Message }
        struct Completion: Decodable { var choices: [Choice] }
        let payload = Data(#"{"choices": [{"message": {"content": 42}}]}"#.utf8)
        let thrown = #expect(throws: AIClientError.self) {
            _ = try JSONCoding.decode(Completion.self, from: payload)
        }
        let error = try #require(thrown)
        #expect(error.kind == .decoding)
        #expect(error.codingPath == "choices[0].message.content")
        #expect(error.payloadSnippet == String(decoding: payload, as: UTF8.self))
        #expect(error.description.contains("could not decode Completion at choices[0].message.content"))
    }

    @Test func missingKeyPathEndsWithTheKey() throws {
        struct Item: Decodable { var id: String }
        struct List: Decodable { var data: [Item] }
        let thrown = #expect(throws: AIClientError.self) {
            _ = try JSONCoding.decode(List.self, from: Data(#"{"data": [{"id": "a"}, {}]}"#.utf8))
        }
        #expect(thrown?.codingPath == "data[1].id")
        #expect(thrown?.description.contains("'id' is missing") == true)
    }

    @Test func descriptionsNeverShowSecrets() {
        let url = URL(string: "https://user:pw@example.com/v1/models?key=AIzaSECRET&limit=2")!
        let descriptions = [
            AIClientError.transport(URLError(.cannotConnectToHost), url: url).description,
            AIClientError.http(HTTPResponseInfo(status: 500, headers: [:]), body: Data(), url: url).description,
            AIClientError.streamInterrupted(bytesReceived: 10, underlying: URLError(.networkConnectionLost), url: url).description,
        ]
        for description in descriptions {
            #expect(!description.contains("AIzaSECRET"))
            #expect(!description.contains("pw@"))
            #expect(description.contains("limit=2"))
        }
        #expect(Authentication.bearer("sk-secret").description == "Authentication(bearer (Authorization))")
    }

    @Test func kindsAreDistinctAndMatchable() {
        let errors: [AIClientError] = [
            .http(HTTPResponseInfo(status: 404, headers: [:]), body: Data()),
            .transport(URLError(.cannotConnectToHost), url: nil),
            .transport(URLError(.timedOut), url: nil),
            .decoding(URLError(.badServerResponse), payload: Data()),
            .streamInterrupted(bytesReceived: 3, eventsReceived: 1),
            .invalidRequest("path parameter 'id' is empty"),
        ]
        #expect(errors.map(\.kind) == [.http, .transport, .timeout, .decoding, .streamInterrupted, .invalidRequest])
        #expect(errors[4].eventsReceived == 1)
        #expect(errors[5].description == "invalid request: path parameter 'id' is empty")
    }
}
