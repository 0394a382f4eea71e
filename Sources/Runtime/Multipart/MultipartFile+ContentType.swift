import Foundation

extension MultipartFile {
    /// The content type for a filename's extension (case-insensitive), or
    /// `application/octet-stream` for an unknown or missing extension.
    ///
    /// Covers the formats the AI APIs take as uploads (documents, images, audio, video, data);
    /// a fixed table rather than the platform's type database, so the result is the same on
    /// every platform.
    public static func contentType(forFilename filename: String) -> String {
        guard let dot = filename.lastIndex(of: "."), dot != filename.startIndex else {
            return "application/octet-stream"
        }
        let pathExtension = filename[filename.index(after: dot)...].lowercased()
        return contentTypesByExtension[pathExtension] ?? "application/octet-stream"
    }

    private static let contentTypesByExtension: [String: String] = [
        // Text and data
        "json": "application/json",
        "jsonl": "application/jsonl",
        "txt": "text/plain",
        "csv": "text/csv",
        "md": "text/markdown",
        "html": "text/html",
        "htm": "text/html",
        "pdf": "application/pdf",
        "zip": "application/zip",
        // Images
        "png": "image/png",
        "jpg": "image/jpeg",
        "jpeg": "image/jpeg",
        "gif": "image/gif",
        "webp": "image/webp",
        // Audio and video
        "mp3": "audio/mpeg",
        "mpga": "audio/mpeg",
        "mp4": "video/mp4",
        "mpeg": "video/mpeg",
        "m4a": "audio/mp4",
        "wav": "audio/wav",
        "webm": "video/webm",
        "flac": "audio/flac",
        "ogg": "audio/ogg",
    ]
}
