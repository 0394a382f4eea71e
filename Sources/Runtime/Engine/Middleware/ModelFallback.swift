import Foundation

/// A model chain: when a call fails with one of ``triggers`` (an overloaded server, a rate
/// limit, a refusal), the same request is sent again with the next model of ``models`` in
/// its JSON body's `model` member, until one answers or the chain ends (then the last
/// answer or error is the call's).
///
/// The retry policy runs first: an overloaded server is retried on the same model as the
/// policy says, and the next model is tried once those retries are spent. A refusal is seen
/// in a reply read whole: a Claude message whose `stop_reason` is `refusal`, a chat
/// completion whose first choice has a `refusal`, or a Response with a `refusal` content part;
/// in a stream it is not (its events are the caller's). A request without a JSON `model`
/// member passes through unchanged.
///
/// ```swift
/// var claude = AnthropicClient(apiKey: key)
/// claude.core.middlewares.append(ModelFallback(models: ["claude-sonnet-4-5", "claude-haiku-4-5"]))
/// ```
public struct ModelFallback: ClientMiddleware {
    /// What moves a call on to the next model.
    public enum Trigger: Sendable, Hashable {
        /// 529 (Anthropic's overloaded) or 503.
        case overloaded
        /// 429, once the retry policy gave up.
        case rateLimited
        /// The model refused to answer (see ``ModelFallback``).
        case refusal
        /// Any other HTTP status of your choice.
        case status(Int)
    }

    /// The models tried after the request's own, in order.
    public var models: [String]
    public var triggers: Set<Trigger>

    public init(models: [String], on triggers: Set<Trigger> = [.overloaded, .refusal]) {
        self.models = models
        self.triggers = triggers
    }

    public func intercept(_ request: HTTPRequest, context: MiddlewareContext, next: MiddlewareNext) async throws -> HTTPResponse {
        guard !models.isEmpty, var body = request.jsonObject, case .string(let first)? = body["model"] else {
            return try await next(request, context)
        }
        var chain = [first]
        for model in models where !chain.contains(model) { chain.append(model) }
        var current = request
        for (index, model) in chain.enumerated() {
            if index > 0 {
                body["model"] = .string(model)
                try current.setJSONObject(body)
            }
            // The last model's answer or error is the call's.
            if index == chain.count - 1 { break }
            do {
                let response = try await next(current, context)
                if context.isStreaming || !triggers.contains(.refusal) { return response }
                // The body was read inside the retry loop: looking at it costs no network read.
                let data = try await response.body.collect(upTo: .max)
                if !Self.isRefusal(data) {
                    return HTTPResponse(status: response.status, headers: response.headers, body: HTTPResponseBody(data))
                }
            } catch let error as AIClientError where moves(error) {
                continue
            }
        }
        return try await next(current, context)
    }

    /// Whether `error` moves the call to the next model.
    func moves(_ error: AIClientError) -> Bool {
        guard error.kind == .http, let status = error.responseInfo?.status else { return false }
        if triggers.contains(.status(status)) { return true }
        switch status {
        case 529, 503: return triggers.contains(.overloaded)
        case 429: return triggers.contains(.rateLimited)
        default: return false
        }
    }

    /// A refusal in a whole reply of Claude (`stop_reason`), chat completions (the first
    /// choice's `message.refusal`) or Responses (a `refusal` content part).
    static func isRefusal(_ data: Data) -> Bool {
        guard case .object(let reply)? = try? JSONCoding.decoder.decode(JSONValue.self, from: data) else { return false }
        if case .string("refusal")? = reply["stop_reason"] { return true }
        if case .array(let choices)? = reply["choices"], case .object(let choice)? = choices.first,
           case .object(let message)? = choice["message"], case .string(let refusal)? = message["refusal"], !refusal.isEmpty {
            return true
        }
        if case .array(let output)? = reply["output"] {
            for case .object(let item) in output {
                guard case .array(let content)? = item["content"] else { continue }
                for case .object(let part) in content where part["type"] == .string("refusal") { return true }
            }
        }
        return false
    }
}
