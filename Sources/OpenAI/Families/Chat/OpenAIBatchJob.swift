import AIClientRuntime
import Foundation

extension OpenAIClient {
    /// A batch job: typed requests written to JSONL files on disk, split at the Batch API's
    /// limits, each file uploaded and run as one OpenAI batch; the results read back typed.
    ///
    /// The description is `Codable` and saved as `job.json` in the job's directory after every
    /// step, so a job survives a restart: ``load(from:)`` it and run it again, and it carries
    /// on where it stopped (files already uploaded and batches already created are reused).
    ///
    /// ```swift
    /// let job = try OpenAIClient.BatchJob.write(requests, endpoint: .chatCompletions, to: directory)
    /// let done = try await client.batches.run(job) { progress in print(progress) }
    /// for try await result in client.batches.results(of: done, endpoint: .chatCompletions) {
    ///     print(result.customID, result.response?.choices.first?.message.content ?? "")
    /// }
    /// ```
    public struct BatchJob: Codable, Sendable, Hashable {
        /// One input file and the batch that runs it.
        public struct Part: Codable, Sendable, Hashable {
            /// The JSONL input file on disk.
            public var file: BatchFile
            /// The uploaded input file, once uploaded.
            public var inputFileID: String?
            /// The batch, once created.
            public var batchID: String?
            /// The batch's last known status (`validating`, `in_progress`, … `completed`).
            public var status: String?
            /// The results, once the batch is final.
            public var outputFileID: String?
            /// The errors, once the batch is final.
            public var errorFileID: String?
            /// Requests done with a response, and with an error (`request_counts`).
            public var completed: Int
            public var failed: Int

            /// The batch reached `completed`, `failed`, `expired` or `cancelled`.
            public var isFinished: Bool {
                status.map { Batch.Status(rawValue: $0).isFinal } ?? false
            }

            mutating func update(from batch: Batch) {
                batchID = batch.id
                status = batch.status.rawValue
                outputFileID = batch.outputFileID ?? outputFileID
                errorFileID = batch.errorFileID ?? errorFileID
                if let counts = batch.requestCounts {
                    completed = counts.completed
                    failed = counts.failed
                }
            }
        }

        /// The endpoint every request calls (`/v1/chat/completions`).
        public var endpoint: String
        /// Where the input files and `job.json` are.
        public var directory: URL
        /// The parts, in the order of the requests.
        public var parts: [Part]
        /// Metadata given to every batch of the job.
        public var metadata: [String: String]?

        /// Every part's batch is in a final state.
        public var isFinished: Bool { parts.allSatisfy(\.isFinished) }

        /// Where the job stands, from the last `request_counts` seen.
        public var progress: BatchJobProgress {
            BatchJobProgress(
                total: parts.reduce(0) { $0 + $1.file.requestCount },
                succeeded: parts.reduce(0) { $0 + $1.completed },
                failed: parts.reduce(0) { $0 + $1.failed },
                parts: parts.count, partsFinished: parts.filter(\.isFinished).count)
        }

        /// Writes `requests` as JSONL input files into `directory` (created if needed), a new
        /// file whenever one would pass `limits`, and saves the job description there. Reads
        /// the requests one at a time: a lazy sequence of a million requests never sits in
        /// memory. Nothing is sent.
        ///
        /// - Throws: ``AIClientError/Kind/invalidRequest`` for an empty or repeated custom id,
        ///   a request larger than a file may be, no requests at all, a directory that already
        ///   holds a job, or a file that cannot be written.
        public static func write<Request, Response>(
            _ requests: some Sequence<BatchRequest<Request>>, endpoint: BatchEndpoint<Request, Response>,
            to directory: URL, limits: BatchLimits = .openAI, metadata: [String: String]? = nil
        ) throws -> BatchJob {
            try BatchJobFile.checkFree(directory)
            let writer = BatchFileWriter(directory: directory, name: "input", limits: limits)
            for request in requests {
                let line = BatchInputLine(customID: request.customID, url: endpoint.path, body: request.body)
                try writer.append(try JSONCoding.encode(line), customID: request.customID)
            }
            let files = try writer.finish()
            guard !files.isEmpty else { throw AIClientError.invalidRequest("a batch job needs at least one request") }
            let job = BatchJob(
                endpoint: endpoint.path, directory: directory,
                parts: files.map { Part(file: $0, completed: 0, failed: 0) }, metadata: metadata)
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
    }
}

extension OpenAIClient.BatchEndpoint where Request == CreateChatCompletionRequest, Response == CreateChatCompletionResponse {
    /// `POST /v1/chat/completions`.
    public static var chatCompletions: Self { Self(path: "/v1/chat/completions") }
}

extension OpenAIClient.BatchEndpoint where Request == CreateEmbeddingRequest, Response == CreateEmbeddingResponse {
    /// `POST /v1/embeddings`.
    public static var embeddings: Self { Self(path: "/v1/embeddings") }
}

/// One line of a batch input file.
struct BatchInputLine<Body: Encodable>: Encodable {
    var customID: String
    var method = "POST"
    var url: String
    var body: Body

    enum CodingKeys: String, CodingKey {
        case customID = "custom_id", method, url, body
    }
}
