import Foundation

/// A multipart/form-data body built part by part, encoded as a stream with an exact length.
///
/// ```swift
/// var form = MultipartFormData()
/// form.append("purpose", "batch")
/// form.append("file", file: .url(batchFileURL))          // streamed from disk when sent
/// form.append("include", ["logprobs"], style: .brackets)  // include[]=logprobs
/// let request = HTTPRequest(method: "POST", url: url,
///                           headers: ["Content-Type": form.contentType], body: try form.makeBody())
/// ```
///
/// Parts are sent in the order they were appended. Values become text when appended; files
/// on disk are only checked and measured by ``makeBody()`` and read while the body streams.
public struct MultipartFormData: Sendable {
    /// How a list of values is named in the form.
    public enum ArrayStyle: Sendable, Hashable {
        /// One part per element, each named `name` (`tag=a`, `tag=b`).
        case repeated
        /// One part per element, each named `name[]` (`include[]=a`): what OpenAI's
        /// `include[]`, `timestamp_granularities[]` and `files[]` expect.
        case brackets
        /// One part per element, named `name[0]`, `name[1]`, …
        case indexed
    }

    /// One part as it will be encoded.
    struct Part: Sendable {
        enum Body: Sendable {
            case data(Data)
            case file(URL)
        }

        var name: String
        var filename: String?
        var contentType: String?
        var body: Body
    }

    /// The delimiter between parts (without the leading `--`).
    public let boundary: String
    /// The largest chunk the body stream yields, in bytes (64 KiB unless changed): at most
    /// this much of a file is in memory at once. Chunks below 128 KiB (glibc's mmap threshold)
    /// keep its malloc arenas small.
    public var chunkSize: Int = TransientBuffer.size

    var parts: [Part] = []

    /// An empty form with a fresh random boundary.
    public init() {
        self.boundary = MultipartFormData.makeRandomBoundary()
    }

    /// An empty form with a given boundary (for reproducible output in tests).
    ///
    /// - Throws: ``MultipartError/Code/invalidBoundary`` unless the boundary is 1–70
    ///   characters from RFC 2046's set (letters, digits, `'()+_,-./:=?` and inner spaces).
    public init(boundary: String) throws {
        guard MultipartFormData.isValidBoundary(boundary) else {
            throw MultipartError(
                code: .invalidBoundary,
                reason: "boundary \"\(boundary)\" must be 1-70 characters of letters, digits and '()+_,-./:=? (spaces only inside)")
        }
        self.boundary = boundary
    }

    /// A boundary of a fixed prefix and 32 random letters and digits (about 190 random bits),
    /// so it cannot plausibly occur in uploaded content.
    public static func makeRandomBoundary() -> String {
        let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
        var generator = SystemRandomNumberGenerator()
        let random = (0..<32).map { _ in alphabet[Int(generator.next(upperBound: UInt(alphabet.count)))] }
        return "AIClientsBoundary" + String(random)
    }

    /// The value of the request's `Content-Type` header: `multipart/form-data; boundary=…`.
    public var contentType: String {
        // Boundary characters such as ":" or "=" are special in header parameters and must be quoted.
        let needsQuotes = boundary.contains { "()<>@,;:\\\"/[]?= ".contains($0) }
        return "multipart/form-data; boundary=" + (needsQuotes ? "\"\(boundary)\"" : boundary)
    }

    /// Whether no part has been appended.
    public var isEmpty: Bool { parts.isEmpty }

    /// Appends a text field; numbers and booleans are sent as their text (`42`, `0.5`, `true`).
    public mutating func append(_ name: String, _ value: some LosslessStringConvertible) {
        appendText(name, value.description)
    }

    /// Appends one text field per element, named according to `style`.
    public mutating func append(_ name: String, _ values: [some LosslessStringConvertible], style: ArrayStyle = .repeated) {
        for (index, value) in values.enumerated() {
            appendText(MultipartFormData.elementName(name, index: index, style: style), value.description)
        }
    }

    /// Appends a field whose value is `value` encoded as JSON text, for nested objects
    /// (`chunking_strategy`, `expires_after`) that the API accepts as JSON strings.
    ///
    /// The part is a plain field with no `Content-Type`, as form fields are; keys are sorted so
    /// the body is reproducible. A value that encodes to a JSON string is sent unquoted, so a
    /// union such as `"auto"` or `{"type":"static",…}` needs no special case.
    ///
    /// - Throws: ``MultipartError/Code/jsonEncodingFailed`` if the value cannot be encoded.
    public mutating func append(_ name: String, json value: some Encodable) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(value)
        } catch {
            throw MultipartError(code: .jsonEncodingFailed, fieldName: name, reason: "cannot encode the value as JSON: \(error)")
        }
        if data.first == UInt8(ascii: "\""), let string = try? JSONCoding.decoder.decode(String.self, from: data) {
            appendText(name, string)
        } else {
            parts.append(Part(name: name, filename: nil, contentType: nil, body: .data(data)))
        }
    }

    /// Appends one part with a content type of its own, as a spec's multipart `encoding` asks:
    /// `value` as JSON text for a JSON type (`session` as `application/json`, an object in one
    /// part), as its text otherwise (`sdp` as `application/sdp`).
    ///
    /// - Throws: ``MultipartError/Code/jsonEncodingFailed`` if the value cannot be encoded.
    public mutating func append(_ name: String, _ value: some Encodable, contentType: String) throws {
        let data: Data
        if !MultipartFormData.isJSON(contentType), let text = value as? any LosslessStringConvertible {
            data = Data(text.description.utf8)
        } else {
            do {
                data = try JSONCoding.encoder.encode(value)
            } catch {
                throw MultipartError(code: .jsonEncodingFailed, fieldName: name, reason: "cannot encode the value as JSON: \(error)")
            }
        }
        parts.append(Part(name: name, filename: nil, contentType: contentType, body: .data(data)))
    }

    static func isJSON(_ contentType: String) -> Bool {
        let type = contentType.lowercased()
        return type.hasPrefix("application/json") || type.contains("+json")
    }

    /// Appends a file part.
    public mutating func append(_ name: String, file: MultipartFile) {
        let body: Part.Body
        switch file.content {
        case .data(let data): body = .data(data)
        case .url(let url): body = .file(url)
        }
        parts.append(Part(name: name, filename: file.filename, contentType: file.contentType, body: body))
    }

    /// Appends one file part per element, named according to `style` (OpenAI's `files[]`).
    public mutating func append(_ name: String, files: [MultipartFile], style: ArrayStyle = .repeated) {
        for (index, file) in files.enumerated() {
            append(MultipartFormData.elementName(name, index: index, style: style), file: file)
        }
    }

    /// Appends a member that is one file or several (OpenAI's `image`) as the official SDKs
    /// send what they are given: one file as `name`, several as `name[]` parts.
    public mutating func append(_ name: String, oneOrMore files: [MultipartFile]) {
        if files.count == 1, let file = files.first {
            append(name, file: file)
        } else {
            append(name, files: files, style: .brackets)
        }
    }

    private mutating func appendText(_ name: String, _ text: String) {
        parts.append(Part(name: name, filename: nil, contentType: nil, body: .data(Data(text.utf8))))
    }

    private static func elementName(_ name: String, index: Int, style: ArrayStyle) -> String {
        switch style {
        case .repeated: return name
        case .brackets: return name + "[]"
        case .indexed: return name + "[\(index)]"
        }
    }

    private static func isValidBoundary(_ boundary: String) -> Bool {
        let allowed = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'()+_,-./:=? "
        return (1...70).contains(boundary.count) && boundary.last != " "
            && boundary.allSatisfy { allowed.contains($0) }
    }
}
