import AIClientsObservability
import Foundation
import Logging
import OTel
import OpenAIChat
import ServiceLifecycle

// The README's swift-otel example ("Logging, tracing and metrics"), as a program of its own:
// swift-otel bootstraps the process's logging, tracing and metrics once. OTelExampleTests runs
// it against the loopback model server (OPENAI_BASE_URL) and an OTLP/HTTP receiver on
// 127.0.0.1 (OTEL_EXPORTER_OTLP_ENDPOINT, which swift-otel reads over the configuration's).

let environment = ProcessInfo.processInfo.environment
let key = environment["OPENAI_API_KEY"] ?? "sk-example"
var client = OpenAIClient(apiKey: key, baseURL: environment["OPENAI_BASE_URL"].flatMap { URL(string: $0) })

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
let completion = try await client.chat.completions.create(.init(messages: [.user("Hello")], model: "gpt-4o"))
print(completion.choices.first?.message.content ?? "")

await exporters.triggerGracefulShutdown()  // exports what is left: the span, the histograms, the log line
try await exporting
// README: end
