import ClientGenerator
import Foundation

/// A JSON example from a spec, with the component schema whose type should accept it.
public struct SpecExample: Sendable, Hashable {
    /// The component schema the example is attributed to.
    public var schema: String
    /// Where it came from, readable: `components/schemas/Response example`,
    /// `POST /chat/completions x-oaiMeta example "Default" response`.
    public var origin: String
    /// `file:line` of the example in the spec.
    public var location: String
    /// The example as compact JSON.
    public var json: Data
}

/// Every example of a spec that belongs to a component schema, and counts of those skipped.
///
/// Attributed to a component type: `example`/`examples` on the component schema itself; on a
/// nested schema (a property, an item) only when that schema is a reference to a component (an
/// inline property has no type of its own to decode into), also OpenAI's `x-oaiMeta.example`
/// texts that parse as JSON; media-type `example`/`examples`
/// of JSON request and response bodies whose schema is a component reference; and OpenAI's
/// `x-oaiMeta.examples[].response` texts that parse as JSON, for the operation's 2xx JSON
/// response schema.
public struct SpecExamples: Sendable {
    public var examples: [SpecExample] = []
    /// Reason → how many examples were not attributed for it.
    public var skipped: [String: Int] = [:]

    public init(_ fixture: SpecFixture) {
        var collector = Collector(spec: fixture.spec)
        for named in fixture.document.components.schemas {
            guard let name = named.reference.componentName else { continue }
            collector.walk(named.schema, component: name, origin: "components/schemas/\(name)", isRoot: true, depth: 0)
        }
        for item in fixture.document.paths + fixture.document.webhooks {
            for operation in item.operations {
                collector.collect(operation)
            }
        }
        // The same example reached twice (a shared response component) is one test.
        var seen: Set<String> = []
        examples = collector.examples.filter { seen.insert($0.schema + "\u{0}" + String(decoding: $0.json, as: UTF8.self)).inserted }
        skipped = collector.skipped
    }

    struct Collector {
        let spec: LoadedSpec
        var examples: [SpecExample] = []
        var skipped: [String: Int] = [:]

        func location(_ position: SourcePosition) -> String {
            let file = spec.sources[spec.rootFile]?.path ?? spec.rootFile
            return SourceLocation(file: file, position: position).description
        }

        mutating func add(_ node: DocumentNode, label: String = "", schema: String, origin: String) {
            examples.append(SpecExample(schema: schema, origin: origin, location: location(node.position), json: json(label, node)))
        }

        /// `example`, the JSON Schema `examples` array and OpenAI's `x-oaiMeta.example` (JSON
        /// text, kept when it parses) of one schema.
        mutating func values(of schema: Schema) -> [(label: String, node: DocumentNode)] {
            var values: [(String, DocumentNode)] = []
            if let example = schema.example { values.append(("example", example)) }
            if let examples = schema.examples {
                if let items = examples.arrayValue {
                    values += items.enumerated().map { ("examples[\($0.offset)]", $0.element) }
                } else {
                    values.append(("examples", examples))
                }
            }
            if let text = schema.extensions["x-oaiMeta"]?["example"] {
                if let string = text.stringValue, Self.parsesAsJSON(string) {
                    // The text itself, so that a number keeps its spelling.
                    values.append(("x-oaiMeta example", DocumentNode(.string(string), at: text.position)))
                } else {
                    skipped["x-oaiMeta example that is not JSON (comments, `...`)", default: 0] += 1
                }
            }
            return values
        }

        static func parsesAsJSON(_ text: String) -> Bool {
            guard let parsed = try? JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed]) else { return false }
            return parsed is [String: Any] || parsed is [Any]
        }

        /// The JSON of an example value: `x-oaiMeta` examples are JSON text already.
        func json(_ label: String, _ node: DocumentNode) -> Data {
            if label.hasPrefix("x-oaiMeta"), let text = node.stringValue { return Data(text.utf8) }
            return Data(node.jsonText.utf8)
        }

        mutating func walk(_ schema: Schema, component: String, origin: String, isRoot: Bool, depth: Int) {
            guard depth < 40 else { return }
            for (label, node) in values(of: schema) {
                if isRoot {
                    add(node, label: label, schema: component, origin: "\(origin) \(label)")
                } else if let target = SpecFixture.componentName(of: schema) {
                    if node.isNull {
                        skipped["null example of a nullable reference", default: 0] += 1
                    } else {
                        add(node, label: label, schema: target, origin: "\(origin) \(label) (as \(target))")
                    }
                } else {
                    skipped["example of an inline nested schema (no type of its own)", default: 0] += 1
                }
            }
            // A reference's target is walked as a component of its own.
            if schema.reference != nil { return }
            for property in schema.properties {
                walk(property.schema, component: component, origin: "\(origin).\(property.name)", isRoot: false, depth: depth + 1)
            }
            if let items = schema.items {
                walk(items, component: component, origin: "\(origin)[]", isRoot: false, depth: depth + 1)
            }
            for (keyword, branches) in [("allOf", schema.allOf), ("anyOf", schema.anyOf), ("oneOf", schema.oneOf)] {
                for (index, branch) in (branches ?? []).enumerated() {
                    walk(branch, component: component, origin: "\(origin).\(keyword)[\(index)]", isRoot: false, depth: depth + 1)
                }
            }
            if case .schema(let values)? = schema.additionalProperties {
                walk(values, component: component, origin: "\(origin).additionalProperties", isRoot: false, depth: depth + 1)
            }
        }

        mutating func collect(_ operation: ClientGenerator.Operation) {
            let name = "\(operation.method.name) \(operation.pathKey)"
            if let body = operation.requestBody {
                for media in body.content {
                    collect(media, origin: "\(name) request \(media.contentType)")
                }
            }
            for response in operation.responses {
                for media in response.content {
                    collect(media, origin: "\(name) response \(response.status) \(media.contentType)")
                }
            }
            collectMeta(operation, name: name)
        }

        mutating func collect(_ media: MediaType, origin: String) {
            var values: [(String, DocumentNode)] = []
            if let example = media.example { values.append(("example", example)) }
            for named in media.examples {
                if let value = named.value.value {
                    values.append(("examples.\(named.name)", value))
                } else {
                    skipped["media-type example without an inline value (externalValue)", default: 0] += 1
                }
            }
            guard !values.isEmpty else { return }
            guard OperationBodies.isJSON(media.contentType) else {
                skipped["media-type example of a non-JSON body (\(media.contentType))", default: 0] += values.count
                return
            }
            guard let schema = media.schema.flatMap(SpecFixture.componentName) else {
                skipped["media-type example of an inline body schema", default: 0] += values.count
                return
            }
            for (label, node) in values {
                add(node, schema: schema, origin: "\(origin) \(label)")
            }
        }

        /// OpenAI's `x-oaiMeta.examples` (an object or an array of them): each `response` is
        /// the text of a response body.
        mutating func collectMeta(_ operation: ClientGenerator.Operation, name: String) {
            guard let metaExamples = operation.extensions["x-oaiMeta"]?["examples"] else { return }
            let entries = metaExamples.arrayValue ?? [metaExamples]
            for (index, entry) in entries.enumerated() {
                guard let response = entry["response"] else { continue }
                let title = entry["title"]?.stringValue.map { " \"\($0)\"" } ?? ""
                let origin = "\(name) x-oaiMeta examples[\(index)]\(title) response"
                guard let text = response.stringValue, Self.parsesAsJSON(text) else {
                    skipped["x-oaiMeta response that is not JSON (comments, `...`, SSE text)", default: 0] += 1
                    continue
                }
                let success = operation.responses.filter(\.status.isSuccess).sorted { $0.status < $1.status }.first
                guard let media = success?.content.first(where: { OperationBodies.isJSON($0.contentType) }) else {
                    skipped["x-oaiMeta response of an operation without a 2xx JSON body", default: 0] += 1
                    continue
                }
                guard let schema = media.schema.flatMap(SpecFixture.componentName) else {
                    skipped["x-oaiMeta response of an inline 2xx schema", default: 0] += 1
                    continue
                }
                examples.append(SpecExample(schema: schema, origin: origin, location: location(response.position), json: Data(text.utf8)))
            }
        }
    }
}
