import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart encoding")
struct MultipartEncodingTests {
    @Test("text and file parts encode to the exact expected bytes, streamed or in memory")
    func exactBytes() async throws {
        var form = try MultipartFormData(boundary: "test-boundary")
        form.append("purpose", "batch")
        form.append("file", file: .data(Data("{\"a\":1}\n".utf8), filename: "batch.jsonl"))
        let expected = "--test-boundary\r\n"
            + "Content-Disposition: form-data; name=\"purpose\"\r\n\r\n"
            + "batch\r\n"
            + "--test-boundary\r\n"
            + "Content-Disposition: form-data; name=\"file\"; filename=\"batch.jsonl\"\r\n"
            + "Content-Type: application/jsonl\r\n\r\n"
            + "{\"a\":1}\n\r\n"
            + "--test-boundary--\r\n"

        #expect(try form.encodeToData() == Data(expected.utf8))
        let (length, chunks) = try await collectChunks(try form.makeBody())
        #expect(chunks.reduce(Data(), +) == Data(expected.utf8))
        #expect(length == Int64(expected.utf8.count))
        #expect(form.contentType == "multipart/form-data; boundary=test-boundary")
    }

    @Test("an empty form is just the close delimiter")
    func emptyForm() throws {
        let form = try MultipartFormData(boundary: "b")
        #expect(form.isEmpty)
        #expect(try form.encodeToData() == Data("--b--\r\n".utf8))
    }

    @Test("numbers and booleans are sent as their text")
    func scalars() throws {
        var form = try MultipartFormData(boundary: "b")
        form.append("n", 1)
        form.append("temperature", 0.25)
        form.append("offset", -7)
        form.append("stream", true)
        let parts = try parseMultipart(form.encodeToData(), boundary: "b")
        #expect(parts.map(\.text) == ["1", "0.25", "-7", "true"])
        #expect(parts.map(\.headerLines) == ["n", "temperature", "offset", "stream"].map {
            ["Content-Disposition: form-data; name=\"\($0)\""]
        })
    }

    @Test("arrays repeat the name, or use name[] or name[i]", arguments: [
        (MultipartFormData.ArrayStyle.repeated, ["tag", "tag"]),
        (.brackets, ["include[]", "include[]"]),
        (.indexed, ["image[0]", "image[1]"]),
    ])
    func arrays(style: MultipartFormData.ArrayStyle, names: [String]) throws {
        var form = try MultipartFormData(boundary: "b")
        let base = String(names[0].prefix { $0 != "[" })
        form.append(base, ["word", "segment"], style: style)
        form.append(base + "Files", files: [.data(Data("1".utf8)), .data(Data("2".utf8))], style: style)
        let parts = try parseMultipart(form.encodeToData(), boundary: "b")
        #expect(parts.count == 4)
        #expect(parts.prefix(2).map(\.text) == ["word", "segment"])
        #expect(parts.prefix(2).map(\.headerLines) == names.map { ["Content-Disposition: form-data; name=\"\($0)\""] })
        let fileNames = names.map { $0.replacingOccurrences(of: base, with: base + "Files") }
        #expect(parts.suffix(2).map { $0.headerLines.first } == fileNames.map {
            "Content-Disposition: form-data; name=\"\($0)\"; filename=\"file\""
        })
        #expect(parts.suffix(2).map(\.text) == ["1", "2"])
    }

    @Test("a JSON field is compact JSON with sorted keys in a plain part; a JSON string is sent bare")
    func jsonFields() throws {
        var form = try MultipartFormData(boundary: "b")
        let strategy: JSONValue = ["type": "static", "static": ["max_chunk_size_tokens": 800, "chunk_overlap_tokens": 400]]
        try form.append("chunking_strategy", json: strategy)
        try form.append("chunking_strategy", json: JSONValue.string("auto"))
        try form.append("path", json: ["a/b"])
        let parts = try parseMultipart(form.encodeToData(), boundary: "b")
        #expect(parts.map(\.text) == [
            #"{"static":{"chunk_overlap_tokens":400,"max_chunk_size_tokens":800},"type":"static"}"#,
            "auto",
            #"["a/b"]"#,
        ])
        #expect(parts.allSatisfy { $0.headerLines.count == 1 })
    }

    @Test("a value that cannot be encoded as JSON fails with the field's name")
    func jsonFailure() throws {
        var form = try MultipartFormData(boundary: "b")
        let error = try #require(throws: MultipartError.self) { try form.append("temperature", json: Double.nan) }
        #expect(error.code == .jsonEncodingFailed)
        #expect(error.fieldName == "temperature")
        #expect(form.isEmpty)
    }

    @Test("the declared length equals the bytes produced, for every chunk size")
    func lengthMatchesBytes() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("notes.md", contents: patternBytes(count: 10_000))
        for chunkSize in [1, 7, 4096, 1 << 20] {
            var form = try MultipartFormData(boundary: "length-check")
            form.chunkSize = chunkSize
            form.append("model", "whisper-1")
            form.append("file", file: .url(fileURL))
            form.append("blob", file: .data(patternBytes(count: 5_000, seed: 9), filename: "blob.bin"))
            form.append("include", ["logprobs"], style: .brackets)
            let (length, chunks) = try await collectChunks(try form.makeBody(), maxChunks: 20_000)
            let body = chunks.reduce(Data(), +)
            #expect(length == Int64(body.count), "chunk size \(chunkSize)")
            #expect(chunks.allSatisfy { !$0.isEmpty && $0.count <= chunkSize }, "chunk size \(chunkSize)")
            #expect(body == (try form.encodeToData()))
            let parts = try parseMultipart(body, boundary: "length-check")
            #expect(parts.count == 4)
            #expect(parts[1].body == (try Data(contentsOf: fileURL)))
            #expect(parts[1].headerLines.last == "Content-Type: text/markdown")
        }
    }
}
