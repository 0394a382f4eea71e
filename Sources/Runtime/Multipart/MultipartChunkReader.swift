import Foundation

/// Produces an encoded multipart body one chunk at a time, reading files only when asked.
///
/// One reader serves one pass over the body; the stream factory makes a new reader per call, so
/// a retried request replays the body from the start. Nothing is read ahead: a file chunk is
/// read from disk inside ``next()``, when the consumer wants it, so at most one chunk per
/// reader is in memory.
final class MultipartChunkReader: @unchecked Sendable {
    /// A stretch of the body: bytes in memory, or a file on disk whose size was checked up front.
    enum Segment: Sendable {
        case bytes(Data)
        case file(URL, fieldName: String, size: Int64)
    }

    private let segments: [Segment]
    private let chunkSize: Int
    // `next()` is called by one consumer at a time, but the stream's closure is @Sendable, so
    // the mutable state is guarded anyway; the lock is uncontended and costs nothing measurable.
    private let lock = NSLock()
    private var segmentIndex = 0
    private var offset: Int64 = 0
    private var handle: FileHandle?
    private var failed = false

    init(segments: [Segment], chunkSize: Int) {
        self.segments = segments
        self.chunkSize = max(1, chunkSize)
    }

    deinit {
        try? handle?.close()
    }

    /// The body as an async stream that produces each chunk only when the consumer asks for it.
    func makeStream() -> AsyncThrowingStream<Data, any Error> {
        AsyncThrowingStream(unfolding: { [self] in
            try Task.checkCancellation()
            return try next()
        })
    }

    /// The next chunk of at most `chunkSize` bytes, or nil at the end of the body.
    func next() throws -> Data? {
        lock.lock()
        defer { lock.unlock() }
        guard !failed else { return nil }
        do {
            return try nextUnlocked()
        } catch {
            failed = true
            closeFile()
            throw error
        }
    }

    private func nextUnlocked() throws -> Data? {
        while segmentIndex < segments.count {
            switch segments[segmentIndex] {
            case .bytes(let data):
                if offset < Int64(data.count) {
                    let start = data.startIndex + Int(offset)
                    let end = min(data.endIndex, start + chunkSize)
                    offset += Int64(end - start)
                    return data.subdata(in: start..<end)
                }
            case .file(let url, let fieldName, let size):
                if let chunk = try readFileChunk(url: url, fieldName: fieldName, size: size) {
                    return chunk
                }
            }
            segmentIndex += 1
            offset = 0
        }
        return nil
    }

    /// The next chunk of the current file, or nil once all of its `size` bytes were read.
    private func readFileChunk(url: URL, fieldName: String, size: Int64) throws -> Data? {
        let file = try openFile(url: url, fieldName: fieldName)
        if offset < size {
            let wanted = Int(min(Int64(chunkSize), size - offset))
            let chunk = try read(file, count: wanted, url: url, fieldName: fieldName)
            guard !chunk.isEmpty else {
                throw sizeChanged(url: url, fieldName: fieldName, expected: size, detail: "it ended after \(offset) bytes")
            }
            offset += Int64(chunk.count)
            return chunk
        }
        // Content-Length was promised from the size measured earlier: a file that grew since
        // would make the body silently wrong, so that is an error too.
        if !(try read(file, count: 1, url: url, fieldName: fieldName)).isEmpty {
            throw sizeChanged(url: url, fieldName: fieldName, expected: size, detail: "it grew")
        }
        closeFile()
        return nil
    }

    private func openFile(url: URL, fieldName: String) throws -> FileHandle {
        if let handle { return handle }
        do {
            let opened = try FileHandle(forReadingFrom: url)
            handle = opened
            return opened
        } catch {
            throw MultipartError(
                code: .fileNotReadable, fieldName: fieldName, path: url.path,
                reason: "cannot open the file while uploading: \(error.localizedDescription)")
        }
    }

    private func read(_ file: FileHandle, count: Int, url: URL, fieldName: String) throws -> Data {
        do {
            return try file.read(upToCount: count) ?? Data()
        } catch {
            throw MultipartError(
                code: .fileNotReadable, fieldName: fieldName, path: url.path,
                reason: "reading the file failed after \(offset) bytes: \(error.localizedDescription)")
        }
    }

    private func closeFile() {
        try? handle?.close()
        handle = nil
    }

    private func sizeChanged(url: URL, fieldName: String, expected: Int64, detail: String) -> MultipartError {
        MultipartError(
            code: .fileChangedDuringUpload, fieldName: fieldName, path: url.path,
            reason: "the file was \(expected) bytes when Content-Length was computed, but \(detail)")
    }
}
