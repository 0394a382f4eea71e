import ClientGenerator
import Foundation

/// The schema of an operation's request or response body, as the typed client will see it.
public enum BodySchema: Sendable, Equatable {
    /// A `$ref` to a component: decodes into the generated type of that name.
    case component(String)
    /// An inline schema: it gets a named type only with endpoint generation.
    case inline
    /// The spec declares no body of this media type (for this status).
    case undeclared(String)
}

/// Looks up body schemas of an operation.
public enum OperationBodies {
    public static func request(_ operation: ClientGenerator.Operation, json: Bool = true) -> BodySchema {
        guard let body = operation.requestBody else { return .undeclared("no request body declared") }
        guard let media = body.content.first(where: { json ? isJSON($0.contentType) : true }) else {
            return .undeclared("no JSON request body declared (\(body.content.map(\.contentType).joined(separator: ", ")))")
        }
        return schema(of: media)
    }

    /// The response declared for `status`: the exact code, else its range (`2XX`), else
    /// `default`; for a success status, else the first success response.
    public static func response(_ operation: ClientGenerator.Operation, status: Int) -> Response? {
        let responses = operation.responses
        if let exact = responses.first(where: { $0.status == .code(status) }) { return exact }
        if let range = responses.first(where: { $0.status == .range(status / 100) }) { return range }
        if let fallback = responses.first(where: { $0.status == .default }) { return fallback }
        if (200..<300).contains(status) {
            return responses.filter(\.status.isSuccess).sorted { $0.status < $1.status }.first
        }
        return nil
    }

    /// The schema of the response body for `status` with a media type `accepting` takes.
    public static func response(_ operation: ClientGenerator.Operation, status: Int, accepting: (String) -> Bool) -> BodySchema {
        guard let response = response(operation, status: status) else {
            return .undeclared("no response declared for status \(status)")
        }
        guard let media = response.content.first(where: { accepting($0.contentType) }) else {
            let types = response.content.map(\.contentType)
            return .undeclared("response \(response.status) declares \(types.isEmpty ? "no body" : types.joined(separator: ", "))")
        }
        return schema(of: media)
    }

    static func schema(of media: MediaType) -> BodySchema {
        guard let schema = media.schema else { return .undeclared("\(media.contentType) has no schema") }
        if let name = SpecFixture.componentName(of: schema) { return .component(name) }
        return .inline
    }

    public static func isJSON(_ contentType: String) -> Bool {
        let base = contentType.split(separator: ";").first.map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
        return base == "application/json" || base.hasSuffix("+json")
    }

    public static func isEventStream(_ contentType: String) -> Bool {
        contentType.lowercased().hasPrefix("text/event-stream")
    }
}
