import AIClientRuntime
import Foundation
@_spi(Generated) import OpenAIChat
// The resources' `core`, which these helpers call through.

// Polling helpers with the official SDKs' names: `createAndPoll`, `uploadAndPoll`, `poll`.
// Like them, they return the resource in whatever final state it reached (`completed`,
// `failed`, `cancelled`): check its `status`. They throw `PollingError` when the timeout
// passes or the task is cancelled first.

extension OpenAIClient.VectorStores.Files {
    /// Waits until a vector store file is no longer `in_progress` and returns it.
    ///
    /// Polls every second unless the server's `openai-poll-after-ms` header or
    /// `polling.interval` says otherwise; gives up after 30 minutes unless `polling.timeout`
    /// says otherwise.
    public func poll(vectorStoreID: String, fileID: String, polling: PollingOptions = .init()) async throws -> VectorStoreFileObject {
        try await Polling.poll(
            "vector store file \(fileID)", options: polling, defaultTimeout: 30 * 60,
            fetch: { options in try await retrieve(vectorStoreID: vectorStoreID, fileID: fileID, options: options) },
            state: { file in (file.status.rawValue, file.status == .inProgress ? Polling.Phase.pending : .final) })
    }

    /// Attaches a file to a vector store and waits until it is processed.
    public func createAndPoll(
        vectorStoreID: String, _ body: CreateVectorStoreFileRequest, polling: PollingOptions = .init()
    ) async throws -> VectorStoreFileObject {
        let file = try await create(vectorStoreID: vectorStoreID, body, options: polling.requestOptions)
        return try await poll(vectorStoreID: vectorStoreID, fileID: file.id, polling: polling)
    }

    /// Uploads a file (purpose `assistants`) and attaches it to a vector store, without waiting.
    public func upload(
        vectorStoreID: String, file: MultipartFile, chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        attributes: VectorStoreFileAttributes? = nil, options: RequestOptions = .init()
    ) async throws -> VectorStoreFileObject {
        let uploaded = try await OpenAIClient.Files(core: core).create(.init(file: file, purpose: .assistants), options: options)
        return try await create(
            vectorStoreID: vectorStoreID,
            .init(fileID: uploaded.id, chunkingStrategy: chunkingStrategy, attributes: attributes), options: options)
    }

    /// Uploads a file (purpose `assistants`), attaches it to a vector store and waits until it
    /// is processed.
    public func uploadAndPoll(
        vectorStoreID: String, file: MultipartFile, chunkingStrategy: ChunkingStrategyRequestParam? = nil,
        attributes: VectorStoreFileAttributes? = nil, polling: PollingOptions = .init()
    ) async throws -> VectorStoreFileObject {
        let uploaded = try await OpenAIClient.Files(core: core).create(.init(file: file, purpose: .assistants), options: polling.requestOptions)
        return try await createAndPoll(
            vectorStoreID: vectorStoreID,
            .init(fileID: uploaded.id, chunkingStrategy: chunkingStrategy, attributes: attributes), polling: polling)
    }
}

extension OpenAIClient.VectorStores.FileBatches {
    /// Waits until a vector store file batch is no longer `in_progress` and returns it
    /// (interval and timeout as for ``OpenAIClient/VectorStores/Files/poll(vectorStoreID:fileID:polling:)``).
    public func poll(vectorStoreID: String, batchID: String, polling: PollingOptions = .init()) async throws -> VectorStoreFileBatchObject {
        try await Polling.poll(
            "vector store file batch \(batchID)", options: polling, defaultTimeout: 30 * 60,
            fetch: { options in try await retrieve(vectorStoreID: vectorStoreID, batchID: batchID, options: options) },
            state: { batch in (batch.status.rawValue, batch.status == .inProgress ? Polling.Phase.pending : .final) })
    }

    /// Creates a vector store file batch and waits until it is processed.
    public func createAndPoll(
        vectorStoreID: String, _ body: CreateVectorStoreFileBatchRequest, polling: PollingOptions = .init()
    ) async throws -> VectorStoreFileBatchObject {
        let batch = try await create(vectorStoreID: vectorStoreID, body, options: polling.requestOptions)
        return try await poll(vectorStoreID: vectorStoreID, batchID: batch.id, polling: polling)
    }

    /// Uploads `files` (purpose `assistants`), at most `maxConcurrency` at a time, then creates
    /// a file batch of them and of `fileIDs` (already uploaded files) and waits until it is
    /// processed. If an upload fails, the uploads still running are cancelled and the error
    /// is thrown; nothing is attached.
    public func uploadAndPoll(
        vectorStoreID: String, files: [MultipartFile], fileIDs: [String] = [], maxConcurrency: Int = 5,
        chunkingStrategy: ChunkingStrategyRequestParam? = nil, attributes: VectorStoreFileAttributes? = nil,
        polling: PollingOptions = .init()
    ) async throws -> VectorStoreFileBatchObject {
        guard !files.isEmpty || !fileIDs.isEmpty else {
            throw AIClientError.invalidRequest("uploadAndPoll needs at least one file or file id")
        }
        let uploader = OpenAIClient.Files(core: core)
        let options = polling.requestOptions
        let uploaded = try await withThrowingTaskGroup(of: (Int, String).self) { group in
            var ids = [String?](repeating: nil, count: files.count)
            var next = 0
            while next < min(max(1, maxConcurrency), files.count) {
                let index = next
                let file = files[index]
                group.addTask { (index, try await uploader.create(.init(file: file, purpose: .assistants), options: options).id) }
                next += 1
            }
            while let (index, id) = try await group.next() {
                ids[index] = id
                if next < files.count {
                    let index = next
                    let file = files[index]
                    group.addTask { (index, try await uploader.create(.init(file: file, purpose: .assistants), options: options).id) }
                    next += 1
                }
            }
            return ids.compactMap { $0 }
        }
        return try await createAndPoll(
            vectorStoreID: vectorStoreID,
            .init(fileIDs: fileIDs + uploaded, chunkingStrategy: chunkingStrategy, attributes: attributes), polling: polling)
    }
}
