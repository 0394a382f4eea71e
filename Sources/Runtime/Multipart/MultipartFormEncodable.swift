/// A request body sent as `multipart/form-data`: generated for every schema a spec sends that
/// way, so an upload is built from a typed value (`CreateFileRequest(file: .url(…), purpose: .batch)`).
public protocol MultipartFormEncodable: Sendable {
    /// The form, with files still on disk (they are streamed when the request is sent).
    func multipartFormData() throws -> MultipartFormData
}
