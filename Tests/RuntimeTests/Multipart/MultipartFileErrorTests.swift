import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart file errors")
struct MultipartFileErrorTests {
    private func bodyError(_ file: MultipartFile, field: String = "file") -> MultipartError? {
        var form = MultipartFormData()
        form.append("purpose", "batch")
        form.append(field, file: file)
        let error = #expect(throws: MultipartError.self) { try form.makeBody() }
        #expect(throws: MultipartError.self) { try form.encodeToData() }
        return error
    }

    @Test("a missing file fails in makeBody, naming the field and the path")
    func missingFile() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("no-such-\(UUID().uuidString).jsonl").path
        let error = try #require(bodyError(.url(URL(fileURLWithPath: path)), field: "training_file"))
        #expect(error.code == .fileNotFound)
        #expect(error.fieldName == "training_file")
        #expect(error.path == path)
        #expect(error.description == "multipart form field \"training_file\", file \(path): no such file")
    }

    @Test("a directory is not a file")
    func directory() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let error = try #require(bodyError(.url(directory.url)))
        #expect(error.code == .notARegularFile)
        #expect(error.path == directory.url.path)
    }

    @Test("a dangling symbolic link is a missing file")
    func danglingLink() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let link = directory.url.appendingPathComponent("dangling.txt")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: directory.url.appendingPathComponent("gone.txt"))
        #expect(bodyError(.url(link))?.code == .fileNotFound)
    }

    @Test("a non-file URL is refused")
    func remoteURL() throws {
        let url = try #require(URL(string: "https://example.com/audio.mp3"))
        let error = try #require(bodyError(.url(url)))
        #expect(error.code == .notAFileURL)
        #expect(error.path == "https://example.com/audio.mp3")
    }

    @Test("an unreadable file fails in makeBody", .disabled(if: geteuid() == 0, "root can read any file"))
    func unreadableFile() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("secret.txt", contents: Data("x".utf8))
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: fileURL.path)
        #expect(bodyError(.url(fileURL))?.code == .fileNotReadable)
    }

    @Test("a file that shrinks or grows after makeBody fails the stream with the path")
    func fileChangedSize() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let fileURL = try directory.file("changing.txt", contents: patternBytes(count: 20_000))
        var form = try MultipartFormData(boundary: "change")
        form.chunkSize = 4096
        form.append("file", file: .url(fileURL))
        let body = try form.makeBody()

        for newSize in [10_000, 30_000] {
            try patternBytes(count: newSize).write(to: fileURL)
            do {
                _ = try await collectChunks(body)
                Issue.record("expected the stream to fail for size \(newSize)")
            } catch let error as MultipartError {
                #expect(error.code == .fileChangedDuringUpload)
                #expect(error.path == fileURL.path)
                #expect(error.fieldName == "file")
            }
        }
    }
}
