import Foundation

/// Writes a streamed request body to a temporary file, so URLSession can upload it from disk.
///
/// Why a file: swift-corelibs-foundation (Linux) has no `Stream.getBoundStreams`, and its
/// `httpBodyStream` reader ends the upload as soon as the stream has no bytes available, so a
/// body produced asynchronously would be cut short. `uploadTask(with:fromFile:)` reads the file
/// through DispatchIO a few hundred KiB at a time and sends `Content-Length`, on Linux and on
/// Apple platforms alike, so memory stays flat however large the body. The price is disk space
/// for one copy of the body and the time to write it before the upload starts.
enum RequestBodySpool {
    /// Drains `chunks` into a new file in `directory`; checks the size against `expectedLength`.
    static func write(
        _ chunks: AsyncThrowingStream<Data, any Error>, expectedLength: Int64?, directory: URL
    ) async throws -> URL {
        let url = directory.appendingPathComponent("aiclient-upload-\(UUID().uuidString).tmp")
        guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
            throw AIClientError.invalidRequest("could not create a temporary file for the request body in \(directory.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: url)
            defer { try? handle.close() }
            var written: Int64 = 0
            for try await chunk in chunks {
                try handle.write(contentsOf: chunk)
                written += Int64(chunk.count)
            }
            // A cancelled stream just ends: do not upload what it produced so far.
            try Task.checkCancellation()
            if let expectedLength, expectedLength != written {
                throw AIClientError.invalidRequest(
                    "the streamed request body has \(written) bytes but declared a length of \(expectedLength)")
            }
            return url
        } catch let error as AIClientError {
            try? FileManager.default.removeItem(at: url)
            throw error
        } catch is CancellationError {
            try? FileManager.default.removeItem(at: url)
            throw CancellationError()
        } catch {
            try? FileManager.default.removeItem(at: url)
            throw AIClientError.invalidRequest("the streamed request body failed: \(error)")
        }
    }
}

extension RequestBodySpool {
    /// The bytes of `file` (its first `length` bytes, or all of them) as a stream read on
    /// demand, 64 KiB at a time (``TransientBuffer``): a spooled body handed to a transport that
    /// drains streams, as many times as it is sent.
    static func chunks(of file: URL, length: Int64? = nil) -> AsyncThrowingStream<Data, any Error> {
        let reader = FileChunkReader(file: file, limit: length)
        return AsyncThrowingStream(unfolding: { try reader.next() })
    }
}

/// Reads a file front to back in chunks, up to `limit` bytes when given; the file is opened on
/// the first read.
private final class FileChunkReader: @unchecked Sendable {
    private let file: URL
    private let lock = NSLock()
    private var handle: FileHandle?
    private var finished = false
    private var remaining: Int64?

    init(file: URL, limit: Int64?) {
        self.file = file
        self.remaining = limit.map { max(0, $0) }
    }

    deinit { try? handle?.close() }

    func next() throws -> Data? {
        try lock.withLock {
            guard !finished else { return nil }
            if handle == nil { handle = try FileHandle(forReadingFrom: file) }
            let size = remaining.map { Int(min(Int64(TransientBuffer.size), $0)) } ?? TransientBuffer.size
            guard size > 0, let data = try handle?.read(upToCount: size), !data.isEmpty else {
                finished = true
                try? handle?.close()
                handle = nil
                return nil
            }
            if let left = remaining { remaining = left - Int64(data.count) }
            return data
        }
    }
}
