import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart file streaming", .timeLimit(.minutes(10)))
struct MultipartFileStreamingTests {
    @Test("a file on disk streams in several chunks whose bytes match the file")
    func streamsFileInChunks() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let contents = patternBytes(count: 300_000)
        let fileURL = try directory.file("speech.wav", contents: contents)
        var form = try MultipartFormData(boundary: "stream-test")
        form.chunkSize = 64 * 1024
        form.append("model", "whisper-1")
        form.append("file", file: .url(fileURL))

        let (length, chunks) = try await collectChunks(try form.makeBody())
        #expect(chunks.count >= 5)
        #expect(chunks.allSatisfy { $0.count <= 64 * 1024 })
        let body = chunks.reduce(Data(), +)
        #expect(length == Int64(body.count))
        let parts = try parseMultipart(body, boundary: "stream-test")
        #expect(parts.map(\.headerLines) == [
            ["Content-Disposition: form-data; name=\"model\""],
            ["Content-Disposition: form-data; name=\"file\"; filename=\"speech.wav\"", "Content-Type: audio/wav"],
        ])
        #expect(parts.last?.body == contents)
    }

    @Test("each makeChunks call replays the whole body from the start")
    func replays() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("data.csv", contents: patternBytes(count: 50_000))
        var form = try MultipartFormData(boundary: "replay")
        form.chunkSize = 8192
        form.append("file", file: .url(fileURL))
        let body = try form.makeBody()
        let first = try await collectChunks(body).chunks
        let second = try await collectChunks(body).chunks
        #expect(first.count > 1)
        #expect(first == second)
    }

    @Test("a ~20 MB file streams in bounded chunks that add up to the file and the length")
    func largeFile() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = directory.url.appendingPathComponent("large.jsonl")
        let block = patternBytes(count: 1 << 20)
        let blockCount = 20
        try Data().write(to: fileURL)
        let writer = try FileHandle(forWritingTo: fileURL)
        for index in 0..<blockCount {
            try writer.write(contentsOf: block + Data([UInt8(index)]))
        }
        try writer.close()
        let fileSize = blockCount * (block.count + 1)

        var form = try MultipartFormData(boundary: "large")
        form.append("purpose", "batch")
        form.append("file", file: .url(fileURL))
        let body = try form.makeBody()
        guard case .stream(let length, let makeChunks) = body else {
            Issue.record("expected a streaming body")
            return
        }
        // Compare each chunk with the expected body pieced together from the known part headers
        // and the file read independently, so the test never holds the whole body.
        let head = Data(("--large\r\nContent-Disposition: form-data; name=\"purpose\"\r\n\r\nbatch\r\n"
            + "--large\r\nContent-Disposition: form-data; name=\"file\"; filename=\"large.jsonl\"\r\n"
            + "Content-Type: application/jsonl\r\n\r\n").utf8)
        let tail = Data("\r\n--large--\r\n".utf8)
        let reader = try FileHandle(forReadingFrom: fileURL)
        defer { try? reader.close() }
        func expectedBytes(at offset: Int, count: Int) throws -> Data {
            var result = Data()
            var position = offset
            while result.count < count {
                let wanted = count - result.count
                if position < head.count {
                    result += head[position..<min(head.count, position + wanted)]
                } else if position < head.count + fileSize {
                    try reader.seek(toOffset: UInt64(position - head.count))
                    let piece = try reader.read(upToCount: min(wanted, head.count + fileSize - position)) ?? Data()
                    guard !piece.isEmpty else { break }
                    result += piece
                } else {
                    let start = position - head.count - fileSize
                    guard start < tail.count else { break }
                    result += tail[start..<min(tail.count, start + wanted)]
                }
                position = offset + result.count
            }
            return result
        }
        var total = 0
        var chunkCount = 0
        var allMatch = true
        for try await chunk in makeChunks() {
            chunkCount += 1
            #expect(chunk.count <= form.chunkSize)
            allMatch = try allMatch && expectedBytes(at: total, count: chunk.count) == chunk
            total += chunk.count
            if chunkCount > 1_000 { break }
        }
        #expect(allMatch)
        #expect(chunkCount > 1 && chunkCount < 1_000)
        #expect(Int64(total) == length)
        #expect(total == head.count + fileSize + tail.count)
    }

    @Test("a file chunk is read only when the consumer asks for it")
    func noReadAhead() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("lazy.bin", contents: Data(repeating: 0xAA, count: 40_000))
        var form = try MultipartFormData(boundary: "lazy")
        form.chunkSize = 10_000
        form.append("file", file: .url(fileURL))
        guard case .stream(_, let makeChunks) = try form.makeBody() else {
            Issue.record("expected a streaming body")
            return
        }
        var iterator = makeChunks().makeAsyncIterator()
        let head = try await iterator.next()
        let firstFileChunk = try await iterator.next()
        #expect(head?.starts(with: Data("--lazy\r\n".utf8)) == true)
        #expect(firstFileChunk == Data(repeating: 0xAA, count: 10_000))

        // Rewrite the rest of the file in place: a reader that had read ahead would miss it.
        let writer = try FileHandle(forWritingTo: fileURL)
        try writer.seek(toOffset: 10_000)
        try writer.write(contentsOf: Data(repeating: 0xBB, count: 30_000))
        try writer.close()

        var rest: [Data] = []
        while let chunk = try await iterator.next(), rest.count < 100 {
            rest.append(chunk)
        }
        #expect(Array(rest.prefix(3)) == Array(repeating: Data(repeating: 0xBB, count: 10_000), count: 3))
        #expect(rest.last == Data("\r\n--lazy--\r\n".utf8))
    }

    @Test("a large in-memory file is also handed out in bounded chunks")
    func largeDataFile() async throws {
        let contents = patternBytes(count: 100_000)
        var form = try MultipartFormData(boundary: "mem")
        form.chunkSize = 16_384
        form.append("image", file: .data(contents, filename: "big.png"))
        let (length, chunks) = try await collectChunks(try form.makeBody())
        #expect(chunks.allSatisfy { $0.count <= 16_384 })
        #expect(chunks.count > 6)
        let body = chunks.reduce(Data(), +)
        #expect(length == Int64(body.count))
        #expect(try parseMultipart(body, boundary: "mem").first?.body == contents)
    }

    @Test("a symbolic link uploads its target's bytes with its target's size")
    func symbolicLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let target = try directory.file("target.txt", contents: patternBytes(count: 5_000))
        let link = directory.url.appendingPathComponent("link.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: target)
        var form = try MultipartFormData(boundary: "link")
        form.append("file", file: .url(link))
        let parts = try parseMultipart(form.encodeToData(), boundary: "link")
        #expect(parts.first?.body == (try Data(contentsOf: target)))
        #expect(parts.first?.headerLines.first == "Content-Disposition: form-data; name=\"file\"; filename=\"link.txt\"")
    }

    @Test("a stream consumed from a cancelled task ends without reading anything")
    func cancellation() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("a.txt", contents: Data("abc".utf8))
        var form = try MultipartFormData(boundary: "cancel")
        form.append("file", file: .url(fileURL))
        let body = try form.makeBody()
        // Removing the file would make any read fail, so an empty, error-free end proves no read.
        try FileManager.default.removeItem(at: fileURL)
        let task = Task { () async throws -> Int in
            withUnsafeCurrentTask { $0?.cancel() }
            return try await collectChunks(body).chunks.count
        }
        #expect(try await task.value == 0)
    }
}
