import Foundation

/// A file to upload as one part of a multipart form: bytes in memory or a file on disk.
///
/// A file on disk is streamed in chunks when the request is sent, so its size does not matter:
///
/// ```swift
/// let upload = MultipartFile.url(URL(fileURLWithPath: "/data/batch.jsonl"))   // application/jsonl
/// let image = MultipartFile.data(pngBytes, filename: "cat.png")              // image/png
/// ```
///
/// There is deliberately no string-literal initialiser: `"batch.jsonl"` is not a file.
public struct MultipartFile: Sendable, Hashable {
    /// Where the bytes of a file part come from.
    public enum Content: Sendable, Hashable {
        /// Bytes already in memory.
        case data(Data)
        /// A file on disk, read in chunks while the request is sent.
        case url(URL)
    }

    /// The file's bytes or location.
    public var content: Content
    /// The name sent in `Content-Disposition` (servers use its extension to detect the format).
    public var filename: String
    /// The part's `Content-Type`.
    public var contentType: String

    /// A file from bytes in memory.
    ///
    /// - Parameters:
    ///   - filename: defaults to `"file"`.
    ///   - contentType: defaults to a guess from the filename's extension, else
    ///     `application/octet-stream`.
    public init(data: Data, filename: String = "file", contentType: String? = nil) {
        self.content = .data(data)
        self.filename = filename
        self.contentType = contentType ?? MultipartFile.contentType(forFilename: filename)
    }

    /// A file on disk, streamed when the request is sent; it is checked when the body is made.
    ///
    /// - Parameters:
    ///   - filename: defaults to the URL's last path component (`"file"` if it has none).
    ///   - contentType: defaults to a guess from the filename's extension, else
    ///     `application/octet-stream`.
    public init(url: URL, filename: String? = nil, contentType: String? = nil) {
        let name = filename ?? MultipartFile.defaultFilename(for: url)
        self.content = .url(url)
        self.filename = name
        self.contentType = contentType ?? MultipartFile.contentType(forFilename: name)
    }

    /// A file from bytes in memory; see ``init(data:filename:contentType:)``.
    public static func data(_ data: Data, filename: String = "file", contentType: String? = nil) -> MultipartFile {
        MultipartFile(data: data, filename: filename, contentType: contentType)
    }

    /// A file on disk, streamed when sent; see ``init(url:filename:contentType:)``.
    public static func url(_ url: URL, filename: String? = nil, contentType: String? = nil) -> MultipartFile {
        MultipartFile(url: url, filename: filename, contentType: contentType)
    }

    private static func defaultFilename(for url: URL) -> String {
        let last = url.lastPathComponent
        return last.isEmpty || last == "/" ? "file" : last
    }
}
