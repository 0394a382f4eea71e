/// A request body sent as `multipart/form-data`: generated for every schema a spec sends that
/// way, so an upload is built from a typed value (`CreateFileRequest(file: .url(…), purpose: .batch)`).
public protocol MultipartFormEncodable: Sendable {
    /// The form, with files still on disk (they are streamed when the request is sent).
    func multipartFormData() throws -> MultipartFormData
}

extension RequestComponents {
    /// Sets a multipart body from a typed value: its files are streamed from disk when the
    /// request is sent, and the `Content-Length` is exact.
    public mutating func setMultipartBody(_ value: some MultipartFormEncodable) throws {
        let form = try value.multipartFormData()
        multipartModel = form.text(of: "model")
        guard case .stream(let length, let makeChunks) = try form.makeBody() else {
            // `makeBody()` always streams; a future in-memory form would still be correct here.
            body = .data(try form.encodeToData(), contentType: form.contentType)
            return
        }
        body = .stream(length: length, contentType: form.contentType, makeChunks: makeChunks)
    }
}
