import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// The README's batch-job and polling examples, compiled and run against the batch server.
@Suite(.timeLimit(.minutes(10)))
struct ReadmeBatchTests {
    @Test func theReadmeShowsThisCode() throws {
        for name in ["batch-job", "polling"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    @Test func batchJobExample() async throws {
        let server = try await BatchServer.shared()
        let client = OpenAIClient.batchServer(try await server.scenario(pollAfterMilliseconds: 1))
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("readme-batch-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let questions = ["What is Swift?", "Who wrote it?", "When did it ship?"]
        var answers: [String: String] = [:]
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README: batch-job
        let requests = questions.enumerated().lazy.map { index, question in
            BatchRequest(customID: "question-\(index)", body: CreateChatCompletionRequest(
                messages: [.user(question)], model: "gpt-4o-mini"))
        }
        // Written to disk, split into files of at most 50,000 requests and 200 MB.
        let job = try OpenAIClient.BatchJob.write(requests, endpoint: .chatCompletions, to: directory)
        // Uploads, creates one batch per file, polls; job.json in `directory` is kept up to date,
        // so after a restart `OpenAIClient.BatchJob.load(from: directory)` carries on from there.
        let done = try await client.batches.run(job) { progress in print(progress) }
        for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
            switch result.outcome {
            case .success(let completion): answers[result.customID] = completion.choices.first?.message.content
            case .failure(let error): print(result.customID, error)   // the provider's error, typed
            }
        }
        // README: end

        #expect(answers == ["question-0": "reply to question-0", "question-1": "reply to question-1", "question-2": "reply to question-2"])
        #expect(printed.last == "3/3 requests (0 failed), 1/1 parts done")
    }

    @Test func pollingExample() async throws {
        let server = try await BatchServer.shared()
        let client = OpenAIClient.batchServer(try await server.scenario(pollAfterMilliseconds: 1))
        let pdfURL = FileManager.default.temporaryDirectory.appendingPathComponent("readme-\(UUID().uuidString).pdf")
        try Data("%PDF-1.4 test".utf8).write(to: pdfURL)
        defer { try? FileManager.default.removeItem(at: pdfURL) }
        var printed: [String] = []
        func print(_ items: Any...) { printed.append(items.map { "\($0)" }.joined(separator: " ")) }

        // README: polling
        let file = try await client.vectorStores.files.uploadAndPoll(vectorStoreID: "vs_123", file: .url(pdfURL))
        if file.status == .failed { print(file.lastError?.message ?? "") }
        do {
            let response = try await client.responses.createAndPoll(   // background: true, then polled
                .init(model: "o3", input: "Compare Swift's and Rust's ownership rules"), polling: .init(timeout: 600))
            print(response.status?.rawValue ?? "")   // completed, failed, incomplete or cancelled
        } catch let error as PollingError {
            print(error.reason, error.lastState ?? "")   // timedOut in_progress
        }
        // README: end

        #expect(file.status == .completed)
        #expect(printed == ["completed"])
    }
}
