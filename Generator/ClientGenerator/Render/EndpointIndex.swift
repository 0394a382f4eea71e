/// The Markdown index checked in beside each client: HTTP method and path → Swift call.
enum EndpointIndex {
    static func render(_ endpoints: [EndpointDecl], clientName: String, specPath: String) -> String {
        var lines = [
            "<!-- Generated from \(specPath) by generate-client. Do not edit. -->",
            "# \(clientName) endpoints",
            "",
            "Every operation of `\(specPath)` and the Swift call that performs it (\(endpoints.count) operations).",
            "",
            "| HTTP | Swift | operation id |",
            "|---|---|---|",
        ]
        let sorted = endpoints.sorted { ($0.pathTemplate, $0.method) < ($1.pathTemplate, $1.method) }
        for endpoint in sorted {
            let query = endpoint.fixedQuery.isEmpty ? "" : "?" + endpoint.fixedQuery.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
            let call = (["client"] + endpoint.resource + [endpoint.swiftName.trimmingBackticks]).joined(separator: ".") + "(\(callLabels(endpoint)))"
            lines.append("| `\(endpoint.method) \(endpoint.pathTemplate)\(query)` | `\(call)` | `\(endpoint.operationID)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The labels a call must write, in the method's order (`signatureParameters`): path
    /// parameters, the body, then the required query and header parameters (`api-version`,
    /// a required `force` flag). Optional ones have defaults and are left out.
    static func callLabels(_ endpoint: EndpointDecl) -> String {
        var labels = endpoint.parameters.filter { $0.location == .path }.map { "\($0.swiftName.trimmingBackticks):" }
        if endpoint.body != nil { labels.append("_:") }
        labels += endpoint.parameters.filter { $0.location != .path && $0.required }.map { "\($0.swiftName.trimmingBackticks):" }
        return labels.joined()
    }
}
