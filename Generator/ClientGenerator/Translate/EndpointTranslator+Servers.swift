import Foundation

extension EndpointTranslator {
    /// The server an operation declares for itself (`servers` on the operation, else on its
    /// path), when it differs from the document's first: an absolute URL with its variables at
    /// their defaults, a relative one resolved against the document's server. The generated
    /// method sends there while the client uses the document's server (see `OperationServer`
    /// in the runtime). A server that cannot be made absolute is reported and not followed.
    mutating func operationServer(_ operation: Operation, item: PathItem, operationID: String) -> EndpointDecl.Server? {
        guard let server = (operation.servers ?? item.servers)?.first,
              server.url != document.servers.first?.url else { return nil }
        let documentURL = ClientTypeFile.baseURL(document)
        var url = server.url
        for variable in server.variables {
            url = url.split(separator: "{\(variable.name)}", omittingEmptySubsequences: false).joined(separator: variable.default)
        }
        if !(url.hasPrefix("https://") || url.hasPrefix("http://")), let documentURL, let base = URL(string: documentURL.hasSuffix("/") ? documentURL : documentURL + "/") {
            // `/v2` or `../v2`: OpenAPI resolves it against where the document is served, which
            // the generator does not know; the document's server is the nearest stand-in.
            url = URL(string: url, relativeTo: base)?.absoluteURL.absoluteString ?? url
        }
        guard url.hasPrefix("https://") || url.hasPrefix("http://"), !url.contains("{"), URL(string: url) != nil else {
            models.diagnostics.append(.warning(
                "operation '\(operationID)' declares its own server '\(server.url)', which is not an absolute URL "
                    + "(nor relative to an absolute document server); the generated method sends to the client's baseURL",
                pointer: operation.pointer))
            return nil
        }
        while url.hasSuffix("/") { url.removeLast() }
        return EndpointDecl.Server(url: url, documentURL: documentURL)
    }
}
