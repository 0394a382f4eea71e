extension EndpointTranslator {
    /// An operation (or its path item) with `servers` of its own, other than the document's
    /// first: the generated method still sends to the client's `baseURL`, so say so and how to
    /// reach the other server, rather than ignore what the author wrote.
    mutating func checkOperationServers(_ operation: Operation, item: PathItem, operationID: String) {
        guard let server = (operation.servers ?? item.servers)?.first,
              server.url != document.servers.first?.url else { return }
        let documentServer = document.servers.first.map { "'\($0.url)'" } ?? "none"
        models.diagnostics.append(.warning(
            "operation '\(operationID)' declares its own server '\(server.url)' (the document's is \(documentServer)); "
                + "the generated method sends to the client's baseURL, so call it on a client made with that base URL",
            pointer: operation.pointer))
    }
}
