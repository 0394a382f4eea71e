import Foundation

extension MultipartFormData {
    /// The encoded form as a streaming request body with an exact `Content-Length`.
    ///
    /// Every file on disk is checked and measured here, so a missing or unreadable file fails
    /// before anything is sent. Each call of the body's `makeChunks` starts a fresh pass (a
    /// retry replays the body) that reads files in ``chunkSize`` pieces only as the transport
    /// asks for them, so a large upload never sits whole in memory. A stream consumed from a
    /// cancelled task ends early without an error (the semantics of
    /// `AsyncThrowingStream(unfolding:)`); the cancelled transport call reports the cancellation.
    ///
    /// - Throws: ``MultipartError`` naming the field and path of a file that is missing,
    ///   not a regular file or unreadable; a content type that is not a valid header value; or
    ///   a boundary that occurs inside an in-memory value.
    public func makeBody() throws -> HTTPRequestBody {
        let plan = try makeSegments()
        let chunkSize = self.chunkSize
        return .stream(length: plan.length, makeChunks: {
            MultipartChunkReader(segments: plan.segments, chunkSize: chunkSize).makeStream()
        })
    }

    /// The whole encoded form in memory, files included: for small bodies and tests.
    ///
    /// - Throws: the errors of ``makeBody()``, and ``MultipartError/Code/fileChangedDuringUpload``
    ///   if a file changes size while it is read.
    public func encodeToData() throws -> Data {
        let plan = try makeSegments()
        let reader = MultipartChunkReader(segments: plan.segments, chunkSize: chunkSize)
        var data = Data()
        if plan.length <= Int64(Int.max) { data.reserveCapacity(Int(plan.length)) }
        while let chunk = try reader.next() {
            data.append(chunk)
        }
        return data
    }

    /// The body laid out as segments, with every file checked and the total length computed.
    func makeSegments() throws -> (segments: [MultipartChunkReader.Segment], length: Int64) {
        let delimiter = "--" + boundary
        // What would end a part early if it appeared in content: a delimiter line.
        let delimiterInContent = Data(("\r\n" + delimiter).utf8)
        var segments = SegmentList(mergeLimit: max(1, chunkSize))
        for part in parts {
            var head = delimiter + "\r\n"
            head += MultipartHeaderFormatting.contentDisposition(name: part.name, filename: part.filename) + "\r\n"
            if let contentType = part.contentType {
                guard MultipartHeaderFormatting.isValidHeaderValue(contentType) else {
                    throw MultipartError(
                        code: .invalidHeaderValue, fieldName: part.name,
                        reason: "content type \(contentType.debugDescription) is empty or contains line breaks or control characters")
                }
                head += "Content-Type: \(contentType)\r\n"
            }
            segments.append(Data((head + "\r\n").utf8))
            switch part.body {
            case .data(let data):
                // The content follows a line break, so a leading delimiter counts as well.
                if data.starts(with: delimiterInContent.dropFirst(2)) || data.containsBytes(delimiterInContent) {
                    throw MultipartError(
                        code: .boundaryInContent, fieldName: part.name,
                        reason: "the boundary \"\(boundary)\" occurs in the value; use another boundary")
                }
                segments.append(data)
            case .file(let url):
                let size = try MultipartFormData.checkedFileSize(url, fieldName: part.name)
                segments.appendFile(url, fieldName: part.name, size: size)
            }
            segments.append(Data("\r\n".utf8))
        }
        segments.append(Data((delimiter + "--\r\n").utf8))
        return segments.finish()
    }

    /// The size of a file part's file, after checking that it is a readable regular file.
    private static func checkedFileSize(_ url: URL, fieldName: String) throws -> Int64 {
        let path = url.path
        func failure(_ code: MultipartError.Code, _ reason: String) -> MultipartError {
            MultipartError(code: code, fieldName: fieldName, path: url.isFileURL ? path : url.absoluteString, reason: reason)
        }
        guard url.isFileURL else {
            throw failure(.notAFileURL, "only file URLs can be uploaded; download the resource first")
        }
        let fileManager = FileManager.default
        // `fileExists` follows symbolic links, so a dangling link counts as missing.
        guard fileManager.fileExists(atPath: path) else { throw failure(.fileNotFound, "no such file") }
        let attributes: [FileAttributeKey: Any]
        do {
            // Attributes of the link target, not of a symbolic link itself.
            attributes = try fileManager.attributesOfItem(atPath: url.resolvingSymlinksInPath().path)
        } catch {
            throw failure(.fileNotReadable, "cannot read the file's attributes: \(error.localizedDescription)")
        }
        guard (attributes[.type] as? FileAttributeType) == .typeRegular else {
            throw failure(.notARegularFile, "not a regular file (a directory or device cannot be uploaded)")
        }
        guard let size = (attributes[.size] as? NSNumber)?.int64Value, size >= 0 else {
            throw failure(.fileNotReadable, "the file's size is unknown")
        }
        // Opening proves the file is readable now, so a permission problem fails before sending.
        do {
            try FileHandle(forReadingFrom: url).close()
        } catch {
            throw failure(.fileNotReadable, "cannot open the file: \(error.localizedDescription)")
        }
        return size
    }
}

/// Collects body segments, merging small in-memory pieces (part headers, short fields) so that
/// a form of text fields streams as a few chunks instead of one per line.
private struct SegmentList {
    let mergeLimit: Int
    private var segments: [MultipartChunkReader.Segment] = []
    private var pending = Data()
    private var length: Int64 = 0

    init(mergeLimit: Int) {
        self.mergeLimit = mergeLimit
    }

    mutating func append(_ data: Data) {
        length += Int64(data.count)
        if data.count <= mergeLimit {
            pending.append(data)
        } else {
            // A large in-memory file stays its own segment: merging would copy it.
            flush()
            segments.append(.bytes(data))
        }
    }

    mutating func appendFile(_ url: URL, fieldName: String, size: Int64) {
        length += size
        flush()
        segments.append(.file(url, fieldName: fieldName, size: size))
    }

    mutating func finish() -> (segments: [MultipartChunkReader.Segment], length: Int64) {
        flush()
        return (segments, length)
    }

    private mutating func flush() {
        if !pending.isEmpty {
            segments.append(.bytes(pending))
            pending = Data()
        }
    }
}

fileprivate extension Data {
    /// Whether `needle` occurs in these bytes; scans for the needle's first byte with `memchr`
    /// so that checking a large in-memory file stays fast.
    func containsBytes(_ needle: Data) -> Bool {
        guard let first = needle.first, needle.count <= count else { return needle.isEmpty }
        return withUnsafeBytes { haystack in
            needle.withUnsafeBytes { pattern in
                guard let base = haystack.baseAddress, let patternBase = pattern.baseAddress else { return false }
                var position = 0
                let lastStart = haystack.count - pattern.count
                while position <= lastStart {
                    guard let found = memchr(base + position, Int32(first), lastStart - position + 1) else { return false }
                    let index = base.distance(to: UnsafeRawPointer(found))
                    if memcmp(base + index, patternBase, pattern.count) == 0 { return true }
                    position = index + 1
                }
                return false
            }
        }
    }
}
