import AIClientRuntime
import AIClientsEndpointTestSupport
import Foundation
import OpenAI
import Testing

/// Every request openai-python 3.57.0's own tests send (`Spec/conformance`), replayed through
/// our generated method (`Generated/RequestReplay.swift`) and compared with what we send.
@Suite(.timeLimit(.minutes(10)))
struct SDKConformanceTests {
    /// Every kind of difference left, by operation, with why. The test fails on a difference not
    /// listed here, and on a listed one that no longer shows (docs/spec-from-sdk.md, "Replaying").
    static let exceptions: [String: String] = [
        "CreateContainerFile: arguments": "two bodies (JSON with a file id, or a form with the file): the method sends JSON; the SDK's test uploads a file",
        "CreateVideoRemix: arguments": "two bodies (JSON or a form): the method sends a form; the SDK's test sends JSON",
        "CreateSkill: content-type": "two bodies: the method sends a form; the SDK sends JSON when no file is given",
        "CreateSkill: body: not JSON (55 bytes)": "as above",
        "CreateSkillVersion: content-type": "as CreateSkill",
        "CreateSkillVersion: body: not JSON (55 bytes)": "as CreateSkill",
        "create-realtime-call: arguments": "two bodies: the method sends a form; the SDK sends the SDP alone as application/sdp when no session is given",
        "createVoice: arguments": "the SDK's second overload (a voice designed from a prompt) has no audio_sample or consent, which the spec requires",
        "CreateSkill: form: files": "one file or several, typed as an array: an array of one goes out as `files`, the SDK's form for one file (valid for every model, where `files[]` may not be); the SDK's test passes a list of one, which it sends as files[]",
        "CreateSkill: form: files[]": "as above",
        "CreateSkillVersion: form: files": "as CreateSkill",
        "CreateSkillVersion: form: files[]": "as CreateSkill",
        "createTranscription: form: temperature": "a Double: 0 goes out as 0.0; the SDK's test passes the integer 0",
        "createTranslation: form: temperature": "as createTranscription",
        "getResponse: query": "stream=false: the SDK sends the flag it is given; the plain method has no stream argument and sends none (the same meaning)",
        "beta_getResponse: query": "as getResponse",
    ]

    @Test func everyRecordedSDKRequestIsSentAlikeByOurMethod() async throws {
        let file = SpecRequestChecker.packageRoot.appendingPathComponent("Spec/conformance/openai-3.57.0.requests.jsonl")
        let recordings = try RecordedSDKRequest.load(file)
        #expect(recordings.count == 2878)
        let replayer: any RequestReplaying = RequestReplay()
        let baseURL = try #require(URL(string: "https://api.openai.test/v1"))
        let report = await SDKConformance.run(recordings, routes: RequestReplay.routes, basePath: "/v1") { operationID, request, transport in
            let client = OpenAIClient(apiKey: "sk-test-conformance", baseURL: baseURL, retryPolicy: .none, transport: transport)
            return try await replayer.replay(operationID, request, on: client)
        }
        let kinds = report.kinds.map { "\($0.count) \($0.kind)" }.joined(separator: "\n")
        let samples = report.differing.prefix(20).map { "\($0.test) [\($0.operation)]: \($0.differences.joined(separator: " | "))" }.joined(separator: "\n")
        print("openai 3.57.0: \(report.matched) of \(report.total) recorded requests sent alike\n\(kinds)\n\(samples)")
        let unexplained = report.operationKinds.filter { Self.exceptions[$0] == nil }
        let stale = Self.exceptions.keys.filter { !report.operationKinds.contains($0) }.sorted()
        #expect(unexplained.isEmpty, "differences nobody explained:\n\(unexplained.joined(separator: "\n"))")
        #expect(stale.isEmpty, "explained differences that no longer show:\n\(stale.joined(separator: "\n"))")
    }
}
