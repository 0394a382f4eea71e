import Foundation

/// The ways a successful response body is consumed. Each returns the value with the
/// ``HTTPResponseInfo`` of the response, and throws what ``APIClientCore/perform(_:options:)``
/// throws plus ``AIClientError/Kind/decoding`` and ``AIClientError/Kind/streamInterrupted``.
extension APIClientCore {
    /// Decodes a JSON body into `type`.
    public func send<Value: Decodable>(
        _ components: RequestComponents, options: RequestOptions = .init(), as type: Value.Type
    ) async throws -> APIResponse<Value> {
        try await sendWhole(components, options: options) { response in
            APIResponse(value: try JSONCoding.decode(type, from: response.value), info: response.info)
        }
    }

    /// The whole body as bytes (at most ``maxResponseBytes``: a larger body fails with
    /// ``AIClientError/Kind/responseTooLarge``, from its `Content-Length` before anything is
    /// read, or as soon as the limit is passed). The body is read inside the retry loop, so
    /// one cut short or stalled is retried like a failed request.
    public func sendData(_ components: RequestComponents, options: RequestOptions = .init()) async throws -> APIResponse<Data> {
        try await sendWhole(components, options: options) { $0 }
    }

    /// The whole body, turned into a value by `transform` while the call's credentials are
    /// still registered: a decoding error made there masks a per-call token that the body
    /// echoes (after the call returns, nothing would know it as a secret).
    func sendWhole<Value>(
        _ components: RequestComponents, options: RequestOptions,
        transform: (APIResponse<Data>) throws -> Value
    ) async throws -> Value {
        let limit = maxResponseBytes
        return try await perform(components, options: options, reading: .whole) { response in
            let info = HTTPResponseInfo(status: response.status, headers: response.headers)
            return try transform(APIResponse(value: try await Self.readWhole(response, limit: limit), info: info))
        }
    }

    /// A response's whole body, at most `limit` bytes.
    static func readWhole(_ response: HTTPResponse, limit: Int) async throws -> Data {
        if let declared = response.headers["Content-Length"].flatMap({ Int64($0.trimmingCharacters(in: .whitespaces)) }),
           declared > Int64(limit) {
            throw AIClientError.responseTooLarge(limit: limit, declaredLength: declared)
        }
        do {
            let data = try await response.body.collect(upTo: limit)
            // A cancelled body stream may just end; its bytes must not pass for the whole body.
            try Task.checkCancellation()
            return data
        } catch let error as HTTPBodyTooLargeError {
            throw AIClientError.responseTooLarge(limit: limit, underlying: error)
        }
    }

    /// The whole body as UTF-8 text (invalid bytes replaced).
    public func sendText(_ components: RequestComponents, options: RequestOptions = .init()) async throws -> APIResponse<String> {
        try await sendData(components, options: options).map { String(decoding: $0, as: UTF8.self) }
    }

    /// For operations that answer with no body (or one nobody needs): reads and drops it.
    @discardableResult
    public func sendEmpty(_ components: RequestComponents, options: RequestOptions = .init()) async throws -> HTTPResponseInfo {
        try await sendData(components, options: options).info
    }

    /// The status-checked response with its body still streaming, for server-sent events and
    /// other streams the caller parses itself.
    public func sendStreaming(
        _ components: RequestComponents, options: RequestOptions = .init()
    ) async throws -> APIResponse<HTTPResponseBody> {
        try await sendStreaming(components, options: options, secrets: SecretLease())
    }

    /// ``sendStreaming(_:options:)`` registering the call's credentials in `secrets`, which a
    /// stream keeps for as long as it is read.
    func sendStreaming(
        _ components: RequestComponents, options: RequestOptions, secrets: SecretLease
    ) async throws -> APIResponse<HTTPResponseBody> {
        let response = try await perform(components, options: options, reading: .streamed, secrets: secrets) { $0 }
        return APIResponse(value: response.body, info: HTTPResponseInfo(status: response.status, headers: response.headers))
    }

    /// Streams the body into the file at `destination` (replaced if it exists), chunk by chunk,
    /// so memory stays flat for any size; returns the number of bytes written. A failed or
    /// cancelled download removes the partial file.
    @discardableResult
    public func download(
        _ components: RequestComponents, options: RequestOptions = .init(), to destination: URL
    ) async throws -> APIResponse<Int64> {
        let response = try await perform(components, options: options)
        let info = HTTPResponseInfo(status: response.status, headers: response.headers)
        guard FileManager.default.createFile(atPath: destination.path, contents: nil) else {
            throw AIClientError.invalidRequest("cannot create the download file at \(destination.path)")
        }
        do {
            let handle = try FileHandle(forWritingTo: destination)
            defer { try? handle.close() }
            var written: Int64 = 0
            for try await chunk in response.body {
                try handle.write(contentsOf: chunk)
                written += Int64(chunk.count)
            }
            try Task.checkCancellation()
            return APIResponse(value: written, info: info)
        } catch {
            try? FileManager.default.removeItem(at: destination)
            throw error
        }
    }
}
