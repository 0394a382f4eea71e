import AIClientRuntime
import Foundation
// The resources' `core`, which these helpers call through.

extension OpenAIClient.Batches {
    /// Runs a batch job to the end: uploads the input files not uploaded yet, creates the
    /// batches not created yet, then polls them all until each is final, reporting progress
    /// from their `request_counts`. The description is saved after every step, so a job
    /// interrupted anywhere (even by a crash) resumes from `BatchJob.load(from:)`.
    ///
    /// Polls every 10 seconds unless the server or `polling` says otherwise; gives up after 25
    /// hours unless `polling.timeout` says otherwise (``PollingError``, the job saved as it was).
    ///
    /// - Returns: The job with every part final; read its results with
    ///   ``results(of:endpoint:options:)``.
    @discardableResult
    public func run(
        _ job: OpenAIClient.BatchJob, polling: PollingOptions = .init(),
        progress: ((BatchJobProgress) async -> Void)? = nil
    ) async throws -> OpenAIClient.BatchJob {
        var job = job
        let files = OpenAIClient.Files(core: core)
        let options = polling.requestOptions
        for index in job.parts.indices {
            if job.parts[index].inputFileID == nil {
                let url = job.parts[index].file.url
                let upload = MultipartFile.url(url, filename: url.lastPathComponent, contentType: "application/jsonl")
                let file = try await files.create(.init(file: upload, purpose: .batch), options: options)
                job.parts[index].inputFileID = file.id
                try job.save()
            }
            if job.parts[index].batchID == nil, let inputFileID = job.parts[index].inputFileID {
                let batch = try await create(
                    .init(inputFileID: inputFileID, endpoint: .init(rawValue: job.endpoint), metadata: job.metadata),
                    options: options)
                job.parts[index].update(from: batch)
                try job.save()
            }
        }
        await progress?(job.progress)
        let parts = job.parts.count
        _ = try await Polling.poll(
            "batch job in \(job.directory.path) (\(parts) batches)", options: polling,
            defaultInterval: 10, defaultTimeout: 25 * 60 * 60,
            fetch: { options in
                var batches: [Batch] = []
                for part in job.parts where !part.isFinished {
                    guard let batchID = part.batchID else { continue }
                    batches.append(try await retrieve(batchID: batchID, options: options))
                }
                return batches
            },
            state: { batches in
                let statuses = Set(batches.map(\.status.rawValue)).sorted().joined(separator: ",")
                return (statuses.isEmpty ? "finished" : statuses, batches.allSatisfy(\.status.isFinal) ? Polling.Phase.final : .pending)
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
}
