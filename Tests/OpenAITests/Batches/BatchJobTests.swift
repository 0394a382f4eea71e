import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Batch jobs end to end against the batch server: requests written to disk and split at the
/// limits, uploaded, run, polled with progress, and read back typed under their custom ids.
@Suite(.timeLimit(.minutes(10)))
struct BatchJobTests {
    static func directory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("batch-job-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    static func chat(_ index: Int) -> BatchRequest<CreateChatCompletionRequest> {
        // Every 1,000th request names a model the server refuses.
        BatchRequest(customID: "request-\(index)", body: CreateChatCompletionRequest(
            messages: [.user("Say \(index)")], model: index % 1000 == 999 ? "fail-model" : "gpt-4o-mini"))
    }

    /// The acceptance run: 100,000 requests at the real limits make two input files of 50,000.
    @Test func aHundredThousandRequestsRunAsTwoBatches() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(pollAfterMilliseconds: 10)
        let client = OpenAIClient.batchServer(root)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let count = 100_000
        let job = try OpenAIClient.BatchJob.write((0..<count).lazy.map(Self.chat), endpoint: .chatCompletions, to: directory)
        #expect(job.parts.map(\.file.requestCount) == [50_000, 50_000])
        #expect(job.parts.allSatisfy { $0.file.byteCount < BatchLimits.openAI.maxBytes })

        var reports: [BatchJobProgress] = []
        let done = try await client.batches.run(job) { reports.append($0) }
        #expect(done.isFinished)
        #expect(done.parts.allSatisfy { $0.status == "completed" })
        #expect(reports.first?.finished == 0)
        #expect(reports.last == BatchJobProgress(total: count, succeeded: count - 100, failed: 100, parts: 2, partsFinished: 2))
        #expect(reports.count >= 3, "progress along the way, not only at the end")

        var seen = Set<String>()
        var failed = 0
        for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
            #expect(seen.insert(result.customID).inserted, "one result per custom id")
            switch result.outcome {
            case .success(let completion):
                if completion.choices.first?.message.content != "reply to \(result.customID)" {
                    Issue.record("\(result.customID) got \(completion.choices.first?.message.content ?? "nothing")")
                }
            case .failure(let error):
                failed += 1
                #expect(error.kind == .failed)
                #expect(error.statusCode == 400)
                #expect(error.providerError?.code == "model_not_found")
                #expect(result.customID.hasSuffix("999"))
            }
        }
        #expect(seen.count == count)
        #expect(failed == 100)
        let log = try await server.log(root)
        #expect(log.filter { $0.method == "POST" && $0.path == "/v1/files" }.count == 2)
        #expect(log.filter { $0.method == "POST" && $0.path == "/v1/batches" }.count == 2)
    }

    @Test func smallLimitsSplitByCountAndBySize() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let byCount = try OpenAIClient.BatchJob.write(
            (0..<25).map(Self.chat), endpoint: .chatCompletions, to: directory.appendingPathComponent("count"),
            limits: .init(maxRequests: 10, maxBytes: 1 << 20))
        #expect(byCount.parts.map(\.file.requestCount) == [10, 10, 5])

        let line = try JSONCoding.encode(Self.chat(0).body).count
        let bySize = try OpenAIClient.BatchJob.write(
            (0..<25).map(Self.chat), endpoint: .chatCompletions, to: directory.appendingPathComponent("size"),
            limits: .init(maxRequests: 1000, maxBytes: Int64(line * 8)))
        #expect(bySize.parts.count > 3)
        #expect(bySize.parts.reduce(0) { $0 + $1.file.requestCount } == 25)
        for part in bySize.parts {
            let size = try FileManager.default.attributesOfItem(atPath: part.file.url.path)[.size] as? NSNumber
            #expect(size?.int64Value == part.file.byteCount)
            #expect(part.file.byteCount <= Int64(line * 8))
            let lines = try String(contentsOf: part.file.url, encoding: .utf8).split(separator: "\n")
            #expect(lines.count == part.file.requestCount)
            let first = try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
            #expect(first?["method"] as? String == "POST")
            #expect(first?["url"] as? String == "/v1/chat/completions")
            #expect((first?["custom_id"] as? String)?.hasPrefix("request-") == true)
        }
    }

    @Test func badInputIsRefusedBeforeAnythingIsSent() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let repeated = [Self.chat(1), Self.chat(1)]
        let duplicate = try #require(throws: AIClientError.self) {
            try OpenAIClient.BatchJob.write(repeated, endpoint: .chatCompletions, to: directory.appendingPathComponent("a"))
        }
        #expect(duplicate.message?.contains("'request-1' is used by two requests") == true)
        let tooBig = try #require(throws: AIClientError.self) {
            try OpenAIClient.BatchJob.write([Self.chat(1)], endpoint: .chatCompletions, to: directory.appendingPathComponent("b"),
                                            limits: .init(maxRequests: 10, maxBytes: 20))
        }
        #expect(tooBig.message?.contains("more than a batch file may hold (20 bytes)") == true)
        let empty = [BatchRequest<CreateChatCompletionRequest>]()
        #expect(throws: AIClientError.self) {
            try OpenAIClient.BatchJob.write(empty, endpoint: .chatCompletions, to: directory.appendingPathComponent("c"))
        }
        _ = try OpenAIClient.BatchJob.write([Self.chat(1)], endpoint: .chatCompletions, to: directory.appendingPathComponent("d"))
        let again = try #require(throws: AIClientError.self) {
            try OpenAIClient.BatchJob.write([Self.chat(1)], endpoint: .chatCompletions, to: directory.appendingPathComponent("d"))
        }
        #expect(again.message?.contains("already holds a batch job") == true)
    }

    /// A run stopped by its timeout (a process that went away) is resumed from the saved
    /// description: nothing is uploaded or created twice.
    @Test func aStoppedJobResumesFromItsDescription() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(statuses: ["validating", "in_progress", "in_progress", "in_progress", "in_progress", "completed"])
        let client = OpenAIClient.batchServer(root)
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let job = try OpenAIClient.BatchJob.write(
            (0..<30).map(Self.chat), endpoint: .chatCompletions, to: directory, limits: .init(maxRequests: 10, maxBytes: 1 << 20))

        let stopped = try await #require(throws: PollingError.self) {
            try await client.batches.run(job, polling: .init(interval: 0.01, timeout: 0.02))
        }
        #expect(stopped.reason == .timedOut)
        let saved = try OpenAIClient.BatchJob.load(from: directory)
        #expect(saved.parts.allSatisfy { $0.inputFileID != nil && $0.batchID != nil })
        #expect(!saved.isFinished)
        await #expect(throws: AIClientError.self) {
            for try await _ in client.batches.results(of: saved, endpoint: .chatCompletions) {}
        }

        let done = try await client.batches.run(saved, polling: .init(interval: 0.01))
        #expect(done.isFinished)
        #expect(try OpenAIClient.BatchJob.load(from: directory) == done)
        let log = try await server.log(root)
        #expect(log.filter { $0.method == "POST" && $0.path == "/v1/files" }.count == 3)
        #expect(log.filter { $0.method == "POST" && $0.path == "/v1/batches" }.count == 3)
        var count = 0
        for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
            count += 1
            _ = try result.outcome.get()
        }
        #expect(count == 30)
    }

    @Test func responsesAndEmbeddingsComeBackTyped() async throws {
        let server = try await BatchServer.shared()
        let client = OpenAIClient.batchServer(try await server.scenario(pollAfterMilliseconds: 1))
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }

        let responses = (0..<5).map { BatchRequest(customID: "r\($0)", body: CreateResponse(model: "gpt-5", input: "Hi \($0)")) }
        let responseJob = try await client.batches.run(
            try OpenAIClient.BatchJob.write(responses, endpoint: .responses, to: directory.appendingPathComponent("responses")))
        var texts: [String: String] = [:]
        for try await result in client.batches.results(of: responseJob, endpoint: .responses) {
            texts[result.customID] = try result.outcome.get().outputText
        }
        #expect(texts == ["r0": "reply to r0", "r1": "reply to r1", "r2": "reply to r2", "r3": "reply to r3", "r4": "reply to r4"])

        let embeddings = (0..<3).map { BatchRequest(customID: "e\($0)", body: CreateEmbeddingRequest(input: "text \($0)", model: "text-embedding-3-small")) }
        let embeddingJob = try await client.batches.run(
            try OpenAIClient.BatchJob.write(embeddings, endpoint: .embeddings, to: directory.appendingPathComponent("embeddings")))
        var vectors = 0
        for try await result in client.batches.results(of: embeddingJob, endpoint: .embeddings) {
            vectors += try result.outcome.get().data.count
        }
        #expect(vectors == 3)
        // The endpoint is checked against the job's.
        await #expect(throws: AIClientError.self) {
            for try await _ in client.batches.results(of: embeddingJob, endpoint: .chatCompletions) {}
        }
    }
}
