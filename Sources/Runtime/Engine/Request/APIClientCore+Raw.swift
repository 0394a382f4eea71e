import Foundation

/// Calls to endpoints a spec does not describe (yet), with the client's base URL,
/// authentication, retries and error handling.
extension APIClientCore {
    /// Sends `method path` with an optional JSON body and decodes the answer into `type`.
    ///
    /// `path` is used as given (percent-encode any parameters yourself, e.g. with
    /// ``RequestComponents/pathSegment(_:name:operation:)``).
    public func raw<Value: Decodable>(
        _ method: String, _ path: String, query: QueryItems = [], body: JSONValue? = nil,
        options: RequestOptions = .init(), as type: Value.Type
    ) async throws -> APIResponse<Value> {
        try await send(try rawComponents(method, path, query: query, body: body), options: options, as: type)
    }

    /// Sends `method path` with an optional JSON body; the answer as a ``JSONValue``
    /// (`.null` for an empty body).
    public func raw(
        _ method: String, _ path: String, query: QueryItems = [], body: JSONValue? = nil,
        options: RequestOptions = .init()
    ) async throws -> APIResponse<JSONValue> {
        try await sendWhole(try rawComponents(method, path, query: query, body: body), options: options) { response in
            if response.value.isEmpty { return response.map { _ in .null } }
            return APIResponse(value: try JSONCoding.decode(JSONValue.self, from: response.value), info: response.info)
        }
    }

    private func rawComponents(_ method: String, _ path: String, query: QueryItems, body: JSONValue?) throws(AIClientError) -> RequestComponents {
        var components = RequestComponents(method: method.uppercased(), path: path, query: query)
        if let body { try components.setJSONBody(body) }
        return components
    }
}
