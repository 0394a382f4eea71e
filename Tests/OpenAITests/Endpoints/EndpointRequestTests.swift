import AIClientRuntime
import AIClientsEndpointTestSupport
import Foundation
import OpenAI
import Testing

/// Every operation of Spec/openai.yaml, called through its generated method with sample
/// arguments (`Generated/EndpointSamples.swift`), builds the request the spec describes.
@Suite(.timeLimit(.minutes(10)))
struct EndpointRequestTests {
    static let key = "sk-test-requests"

    @Test func everyOperationBuildsTheRequestOfTheSpec() async throws {
        let spec = try SpecRequestChecker(config: "Spec/openai.config.yaml")
        #expect(EndpointSamples.operationIDs.count == 288 + 101)
        #expect(EndpointSamples.operationIDs == spec.operationIDs)

        let samples: any EndpointSampleCalling = EndpointSamples()
        let baseURL = try #require(URL(string: "https://api.openai.test/v1"))
        var problems: [String] = []
        for operationID in EndpointSamples.operationIDs {
            let transport = CapturingTransport()
            let client = OpenAIClient(
                apiKey: Self.key, organization: "org-requests", project: "proj_requests", baseURL: baseURL,
                retryPolicy: .none, transport: transport)
            do {
                if try await !samples.call(operationID, on: client) { problems.append("\(operationID): no sample call") }
            } catch let error as AIClientError where error.kind == .decoding || error.kind == .unexpectedContentType {
                // The canned `{}` answer is not a valid response of every operation (nor an
                // event stream, for an operation that only streams); the request, which is
                // what this test is about, was sent.
            } catch {
                problems.append("\(operationID): \(error)")
            }
            let requests = transport.requests
            guard requests.count == 1, let request = requests.first else {
                problems.append("\(operationID): \(requests.count) requests sent")
                continue
            }
            var found = spec.problems(operationID, request, basePath: "/v1")
            if request.headers["Authorization"] != "Bearer \(Self.key)" { found.append("no bearer token") }
            if request.headers["OpenAI-Organization"] != "org-requests" { found.append("no OpenAI-Organization") }
            if request.headers["OpenAI-Project"] != "proj_requests" { found.append("no OpenAI-Project") }
            problems += found.map { "\(operationID) (\(request.method) \(request.url.absoluteString)): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(60).joined(separator: "\n"))")
    }
}
