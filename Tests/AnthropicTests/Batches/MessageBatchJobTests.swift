import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// Message Batch jobs and `messages.batches.poll` against the batch server: the requests go
/// inline in each create body (streamed from disk), the results come back as JSONL.
@Suite(.timeLimit(.minutes(10)))
struct MessageBatchJobTests {
    static func client(_ root: URL) -> AnthropicClient {
        AnthropicClient(apiKey: "sk-ant-test-0123456789", baseURL: root, timeout: 30, retryPolicy: .none)
    }

    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("message-batch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func request(_ index: Int) -> BatchRequest<CreateMessageParams> {
        BatchRequest(customID: "msg-\(index)", body: CreateMessageParams(
            model: index % 10 == 3 ? "fail-model" : "claude-sonnet-4-5", messages: [.user("Say \(index)")], maxTokens: 64))
    }

    @Test func aJobSplitsRunsAndReadsEveryResult() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario()
        let claude = Self.client(root)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let job = try AnthropicClient.BatchJob.write(
            (0..<250).lazy.map(Self.request), to: directory, limits: .init(maxRequests: 100, maxBytes: 1 << 20))
        #expect(job.parts.map(\.file.requestCount) == [100, 100, 50])
        // Each part is one create body: {"requests": [...]}.
        let body = try JSONSerialization.jsonObject(with: Data(contentsOf: job.parts[2].file.url)) as? [String: Any]
        #expect((body?["requests"] as? [Any])?.count == 50)

        var reports: [BatchJobProgress] = []
        let done = try await claude.messages.batches.run(job, polling: .init(interval: 0.01)) { reports.append($0) }
        #expect(done.isFinished)
        #expect(reports.last == BatchJobProgress(total: 250, succeeded: 225, failed: 25, parts: 3, partsFinished: 3))

        var replies: [String: String] = [:]
        var errors: [BatchItemError] = []
        for try await result in claude.messages.batches.results(of: done) {
            switch result.outcome {
            case .success(let message):
                if case .text(let block)? = message.content.first { replies[result.customID] = block.text }
            case .failure(let error):
                errors.append(error)
            }
        }
        #expect(replies.count == 225)
        #expect(replies["msg-0"] == "reply to msg-0")
        #expect(errors.count == 25)
        #expect(errors.allSatisfy { $0.kind == .failed && $0.providerError?.type == "invalid_request_error" && $0.customID.hasSuffix("3") })
        let creates = try await server.log(root).filter { $0.method == "POST" }
        #expect(creates.count == 3)
        #expect(creates.allSatisfy { $0.headers["anthropic-version"] != nil })
    }

    @Test func bytesSplitTooAndIDsFollowTheAPIsRule() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let one = try JSONCoding.encode(MessageBatchIndividualRequestParams(customID: "msg-0", params: Self.request(0).body)).count
        let job = try AnthropicClient.BatchJob.write(
            (0..<10).map(Self.request), to: directory.appendingPathComponent("a"),
            limits: .init(maxRequests: 100, maxBytes: Int64(one * 3 + 20)))
        #expect(job.parts.count >= 4)
        for part in job.parts {
            #expect(part.file.byteCount <= Int64(one * 3 + 20))
            let size = try FileManager.default.attributesOfItem(atPath: part.file.url.path)[.size] as? NSNumber
            #expect(size?.int64Value == part.file.byteCount)
            #expect(try JSONSerialization.jsonObject(with: Data(contentsOf: part.file.url)) is [String: Any])
        }
        let bad = [BatchRequest(customID: "has space", body: Self.request(0).body)]
        let error = try #require(throws: AIClientError.self) {
            try AnthropicClient.BatchJob.write(bad, to: directory.appendingPathComponent("b"))
        }
        #expect(error.message?.contains("'has space' is not 1-64 letters") == true)
    }

    @Test func pollFollowsABatchToEndedAndStopsOnTimeout() async throws {
        let server = try await BatchServer.shared()
        let claude = Self.client(try await server.scenario(statuses: ["in_progress", "in_progress", "canceling", "ended"]))
        let batch = try await claude.messages.batches.create(.init(requests: [.init(customID: "a", params: Self.request(0).body)]))
        var seen: [String] = []
        let ended = try await claude.messages.batches.poll(messageBatchID: batch.id, polling: .init(interval: 0.01)) {
            seen.append($0.processingStatus.rawValue)
        }
        #expect(ended.processingStatus == .ended)
        #expect(ended.resultsURL?.hasSuffix("/v1/messages/batches/\(batch.id)/results") == true)
        #expect(seen == ["in_progress", "canceling", "ended"])

        let stuck = Self.client(try await server.scenario(statuses: ["in_progress"]))
        let pending = try await stuck.messages.batches.create(.init(requests: [.init(customID: "a", params: Self.request(0).body)]))
        let error = try await #require(throws: PollingError.self) {
            try await stuck.messages.batches.poll(messageBatchID: pending.id, polling: .init(interval: 0.01, timeout: 0.1))
        }
        #expect(error.reason == .timedOut)
        #expect(error.lastState == "in_progress")
        #expect(error.lastValue(as: MessageBatch.self)?.id == pending.id)
    }
}
