import AIClientRuntime
import Foundation
import Testing

@Suite("Multipart file")
struct MultipartFileTests {
    @Test("content types are guessed from the extension, case-insensitively", arguments: [
        ("a.json", "application/json"), ("batch.jsonl", "application/jsonl"), ("a.txt", "text/plain"),
        ("a.pdf", "application/pdf"), ("a.png", "image/png"), ("a.jpg", "image/jpeg"), ("A.JPEG", "image/jpeg"),
        ("a.gif", "image/gif"), ("a.webp", "image/webp"), ("a.mp3", "audio/mpeg"), ("a.mp4", "video/mp4"),
        ("a.mpeg", "video/mpeg"), ("a.m4a", "audio/mp4"), ("a.wav", "audio/wav"), ("a.webm", "video/webm"),
        ("a.flac", "audio/flac"), ("a.ogg", "audio/ogg"), ("a.csv", "text/csv"), ("README.md", "text/markdown"),
        ("a.html", "text/html"), ("a.zip", "application/zip"), ("archive.tar.gz", "application/octet-stream"),
        ("noextension", "application/octet-stream"), (".png", "application/octet-stream"), ("dot.", "application/octet-stream"),
    ])
    func guessedContentType(filename: String, expected: String) {
        #expect(MultipartFile.contentType(forFilename: filename) == expected)
        #expect(MultipartFile.data(Data(), filename: filename).contentType == expected)
    }

    @Test("a URL file defaults to its last path component and that name's type")
    func urlDefaults() {
        let file = MultipartFile.url(URL(fileURLWithPath: "/tmp/uploads/Speech.WAV"))
        #expect(file.filename == "Speech.WAV")
        #expect(file.contentType == "audio/wav")
        #expect(file.content == .url(URL(fileURLWithPath: "/tmp/uploads/Speech.WAV")))
        #expect(MultipartFile.url(URL(fileURLWithPath: "/")).filename == "file")
    }

    @Test("data defaults to the name \"file\" and application/octet-stream")
    func dataDefaults() {
        let file = MultipartFile.data(Data([0xFF]))
        #expect(file.filename == "file")
        #expect(file.contentType == "application/octet-stream")
        #expect(file.content == .data(Data([0xFF])))
    }

    @Test("an explicit filename and content type win over the guesses")
    func explicitValues() {
        let file = MultipartFile.url(URL(fileURLWithPath: "/tmp/x.bin"), filename: "audio.mp3", contentType: "audio/x-custom")
        #expect(file.filename == "audio.mp3")
        #expect(file.contentType == "audio/x-custom")
        #expect(MultipartFile.url(URL(fileURLWithPath: "/tmp/x.bin"), filename: "audio.mp3").contentType == "audio/mpeg")
    }
}
