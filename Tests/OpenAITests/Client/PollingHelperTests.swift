import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

extension OpenAIClient {
    /// A client for a scenario of the batch server (no retries: a failure must show as it is).
    static func batchServer(_ root: URL) -> OpenAIClient {
        OpenAIClient(apiKey: testKey, baseURL: root.appendingPathComponent("v1"), timeout: 30,
                     retryPolicy: .none, transport: loopbackTransport)
    }
}

/// Helpers of API the spec deprecates (video jobs, a file's status), tested as callers use them:
/// called through protocol requirements that are not deprecated, so that the build of the tests
/// stays free of warnings while the deprecation still shows in apps.
private protocol SpecDeprecatedVideos: Sendable {
    func createAndPoll(_ body: CreateVideoMultipartBody?, polling: PollingOptions) async throws -> VideoResource
}
extension OpenAIClient.Videos: SpecDeprecatedVideos {}

private protocol SpecDeprecatedFiles: Sendable {
    func waitForProcessing(fileID: String, polling: PollingOptions) async throws -> OpenAIFile
}
extension OpenAIClient.Files: SpecDeprecatedFiles {}

private protocol SpecDeprecatedFileStatus {
    var status: OpenAIFile.Status { get }
}
extension OpenAIFile: SpecDeprecatedFileStatus {}

/// The polling helpers against a server whose statuses move one step per retrieve: they end
/// in the final state the server reaches (success or failure), follow `openai-poll-after-ms`,
/// and stop with a `PollingError` that names the last state on cancellation and timeout.
@Suite(.timeLimit(.minutes(10)))
struct PollingHelperTests {
    @Test func createAndPollEndsCompletedAtTheServersPace() async throws {
        let server = try await BatchServer.shared()
        // The server asks for 1.3 s, longer than the 1 s default: a gap of at least that shows
        // the header was followed (a lower bound, which a loaded machine cannot break).
        let root = try await server.scenario(statuses: ["in_progress", "in_progress", "completed"], pollAfterMilliseconds: 1300)
        let client = OpenAIClient.batchServer(root)
        let file = try await client.vectorStores.files.createAndPoll(vectorStoreID: "vs_1", .init(fileID: "file-abc"))
        #expect(file.status == .completed)
        #expect(file.id == "file-abc")
        let gets = try await server.log(root).filter { $0.method == "GET" }
        #expect(gets.count == 2)
        #expect(gets.allSatisfy { $0.headers["x-stainless-poll-helper"] == "true" })
        #expect(gets.allSatisfy { $0.headers["x-stainless-custom-poll-interval"] == nil })
        let gaps = zip(gets.dropFirst(), gets).map { $0.time - $1.time }
        #expect(gaps.allSatisfy { $0 >= 1.25 }, "\(gaps)")
    }

    @Test func aFailedFileIsReturnedWithItsError() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(statuses: ["in_progress", "failed"], pollAfterMilliseconds: 5)
        let file = try await OpenAIClient.batchServer(root).vectorStores.files.createAndPoll(vectorStoreID: "vs_1", .init(fileID: "file-bad"))
        #expect(file.status == .failed)
        #expect(file.lastError?.message == "could not parse the file")
    }

    @Test func aCallerIntervalWinsAndIsAnnounced() async throws {
        let server = try await BatchServer.shared()
        // The server asks for a minute; the caller's 10 ms wins (following the header would take
        // a minute and run into the suite's time limit).
        let root = try await server.scenario(statuses: ["uploaded", "uploaded", "processed"], pollAfterMilliseconds: 60_000)
        let client = OpenAIClient.batchServer(root)
        let uploaded = try await client.files.create(.init(file: .data(Data("{}\n".utf8), filename: "a.jsonl"), purpose: .batch))
        let files: any SpecDeprecatedFiles = client.files
        #expect((uploaded as any SpecDeprecatedFileStatus).status == .uploaded)
        let file = try await files.waitForProcessing(fileID: uploaded.id, polling: .init(interval: 0.01))
        #expect((file as any SpecDeprecatedFileStatus).status == .processed)
        let gets = try await server.log(root).filter { $0.method == "GET" }
        #expect(gets.count == 2)
        #expect(gets.allSatisfy { $0.headers["x-stainless-custom-poll-interval"] == "10" })
        #expect(gets[1].time - gets[0].time < 30)
    }

    @Test func cancellingTheTaskStopsPollingAndSaysWhere() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(statuses: ["in_progress"], pollAfterMilliseconds: 10)
        let client = OpenAIClient.batchServer(root)
        let task = Task { try await client.vectorStores.fileBatches.createAndPoll(vectorStoreID: "vs_1", .init(fileIDs: ["file-1"])) }
        // Wait (bounded) until it has polled a few times, then cancel.
        for _ in 0..<200 {
            if try await server.log(root).filter({ $0.method == "GET" }).count >= 3 { break }
            try await Task.sleep(nanoseconds: 10_000_000)
        }
        task.cancel()
        let error = try await #require(throws: PollingError.self) { try await task.value }
        #expect(error.reason == .cancelled)
        #expect(error.lastState == "in_progress")
        #expect(error.lastValue(as: VectorStoreFileBatchObject.self)?.fileCounts.total == 1)
        let polls = try await server.log(root).count
        try await Task.sleep(nanoseconds: 100_000_000)
        #expect(try await server.log(root).count == polls, "no request after the cancellation")
    }

    @Test func aTimeoutStopsWithTheLastState() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(statuses: ["queued", "in_progress"])
        let client = OpenAIClient.batchServer(root)
        let error = try await #require(throws: PollingError.self) {
            try await (client.videos as any SpecDeprecatedVideos).createAndPoll(.init(prompt: "a cat"), polling: .init(interval: 0.02, timeout: 0.3))
        }
        #expect(error.reason == .timedOut)
        #expect(error.lastState == "in_progress")
        #expect(error.polls >= 1)
        #expect(error.elapsed >= 0.3)
        #expect(error.lastValue(as: VideoResource.self)?.status == .inProgress)
        #expect(error.description.contains("in state 'in_progress'"))
    }

    @Test func videosFineTuningResponsesAndBatchesReachTheirFinalStates() async throws {
        let server = try await BatchServer.shared()
        let client = OpenAIClient.batchServer(try await server.scenario(pollAfterMilliseconds: 1))
        let video = try await (client.videos as any SpecDeprecatedVideos).createAndPoll(.init(prompt: "a cat"), polling: .init())
        #expect(video.status == .completed)
        #expect(video.progress == 100)

        let failing = OpenAIClient.batchServer(try await server.scenario(statuses: ["queued", "failed"], pollAfterMilliseconds: 1))
        #expect(try await (failing.videos as any SpecDeprecatedVideos).createAndPoll(.init(prompt: "a cat"), polling: .init()).status == .failed)

        let job = try await client.fineTuning.jobs.create(.init(model: "gpt-4o-mini", trainingFile: "file-train"))
        var seen: [FineTuningJob.Status] = []
        let tuned = try await client.fineTuning.jobs.poll(fineTuningJobID: job.id) { seen.append($0.status) }
        #expect(tuned.status == .succeeded)
        #expect(seen == [.queued, .running, .succeeded])

        let responsesRoot = try await server.scenario(pollAfterMilliseconds: 1)
        let response = try await OpenAIClient.batchServer(responsesRoot).responses.createAndPoll(.init(model: "gpt-5", input: "Hi"))
        #expect(response.status == .completed)
        let posted = try await server.log(responsesRoot).first { $0.method == "POST" }
        #expect(posted?.path == "/v1/responses")
    }

    @Test func uploadAndPollUploadsEveryFileThenMakesOneBatch() async throws {
        let server = try await BatchServer.shared()
        let root = try await server.scenario(pollAfterMilliseconds: 1)
        let client = OpenAIClient.batchServer(root)
        let files = (0..<7).map { MultipartFile.data(Data("document \($0)".utf8), filename: "doc\($0).txt") }
        let batch = try await client.vectorStores.fileBatches.uploadAndPoll(
            vectorStoreID: "vs_1", files: files, fileIDs: ["file-existing"], maxConcurrency: 3)
        #expect(batch.status == .completed)
        #expect(batch.fileCounts.total == 8)
        #expect(batch.fileCounts.completed == 8)
        let log = try await server.log(root)
        #expect(log.filter { $0.path == "/v1/files" }.count == 7)
        #expect(log.filter { $0.path == "/v1/vector_stores/vs_1/file_batches" }.count == 1)
    }
}
