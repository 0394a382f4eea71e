import Foundation

/// Multipart bodies on a request: the form is built by the `Multipart` stage, set here.
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

extension RequestComponents {
    /// Sets a multipart body from a typed value with extra fields (``RequestOptions/extraBody``)
    /// placed after its declared fields and before its files. The request then carries the
    /// extra fields itself, so the client does not try to merge them into a JSON body.
    public mutating func setMultipartBody(_ value: some MultipartFormEncodable, extraFields: [String: JSONValue]) throws {
        var form = try value.multipartFormData()
        form.insertFieldsBeforeFiles(extraFields)
        multipartModel = form.text(of: "model")
        guard case .stream(let length, let makeChunks) = try form.makeBody() else {
            body = .data(try form.encodeToData(), contentType: form.contentType)
            extraBodyIncluded = !extraFields.isEmpty
            return
        }
        body = .stream(length: length, contentType: form.contentType, makeChunks: makeChunks)
        extraBodyIncluded = !extraFields.isEmpty
    }
}
