import AIClientRuntime
import Foundation


extension AnthropicClient {
    /// A batch job: typed message requests written to disk as Message Batch create bodies,
    /// split at the API's limits, each sent as one batch; the results read back typed.
    ///
    /// Message Batches take their requests inline in the create body (no file upload): each
    /// part's body is written to disk once and streamed from there. The description is
    /// `Codable` and saved as `job.json` in the job's directory after every step, so a job
    /// survives a restart: ``load(from:)`` it and run it again.
    ///
    /// ```swift
    /// let job = try AnthropicClient.BatchJob.write(requests, to: directory)
    /// let done = try await claude.messages.batches.run(job) { progress in print(progress) }
    /// for try await result in claude.messages.batches.results(of: done) {
    ///     print(result.customID, result.error?.providerError?.message ?? "ok")
    /// }
    /// ```
    public struct BatchJob: Codable, Sendable, Hashable {
        /// One create body and the batch made from it.
        public struct Part: Codable, Sendable, Hashable {
            /// The create body (`{"requests":[…]}`) on disk.
            public var file: BatchFile
            /// The batch, once created.
            public var batchID: String?
            /// The batch's last known `processing_status` (`in_progress`, `canceling`, `ended`).
            public var processingStatus: String?
            /// The last `request_counts` seen.
            public var succeeded: Int
            public var errored: Int
            public var canceled: Int
            public var expired: Int

            /// The batch has ended.
            public var isFinished: Bool { processingStatus == "ended" }

            mutating func update(from batch: AnthropicMessages.MessageBatch) {
                batchID = batch.id
                processingStatus = batch.processingStatus.rawValue
                succeeded = batch.requestCounts.succeeded
                errored = batch.requestCounts.errored
                canceled = batch.requestCounts.canceled
                expired = batch.requestCounts.expired
            }
        }

        /// Where the create bodies and `job.json` are.
        public var directory: URL
        /// The parts, in the order of the requests.
        public var parts: [Part]

        /// Every part's batch has ended.
        public var isFinished: Bool { parts.allSatisfy(\.isFinished) }

        /// Where the job stands, from the last `request_counts` seen.
        public var progress: BatchJobProgress {
            BatchJobProgress(
                total: parts.reduce(0) { $0 + $1.file.requestCount },
                succeeded: parts.reduce(0) { $0 + $1.succeeded },
                failed: parts.reduce(0) { $0 + $1.errored + $1.canceled + $1.expired },
                parts: parts.count, partsFinished: parts.filter(\.isFinished).count)
        }

        /// Writes `requests` into create bodies in `directory` (created if needed), a new one
        /// whenever one would pass `limits`, and saves the job description there. Reads the
        /// requests one at a time; nothing is sent.
        ///
        /// - Throws: ``AIClientError/Kind/invalidRequest`` for a custom id that is not 1–64
        ///   letters, digits, `-` or `_`, or is repeated; a request larger than a batch may
        ///   be; no requests; a directory that already holds a job; a file that cannot be written.
        public static func write(
            _ requests: some Sequence<BatchRequest<AnthropicMessages.CreateMessageParams>>, to directory: URL,
            limits: BatchLimits = .anthropic
        ) throws -> BatchJob {
            try BatchJobFile.checkFree(directory)
            let writer = BatchFileWriter(
                directory: directory, name: "requests", fileExtension: "json", limits: limits,
                framing: .jsonArray(prefix: Data(#"{"requests":["#.utf8), suffix: Data("]}".utf8)))
            for request in requests {
                try Self.checkCustomID(request.customID)
                let line = AnthropicMessages.MessageBatchIndividualRequestParams(customID: request.customID, params: request.body)
                try writer.append(try JSONCoding.encode(line), customID: request.customID)
            }
            let files = try writer.finish()
            guard !files.isEmpty else { throw AIClientError.invalidRequest("a batch job needs at least one request") }
            let job = BatchJob(
                directory: directory,
                parts: files.map { Part(file: $0, succeeded: 0, errored: 0, canceled: 0, expired: 0) })
            try job.save()
            return job
        }

        /// The job saved in `directory`.
        public static func load(from directory: URL) throws -> BatchJob {
            try BatchJobFile.load(BatchJob.self, from: directory)
        }

        /// Saves the description as `job.json` in the job's directory.
        public func save() throws {
            try BatchJobFile.save(self, in: directory)
        }

        /// The API's rule for custom ids: `^[a-zA-Z0-9_-]{1,64}$`.
        static func checkCustomID(_ id: String) throws(AIClientError) {
            let valid = (1...64).contains(id.utf8.count) && id.utf8.allSatisfy { byte in
                (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_")
            }
            guard valid else {
                throw AIClientError.invalidRequest(
                    "the custom id '\(id.prefix(80))' is not 1-64 letters, digits, '-' or '_', as Message Batches require")
            }
        }
    }
}

extension AnthropicClient.Messages.Batches {
    /// Runs a batch job to the end: creates the batches not created yet (each body streamed
    /// from disk), then polls them all until each has ended, reporting progress from their
    /// `request_counts`. The description is saved after every step, so an interrupted job
    /// resumes from `BatchJob.load(from:)`.
    ///
    /// Polls every 10 seconds unless `polling` says otherwise; gives up after 25 hours unless
    /// `polling.timeout` says otherwise (``PollingError``, the job saved as it was).
    @discardableResult
    public func run(
        _ job: AnthropicClient.BatchJob, polling: PollingOptions = .init(),
        progress: ((BatchJobProgress) async -> Void)? = nil
    ) async throws -> AnthropicClient.BatchJob {
        var job = job
        for index in job.parts.indices where job.parts[index].batchID == nil {
            let request = RequestComponents(
                method: "POST", path: "/v1/messages/batches",
                body: try .file(job.parts[index].file.url, contentType: "application/json"))
            let batch = try await core.send(request, options: polling.requestOptions, as: AnthropicMessages.MessageBatch.self).value
            job.parts[index].update(from: batch)
            try job.save()
        }
        await progress?(job.progress)
        _ = try await Polling.poll(
            "batch job in \(job.directory.path) (\(job.parts.count) message batches)", options: polling,
            defaultInterval: 10, defaultTimeout: 25 * 60 * 60,
            fetch: { options in
                var batches: [AnthropicMessages.MessageBatch] = []
                for part in job.parts where !part.isFinished {
                    guard let batchID = part.batchID else { continue }
                    batches.append(try await retrieve(messageBatchID: batchID, options: options))
                }
                return batches
            },
            state: { batches in
                let statuses = Set(batches.map(\.processingStatus.rawValue)).sorted().joined(separator: ",")
                return (statuses.isEmpty ? "ended" : statuses, batches.allSatisfy { $0.processingStatus == .ended } ? Polling.Phase.final : .pending)
            },
            update: { batches in
                for batch in batches {
                    if let index = job.parts.firstIndex(where: { $0.batchID == batch.id }) { job.parts[index].update(from: batch) }
                }
                try job.save()
                await progress?(job.progress)
            })
        return job
    }

    /// The results of an ended job, streamed batch by batch (never a whole file in memory):
    /// one ``BatchResult`` per request, under its custom id, with the typed `Message` or a
    /// ``BatchItemError`` (`failed` with the API's error, `canceled`, `expired`).
    ///
    /// A line that cannot be read (not JSON, a number beyond `Double`, nesting over 512 levels,
    /// a `custom_id` that is not a string, not a result's shape) is a
    /// ``BatchItemError/Kind/undecodable`` result naming the line (and its custom id when it
    /// could be read); reading goes on with the next line.
    ///
    /// - Throws (from the stream): ``AIClientError/Kind/invalidRequest`` when a batch has not
    ///   ended yet; what the results request throws; ``AIClientError/Kind/responseTooLarge``
    ///   for a line over ``JSONLines/maximumLineLength``.
    public func results(of job: AnthropicClient.BatchJob, options: RequestOptions = .init()) -> AsyncThrowingStream<BatchResult<AnthropicMessages.Message>, any Error> {
        let reader = MessageBatchResultReader(batches: self, job: job, options: options)
        return AsyncThrowingStream(unfolding: { try await reader.next() })
    }
}

/// Reads the results of a job's batches one after the other. `AsyncThrowingStream(unfolding:)`
/// calls it from one consumer at a time, which is what makes the unchecked state safe.
private final class MessageBatchResultReader: @unchecked Sendable {
    private let batches: AnthropicClient.Messages.Batches
    private let job: AnthropicClient.BatchJob
    private let options: RequestOptions
    private var nextPart = 0
    private var checked = false
    private var lines: AsyncThrowingStream<BatchResult<AnthropicMessages.Message>, any Error>.AsyncIterator?

    init(batches: AnthropicClient.Messages.Batches, job: AnthropicClient.BatchJob, options: RequestOptions) {
        self.batches = batches
        self.job = job
        self.options = options
    }

    func next() async throws -> BatchResult<AnthropicMessages.Message>? {
        if !checked {
            for (index, part) in job.parts.enumerated() where !part.isFinished {
                throw AIClientError.invalidRequest(
                    "part \(index + 1) of the batch job (message batch \(part.batchID ?? "not created")) is '\(part.processingStatus ?? "not started")', not ended: run the job first")
            }
            checked = true
        }
        while true {
            if var iterator = lines {
                let line = try await iterator.next()
                lines = iterator
                if let line { return line }
                lines = nil
            }
            guard nextPart < job.parts.count else { return nil }
            guard let batchID = job.parts[nextPart].batchID else {
                throw AIClientError.invalidRequest("part \(nextPart + 1) of the batch job has no message batch")
            }
            nextPart += 1
            // The request of the generated `results(messageBatchID:)`, read so that a line that
            // cannot be decoded is that result's error instead of the end of all results.
            var request = try RequestComponents(
                method: "GET", pathTemplate: "/v1/messages/batches/{message_batch_id}/results", parameters: ["message_batch_id": batchID])
            request.headers.set("Accept", "application/x-jsonl")
            let body = try await batches.core.sendStreaming(request, options: options).value
            lines = BatchResultLines.read(
                AnthropicMessages.MessageBatchIndividualResponse.self, from: body, file: "the results of message batch \(batchID)",
                result: { MessageBatchResultReader.result($0) }
            ).makeAsyncIterator()
        }
    }

    static func result(_ line: AnthropicMessages.MessageBatchIndividualResponse) -> BatchResult<AnthropicMessages.Message> {
        let id = line.customID
        switch line.result {
        case .succeeded(let succeeded):
            return BatchResult(customID: id, outcome: .success(succeeded.message))
        case .errored(let errored):
            let providerError = (try? JSONValue(encoding: errored.error)).flatMap { ProviderError(body: $0) }
            return BatchResult(customID: id, outcome: .failure(BatchItemError(
                kind: .failed, customID: id, requestID: errored.error.requestID, providerError: providerError)))
        case .canceled:
            return BatchResult(customID: id, outcome: .failure(BatchItemError(kind: .canceled, customID: id)))
        case .expired:
            return BatchResult(customID: id, outcome: .failure(BatchItemError(kind: .expired, customID: id)))
        case .unknown(let value):
            return BatchResult(customID: id, outcome: .failure(BatchItemError(
                kind: .undecodable, customID: id, message: "an unknown result type: \(value)")))
        }
    }
}
