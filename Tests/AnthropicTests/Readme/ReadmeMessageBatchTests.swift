import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The README's Message Batch example, compiled and run against the batch server.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeMessageBatchTests {
    @Test func theReadmeShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("message-batch-job", source: URL(fileURLWithPath: #filePath))
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    @Test func messageBatchExample() async throws {
        let server = try await BatchServer.shared()
        let claude = AnthropicClient(apiKey: "sk-ant-test", baseURL: try await server.scenario(pollAfterMilliseconds: 1), retryPolicy: .none)
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-msgbatch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let prompts = ["Hello", "Bonjour"]
        var replies: [String: Message] = [:]

        // README: message-batch-job
        let requests = prompts.enumerated().lazy.map { index, prompt in
            BatchRequest(customID: "prompt-\(index)", body: CreateMessageParams(
                model: "claude-sonnet-4-5", messages: [.user(prompt)], maxTokens: 1024))
        }
        // At most 100,000 requests and 256 MB per batch; each batch's body is streamed from disk.
        let job = try AnthropicClient.BatchJob.write(requests, to: directory)
        let done = try await claude.messages.batches.run(job)   // until every batch has ended
        for try await result in claude.messages.batches.results(of: done) {
            if let message = result.response { replies[result.customID] = message }
        }
        // README: end

        #expect(replies.keys.sorted() == ["prompt-0", "prompt-1"])
    }
}
