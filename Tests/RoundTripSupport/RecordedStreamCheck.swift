import AIClientRuntime
import ClientGenerator
import Foundation

/// How the events of one streaming operation decode.
public struct StreamEvents: Sendable {
    public enum Framing: Sendable {
        /// Each event's `data` is one value of the schema (`{"type": "message_start", …}`).
        case data
        /// The schema wraps the event name and its data: `{"event": name, "data": data}`
        /// (OpenAI's `AssistantStreamEvent`, whose variants are told apart by the SSE `event`).
        case eventAndData
    }

    public var schema: String
    public var framing: Framing

    public init(_ schema: String, framing: Framing = .data) {
        self.schema = schema
        self.framing = framing
    }
}

/// Every SSE event of the recorded streams decodes into its operation's stream event type,
/// and never into `unknown` when the spec declares the event's type.
///
/// The event type of an operation is what the generated client streams: the generation
/// config's `streams` entry (for operations whose spec does not attach the event schema), else
/// the `text/event-stream` response schema, else the JSON response schema (legacy completions
/// stream the response object in parts).
public struct RecordedStreamCheck {
    let traffic: RecordedTrafficCheck

    public init(traffic: RecordedTrafficCheck) {
        self.traffic = traffic
    }

    public func run() -> CheckReport {
        var report = CheckReport(title: "\(traffic.fixture.config.module) recorded SSE events")
        for interaction in traffic.interactions where interaction.responseKind == "sse" {
            guard let text = interaction.responseBody?.stringValue else { continue }
            guard let match = traffic.matched(interaction, into: &report) else { continue }
            guard let events = streamEvents(match.operation, status: interaction.status) else {
                report.note("no stream event schema (not checked)", interaction.label)
                continue
            }
            let parsed: [ServerSentEvent]
            do {
                var parser = SSEParser()
                parsed = try parser.parse(Data(text.utf8)) + [try parser.finish()].compactMap { $0 }
            } catch {
                report.fail(interaction.label, "the stream does not parse: \(error)")
                continue
            }
            let declared = DeclaredTags.values(of: events.schema, in: traffic.fixture.document)
            for (index, event) in parsed.enumerated() {
                check(event, index: index, events: events, declared: declared, interaction: interaction, into: &report)
            }
        }
        return report
    }

    func streamEvents(_ operation: ClientGenerator.Operation, status: Int) -> StreamEvents? {
        if let id = operation.operationID, let configured = traffic.fixture.config.endpoints.streams[id], let event = configured.event {
            return StreamEvents(event, framing: configured.wrapsEventName == true ? .eventAndData : .data)
        }
        if case .component(let name) = OperationBodies.response(operation, status: status, accepting: OperationBodies.isEventStream) {
            return StreamEvents(name)
        }
        // Streams that send the response object in parts (legacy completions).
        if case .component(let name) = OperationBodies.response(operation, status: status, accepting: OperationBodies.isJSON) {
            return StreamEvents(name)
        }
        return nil
    }

    func check(
        _ event: ServerSentEvent, index: Int, events: StreamEvents, declared: Set<String>,
        interaction: RecordedInteraction, into report: inout CheckReport
    ) {
        let data = Data(event.data.utf8)
        let parsed = try? CanonicalJSON.parse(data)
        let body: JSONValue
        let tag: String?
        switch events.framing {
        case .data:
            guard let parsed else {
                report.tally("data that is not JSON (not checked)", "\(event.event.map { "event \($0): " } ?? "")\(event.data.prefix(40))", example: interaction.label)
                return
            }
            body = parsed
            tag = parsed["type"]?.stringValue ?? event.event ?? parsed["object"]?.stringValue
        case .eventAndData:
            guard let name = event.event else {
                report.fail("\(interaction.label) event #\(index)", "no `event` name to decode \(events.schema) by")
                return
            }
            // `data: [DONE]` is the text the `done` event carries.
            body = .object(["event": .string(name), "data": parsed ?? .string(event.data)])
            tag = name
        }
        let id = "\(interaction.label) event #\(index) \(tag ?? "?")"
        let encoded: Data
        do {
            encoded = try CanonicalJSON.data(body)
        } catch {
            report.fail(id, "cannot serialise the event: \(error)")
            return
        }
        // A top-level `unknown` is right only for event types the spec does not declare.
        let verdict = { (outcome: SchemaCodec.Outcome) -> String? in
            guard let top = outcome.fallbacks.first(where: { $0.path == "<root>" && $0.kind == .unknownVariant }),
                  let tag, declared.contains(tag)
            else { return nil }
            return "a declared event type decoded as unknown: \(top)"
        }
        guard let outcome = BodyCheck.run(traffic.codec, schema: events.schema, data: encoded, id: id, verdict: verdict, into: &report) else { return }
        if outcome.fallbacks.contains(where: { $0.path == "<root>" && $0.kind == .unknownVariant }), !(tag.map(declared.contains) ?? false) {
            report.tally("event types the spec does not declare (kept as unknown)", tag ?? "no type", example: interaction.label)
        }
    }
}
