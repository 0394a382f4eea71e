import AIClientRuntime
@_exported import AIClientSessions
import Foundation

extension AnthropicClient.Beta.Sessions {
    /// Streams a Managed Agents session's events and answers its custom tool calls with
    /// `tools`: the session runner (``SessionRunner``) on this session. With `input`, the
    /// stream opens first and the input is then sent as a `user.message`; the stream ends
    /// when the session is idle with its turn over (any stop reason but `requires_action`),
    /// or terminated or deleted.
    ///
    /// Each `agent.custom_tool_use` event runs its handler at once, concurrently with the
    /// stream and other calls, and its output is sent as a `user.custom_tool_result` event; a
    /// handler's error is sent with `is_error: true` and its text. The same ``ToolHandler``s
    /// serve `messages.runTools`. At most `maxToolCalls` calls are answered.
    /// `errorText` is the text a handler's error is sent as (by default its description with
    /// the client's secrets masked; `{ _ in "Tool failed." }` sends none of it, as openai-python does).
    ///
    /// - Throws: as ``SessionRunner/run(input:)``: a call of a tool with no handler, too many
    ///   calls, a stream that ends before the session is idle, or an error of a request.
    public func run(
        sessionID: String, input: String? = nil, tools: [ToolHandler], maxToolCalls: Int = 32,
        errorText: @escaping @Sendable (any Error) -> String = SessionToolResult.errorText, options: RequestOptions = .init()
    ) -> CancellableStream<SessionRunEvent<BetaManagedAgentsStreamSessionEvents>> {
        SessionRunner(session: ManagedAgentSession(self, sessionID: sessionID, options: options), tools: tools, maxToolCalls: maxToolCalls,
                      errorText: errorText)
            .run(input: input)
    }
}

extension AnthropicClient.Beta.Sessions.Events {
    /// The session's events as they happen, as server-sent events
    /// (`GET /v1/sessions/{session_id}/events/stream?beta=true`).
    ///
    /// The spec declares this operation's answer as one JSON value, so the generated
    /// `stream(sessionID:eventDeltas:)` reads the body whole; the SDK reads it as a stream
    /// (`stream=True`), and so does this method.
    public func eventStream(
        sessionID: String, eventDeltas: [BetaManagedAgentsDeltaType]? = nil, options: RequestOptions = .init()
    ) async throws -> EventStream<BetaManagedAgentsStreamSessionEvents> {
        var request = try RequestComponents(
            method: "GET", pathTemplate: "/v1/sessions/{session_id}/events/stream", parameters: ["session_id": sessionID],
            operation: "BetaStreamSessionEvents")
        request.query.append("beta", "true")
        request.joinedHeaders["anthropic-beta"] = "managed-agents-2026-04-01"
        request.query.append("event_deltas[]", eventDeltas, style: .bracketed)
        return try await core.sendEvents(request, options: options, of: BetaManagedAgentsStreamSessionEvents.self, format: EventStreamFormat(errorEvents: ["error"]))
    }
}

/// A Managed Agents session as ``SessionRunner`` drives it (`claude.beta.sessions.run`).
///
/// - A client-side call is an `agent.custom_tool_use` event (`id`, `name`, `input`); the
///   client may answer as soon as it arrives.
/// - Its result goes back as `POST /v1/sessions/{id}/events?beta=true` with one
///   `user.custom_tool_result` event (`custom_tool_use_id`, `content` as text blocks,
///   `is_error`).
/// - `session.status_running` starts a turn; `session.status_idle` with `stop_reason`
///   `requires_action` waits for results, with any other stop reason ends the turn;
///   `session.status_terminated` and `session.deleted` end the session.
///
/// Built-in tool calls (`agent.tool_use`, which a self-hosted environment answers with
/// `user.tool_result`, some after a `user.tool_confirmation`) are left to the environment.
public struct ManagedAgentSession: AgentSessionAdapter {
    public var sessions: AnthropicClient.Beta.Sessions
    public var sessionID: String
    public var options: RequestOptions

    public init(_ sessions: AnthropicClient.Beta.Sessions, sessionID: String, options: RequestOptions = .init()) {
        self.sessions = sessions
        self.sessionID = sessionID
        self.options = options
    }

    public func openEvents() async throws -> EventStream<BetaManagedAgentsStreamSessionEvents> {
        try await sessions.events.eventStream(sessionID: sessionID, options: options)
    }

    public func sendInput(_ text: String) async throws {
        let message = BetaManagedAgentsUserMessageEventParams(content: [.text(BetaManagedAgentsTextBlock(text: text))])
        _ = try await sessions.events(sessionID: sessionID, .init(events: [.userMessage(message)]), options: options)
    }

    public func role(of event: BetaManagedAgentsStreamSessionEvents) -> SessionEventRole {
        switch event {
        case .agentCustomToolUse(let call):
            return .toolCall(SessionToolCall(id: call.id, name: call.name, arguments: call.input.description))
        case .sessionStatusRunning:
            return .turnStarted
        case .sessionStatusIdle(let idle):
            if case .requiresAction = idle.stopReason { return .idle(endsTurn: false) }
            return .idle(endsTurn: true)
        case .sessionStatusTerminated, .sessionDeleted:
            return .ended
        default:
            return .other
        }
    }

    public func send(_ result: SessionToolResult, for call: SessionToolCall) async throws {
        // An empty text block is refused; the SDK's runner sends "(no output)" instead.
        let text = result.output.isEmpty ? "(no output)" : result.output
        let answer = BetaManagedAgentsUserCustomToolResultEventParams(
            customToolUseID: call.id, content: [.text(BetaManagedAgentsTextBlock(text: text))], isError: result.isError)
        _ = try await sessions.events(sessionID: sessionID, .init(events: [.userCustomToolResult(answer)]), options: options)
    }
}
