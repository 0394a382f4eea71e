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
            let labels = endpoint.parameters.filter { $0.location == .path }.map { "\($0.swiftName.trimmingBackticks):" }
            var arguments = labels
            if endpoint.body != nil { arguments.insert("_:", at: labels.count) }
            let call = (["client"] + endpoint.resource + [endpoint.swiftName.trimmingBackticks]).joined(separator: ".") + "(\(arguments.joined()))"
            lines.append("| `\(endpoint.method) \(endpoint.pathTemplate)\(query)` | `\(call)` | `\(endpoint.operationID)` |")
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
