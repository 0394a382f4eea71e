import Foundation

/// One file a ``BatchFileWriter`` wrote: a part of a batch job.
public struct BatchFile: Codable, Sendable, Hashable {
    /// Where the file is.
    public var url: URL
    /// Requests in it.
    public var requestCount: Int
    /// Its size in bytes.
    public var byteCount: Int64

    public init(url: URL, requestCount: Int, byteCount: Int64) {
        self.url = url
        self.requestCount = requestCount
        self.byteCount = byteCount
    }
}

/// Writes encoded batch requests to disk, starting a new file whenever the next request would
/// pass the ``BatchLimits``; memory holds one write buffer and the current file's ids.
///
/// Used by the clients' batch jobs; usable alone for other JSONL uploads (fine-tuning data).
public final class BatchFileWriter {
    /// How requests are laid out in a file.
    public enum Framing: Sendable {
        /// One JSON object per line, each ending with `\n` (OpenAI's input files).
        case jsonLines
        /// `prefix`, the objects separated by commas, `suffix` (a JSON body such as
        /// Anthropic's `{"requests":[…]}`).
        case jsonArray(prefix: Data, suffix: Data)
    }

    private let directory: URL
    private let name: String
    private let fileExtension: String
    private let limits: BatchLimits
    private let framing: Framing
    private let bufferSize: Int

    private var files: [BatchFile] = []
    private var handle: FileHandle?
    private var current: BatchFile?
    private var buffer = Data()
    private var ids = CustomIDSet()

    /// - Parameters:
    ///   - directory: Where the files go (created if needed).
    ///   - name: The files are `<name>-001.<fileExtension>`, `<name>-002…`.
    public init(directory: URL, name: String, fileExtension: String = "jsonl", limits: BatchLimits,
                framing: Framing = .jsonLines, bufferSize: Int = 64 << 10) {
        self.directory = directory
        self.name = name
        self.fileExtension = fileExtension
        self.limits = limits
        self.framing = framing
        self.bufferSize = max(4096, bufferSize)
        buffer.reserveCapacity(self.bufferSize)
    }

    deinit { try? handle?.close() }

    /// Appends one encoded request (a JSON object without a line break).
    ///
    /// - Throws: ``AIClientError/Kind/invalidRequest`` when the id is empty or repeats
    ///   within a file, when one request alone passes the byte limit, or when the file
    ///   cannot be written.
    public func append(_ encoded: Data, customID: String) throws(AIClientError) {
        guard !customID.isEmpty else { throw AIClientError.invalidRequest("a batch request has an empty custom id") }
        guard limits.maxRequests > 0 else { throw AIClientError.invalidRequest("the batch limits allow no requests per file") }
        let cost = Int64(encoded.count) + separatorCost
        if let current, current.requestCount >= limits.maxRequests || current.byteCount + cost > limits.maxBytes {
            try closeFile()
        }
        if current == nil {
            guard frameCost + Int64(encoded.count) + (isLines ? 1 : 0) <= limits.maxBytes else {
                throw AIClientError.invalidRequest(
                    "batch request '\(customID)' is \(encoded.count) bytes encoded, more than a batch file may hold (\(limits.maxBytes) bytes)")
            }
            try openFile()
        }
        guard ids.insert(customID) else {
            throw AIClientError.invalidRequest("the custom id '\(customID)' is used by two requests of the same batch")
        }
        guard var file = current else { return }
        let first = file.requestCount == 0
        // The buffer never grows past its size (a grown buffer is a large block freed later,
        // which glibc answers by keeping more freed memory; see `TransientBuffer`): it is
        // written out first, and a request that does not fit in an empty buffer goes straight out.
        if buffer.count + encoded.count + 1 > bufferSize { try flush() }
        if !isLines, !first { buffer.append(UInt8(ascii: ",")) }
        if encoded.count + 1 > bufferSize {
            try flush()
            try write(encoded)
        } else {
            buffer.append(encoded)
        }
        if isLines { buffer.append(UInt8(ascii: "\n")) }
        file.requestCount += 1
        // The first object of a JSON array has no comma before it.
        file.byteCount += first && !isLines ? Int64(encoded.count) : cost
        current = file
    }

    /// Closes the last file and returns every file written, in order.
    public func finish() throws(AIClientError) -> [BatchFile] {
        if current != nil { try closeFile() }
        return files
    }

    // MARK: - Files

    private var isLines: Bool {
        if case .jsonLines = framing { return true }
        return false
    }

    /// Bytes a request costs beyond its own: the newline, or the comma before it.
    private var separatorCost: Int64 { 1 }

    /// Bytes of a file's frame (prefix and suffix).
    private var frameCost: Int64 {
        if case .jsonArray(let prefix, let suffix) = framing { return Int64(prefix.count + suffix.count) }
        return 0
    }

    private func openFile() throws(AIClientError) {
        let number = String(files.count + 1)
        let padded = String(repeating: "0", count: max(0, 3 - number.count)) + number
        let url = directory.appendingPathComponent("\(name)-\(padded).\(fileExtension)")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
                throw CocoaError(.fileWriteUnknown)
            }
            handle = try FileHandle(forWritingTo: url)
        } catch {
            throw AIClientError.invalidRequest("cannot create the batch file \(url.path): \(error)")
        }
        current = BatchFile(url: url, requestCount: 0, byteCount: frameCost)
        ids.removeAll()
        if case .jsonArray(let prefix, _) = framing { buffer.append(prefix) }
    }

    private func closeFile() throws(AIClientError) {
        guard let file = current else { return }
        if case .jsonArray(_, let suffix) = framing { buffer.append(suffix) }
        try flush()
        do {
            try handle?.close()
        } catch {
            throw AIClientError.invalidRequest("cannot close the batch file \(file.url.path): \(error)")
        }
        handle = nil
        files.append(file)
        current = nil
    }

    private func flush() throws(AIClientError) {
        guard !buffer.isEmpty else { return }
        try write(buffer)
        buffer.removeAll(keepingCapacity: true)
    }

    private func write(_ data: Data) throws(AIClientError) {
        do {
            try handle?.write(contentsOf: data)
        } catch {
            throw AIClientError.invalidRequest("cannot write the batch file \(current?.url.path ?? directory.path): \(error)")
        }
    }
}

/// The custom ids of one file, to refuse a repeated one: a set split into many small sets by
/// hash. One `Set` of 50,000 ids would reallocate its storage up to 2 MiB as it grows and free
/// it with every file; glibc serves such blocks with mmap, and freeing one raises its mmap and
/// trim thresholds to match, after which every malloc arena (one per thread, up to 8 per core)
/// keeps up to twice that of freed memory resident (see ``TransientBuffer``). The shards'
/// storage stays a few KiB each.
struct CustomIDSet {
    private static let shardCount = 256
    private var shards: [Set<String>] = []

    /// Adds `id`; false when it is already there.
    mutating func insert(_ id: String) -> Bool {
        if shards.isEmpty { shards = Array(repeating: [], count: Self.shardCount) }
        let shard = Int(UInt(bitPattern: id.hashValue) % UInt(Self.shardCount))
        return shards[shard].insert(id).inserted
    }

    mutating func removeAll() {
        for index in shards.indices { shards[index].removeAll(keepingCapacity: true) }
    }
}

extension RequestComponents.Body {
    /// The contents of a file as a request body, read from disk in chunks (never whole).
    public static func file(_ url: URL, contentType: String) throws(AIClientError) -> Self {
        let size: Int64
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            size = (attributes[.size] as? NSNumber)?.int64Value ?? 0
        } catch {
            throw AIClientError.invalidRequest("cannot read the request body file \(url.path): \(error)")
        }
        return .stream(length: size, contentType: contentType, makeChunks: { RequestBodySpool.chunks(of: url) })
    }
}
