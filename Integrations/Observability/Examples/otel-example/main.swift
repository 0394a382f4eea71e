import AIClientRuntime
import AIClientsObservability
import Foundation
import Logging
import OTel
import ServiceLifecycle

// The README's swift-otel example ("Logging, tracing and metrics"), as a program of its own:
// swift-otel bootstraps the process's logging, tracing and metrics once. OTelExampleTests runs
// it against the loopback model server (OPENAI_BASE_URL) and an OTLP/HTTP receiver on
// 127.0.0.1 (OTEL_EXPORTER_OTLP_ENDPOINT, which swift-otel reads over the configuration's).

/// What the README calls `client`: anything with a `core`, as the generated clients have. The
/// OpenAI client itself is not built here: OpenAIChat would double this package's clean build.
struct Client { var core: APIClientCore }

/// The app's calls: here one chat completion, sent as `client.chat.completions.create` sends it.
func answer(_ client: Client) async throws {
    var request = RequestComponents(method: "POST", path: "/chat/completions", operation: "createChatCompletion")
    try request.setJSONBody(["model": "gpt-4o", "messages": [["role": "user", "content": "Hello"]]] as JSONValue)
    let reply = try await client.core.send(request, as: JSONValue.self)
    print(reply.value["choices"]?[0]?["message"]?["content"]?.stringValue ?? "")
}

let environment = ProcessInfo.processInfo.environment
let base = environment["OPENAI_BASE_URL"].flatMap { URL(string: $0) } ?? URL(fileURLWithPath: "/")
var client = Client(core: APIClientCore(baseURL: base, authentication: .bearer(environment["OPENAI_API_KEY"] ?? "sk-example")))

// README: observability-otel
var otel = OTel.Configuration.default
otel.serviceName = "my-app"
// A collector of your own on this machine (OTLP/HTTP, protobuf).
otel.traces.otlpExporter.endpoint = "http://127.0.0.1:4318"
otel.metrics.otlpExporter.endpoint = "http://127.0.0.1:4318"
otel.logs.otlpExporter.endpoint = "http://127.0.0.1:4318"
let exporters = ServiceGroup(services: [try OTel.bootstrap(configuration: otel)], logger: Logger(label: "otel"))
async let exporting: Void = exporters.run()

client.core.middlewares.append(ObservabilityMiddleware(logger: Logger(label: "ai")))
try await answer(client)  // the app's calls: each a span, histogram points and a log line

await exporters.triggerGracefulShutdown()  // exports what is left
try await exporting
// README: end
