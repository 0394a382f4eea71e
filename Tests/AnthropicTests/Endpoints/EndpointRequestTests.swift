import AIClientRuntime
import AIClientsEndpointTestSupport
import Anthropic
import Foundation
import Testing

/// Every operation of Spec/anthropic.json and of the endpoints its overlay adds, called through
/// its generated method with sample arguments (`Generated/EndpointSamples.swift`), builds the
/// request the spec describes.
@Suite(.timeLimit(.minutes(10)))
struct EndpointRequestTests {
    static let key = "sk-ant-test-requests"

    @Test func everyOperationBuildsTheRequestOfTheSpec() async throws {
        let spec = try SpecRequestChecker(config: "Spec/anthropic.config.yaml")
        #expect(EndpointSamples.operationIDs.count == EndpointCountTests.upstream + EndpointCountTests.added + EndpointCountTests.merged)
        #expect(EndpointSamples.operationIDs == spec.operationIDs)

        let samples: any EndpointSampleCalling = EndpointSamples()
        let baseURL = try #require(URL(string: "https://api.anthropic.test"))
        var problems: [String] = []
        for operationID in EndpointSamples.operationIDs {
            let transport = CapturingTransport()
            let client = AnthropicClient(
                apiKey: Self.key, betas: ["beta-one", "beta-two"], baseURL: baseURL, retryPolicy: .none, transport: transport)
            do {
                if try await !samples.call(operationID, on: client) { problems.append("\(operationID): no sample call") }
            } catch let error as AIClientError where error.kind == .decoding || error.kind == .unexpectedContentType {
                // The canned `{}` answer is not a valid response of every operation; the
                // request, which is what this test is about, was sent.
            } catch {
                problems.append("\(operationID): \(error)")
            }
            let requests = transport.requests
            guard requests.count == 1, let request = requests.first else {
                problems.append("\(operationID): \(requests.count) requests sent")
                continue
            }
            // The client sets these on every request; the spec lists them per operation.
            var found = spec.problems(operationID, request, basePath: "", clientHeaders: ["x-api-key", "anthropic-version", "anthropic-beta"])
            if request.headers["x-api-key"] != Self.key { found.append("no x-api-key") }
            if request.headers["anthropic-version"] != AnthropicClient.defaultVersion { found.append("no anthropic-version") }
            // The client's betas first; a beta API's method adds the one the SDK sends (SDKBetaHeaderTests).
            let betas = request.headers["anthropic-beta"] ?? "missing"
            if betas != "beta-one,beta-two" && !betas.hasPrefix("beta-one,beta-two,") { found.append("anthropic-beta is \(betas)") }
            if request.headers["Authorization"] != nil { found.append("an Authorization header") }
            problems += found.map { "\(operationID) (\(request.method) \(request.url.absoluteString)): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.count) problems:\n\(problems.prefix(60).joined(separator: "\n"))")
    }
}
