import AIClientRuntime
import ClientGenerator
import Foundation

/// Real traffic through the typed models: every recorded JSON response body decodes into the
/// type of its operation's response schema for that status, and every recorded JSON request
/// body decodes into the operation's request body type and re-encodes to the same JSON, up to
/// members the spec does not declare (listed).
public struct RecordedTrafficCheck {
    public let fixture: SpecFixture
    public let codec: SchemaCodec
    public let interactions: [RecordedInteraction]
    let matcher: OperationMatcher

    /// The provider's error body, for error statuses the spec declares no response for.
    public let errorSchema: String?

    public init(fixture: SpecFixture, codec: SchemaCodec, recordings path: String, errorSchema: String? = nil) throws {
        self.fixture = fixture
        self.codec = codec
        self.errorSchema = errorSchema
        self.interactions = try RecordedInteraction.read(path)
        self.matcher = OperationMatcher(document: fixture.document)
    }

    public func responses() -> CheckReport {
        var report = CheckReport(title: "\(fixture.config.module) recorded JSON responses")
        for interaction in interactions where interaction.responseKind == "json" {
            guard let body = interaction.responseBody else { continue }
            guard let match = matched(interaction, into: &report) else { continue }
            var schema = OperationBodies.response(match.operation, status: interaction.status, accepting: OperationBodies.isJSON)
            if case .undeclared(let why) = schema, interaction.status >= 400, let errorSchema {
                report.note("error bodies checked as the provider's error schema", "\(interaction.label): \(why); checked as \(errorSchema)")
                schema = .component(errorSchema)
            }
            check(body, schema: schema, id: interaction.label, operation: match.operation, into: &report)
        }
        return report
    }

    public func requests() -> CheckReport {
        var report = CheckReport(title: "\(fixture.config.module) recorded JSON requests")
        for interaction in interactions {
            guard let body = interaction.requestBody else { continue }
            if RecordedInteraction.isMarker(body) {
                report.note("not JSON (multipart or binary upload)", interaction.label)
                continue
            }
            guard let match = matched(interaction, into: &report) else { continue }
            check(body, schema: OperationBodies.request(match.operation), id: interaction.label, operation: match.operation, into: &report)
        }
        return report
    }

    func matched(_ interaction: RecordedInteraction, into report: inout CheckReport) -> OperationMatcher.Match? {
        guard let match = matcher.match(method: interaction.method, url: interaction.url) else {
            report.note("no operation in the spec for this URL (not checked)", interaction.label)
            return nil
        }
        if let note = match.note {
            report.note("operation matched without the key's query", "\(interaction.label): \(note)")
        }
        return match
    }

    func check(_ body: JSONValue, schema: BodySchema, id: String, operation: ClientGenerator.Operation, into report: inout CheckReport) {
        let name: String
        switch schema {
        case .component(let component):
            name = component
        case .inline:
            report.note("untyped (inline schema; typed by endpoint generation)", "\(id): \(operation.operationID ?? operation.pathKey)")
            return
        case .undeclared(let why):
            report.note("no schema in the spec (not checked)", "\(id): \(why)")
            return
        }
        let data: Data
        do {
            data = try CanonicalJSON.data(body)
        } catch {
            report.fail(id, "cannot serialise the recorded body: \(error)")
            return
        }
        BodyCheck.run(codec, schema: name, data: data, id: "\(id) as \(name)", into: &report)
    }
}
