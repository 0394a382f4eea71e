import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// `claude.beta.sessions.run`: the session runner on a Managed Agents session, against a
/// scripted session on the loopback server whose event stream asks for a custom tool and
/// goes on only once the result has been posted.
@Suite(.timeLimit(.minutes(1))) struct ManagedAgentSessionRunnerTests {
    struct City: Decodable, Sendable { var city: String }

    static let session = "sesn_1"

    static func event(_ type: String, id: String, _ members: [String: JSONValue] = [:]) -> JSONValue {
        var object: [String: JSONValue] = ["type": .string(type), "id": .string(id), "processed_at": "2026-11-29T04:00:00Z"]
        object.merge(members) { _, new in new }
        return .object(object)
    }

    static func idle(_ id: String, _ stopReason: JSONValue) -> JSONValue {
        event("session.status_idle", id: id, ["stop_reason": stopReason])
    }

    /// A stale idle (from before the input), the running session and its calls; after the
    /// results: the agent's message and the idle that ends the turn.
    static func script(calls: [JSONValue]) -> (before: String, after: String) {
        let ids = JSONValue.array(calls.compactMap { $0["id"] })
        let before = [idle("sevt_0", ["type": "end_turn"]), event("session.status_running", id: "sevt_1")]
            + calls + [idle("sevt_ra", ["type": "requires_action", "event_ids": ids])]
        let after = [event("agent.message", id: "sevt_m", ["content": [["type": "text", "text": "Sunny."]]]), idle("sevt_end", ["type": "end_turn"])]
        return (AgentSessionScript.sse(before), AgentSessionScript.sse(after))
    }

    static func toolUse(_ id: String, name: String = "get_weather", city: String = "Paris") -> JSONValue {
        event("agent.custom_tool_use", id: id, ["name": .string(name), "input": ["city": .string(city)]])
    }

    /// A client with a transport of its own: a session's stream holds a connection until the
    /// results arrive, and tests running at once must not take each other's connections.
    static func client(_ script: AgentSessionScript) -> AnthropicClient {
        AnthropicClient(apiKey: AnthropicClient.testKey, baseURL: script.baseURL, timeout: 30, retryPolicy: .none,
                        transport: URLSessionTransport())
    }

    @Test func streamsEveryEventRunsTheHandlerAndPostsItsResult() async throws {
        let (before, after) = Self.script(calls: [Self.toolUse("sevt_2")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2, reply: ["data": []])
        let claude = Self.client(script)
        let sessionID = Self.session
        var events: [BetaManagedAgentsStreamSessionEvents] = []
        var results: [SessionToolResult] = []
        // README: managed-agents-session-run
        let weather = try TypedTool("get_weather", arguments: City.self)
        for try await element in claude.beta.sessions.run(
            sessionID: sessionID, input: "Weather in Paris?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
            if let event = element.event { events.append(event) }                     // every session event
            if case .toolResult(let result) = element { results.append(result) }      // a call's output, once posted
        }
        // README: end
        #expect(events.count == 6)
        guard case .sessionStatusIdle(let last)? = events.last, case .endTurn = last.stopReason, last.id == "sevt_end" else {
            Issue.record("the run did not end at the turn's idle: \(events)")
            return
        }
        #expect(results == [SessionToolResult(name: "get_weather", callID: "sevt_2", output: "sunny in Paris")])
        let log = try await script.log()
        #expect(log.released && log.streams == 1)
        try #require(log.requests.count == 2)
        let input = log.requests[0], result = log.requests[1]
        #expect(input.method == "POST" && input.path == "/v1/sessions/sesn_1/events" && input.rawQuery == "beta=true")
        #expect(input.headers["anthropic-beta"]?.contains("managed-agents-2026-04-01") == true)
        #expect(input.bodyJSON == ["events": [["type": "user.message", "content": [["type": "text", "text": "Weather in Paris?"]]]]])
        #expect(result.path == "/v1/sessions/sesn_1/events")
        #expect(result.bodyJSON == ["events": [["type": "user.custom_tool_result", "custom_tool_use_id": "sevt_2",
                                                "content": [["type": "text", "text": "sunny in Paris"]], "is_error": false]]])
    }

    /// `claude.beta.sessions.threads.stream` reads a thread's server-sent events one by one,
    /// the events the SDK added (`session.usage`) among them. Until the merge made every
    /// operation the SDK always streams an event stream, it read the stream as one JSON value
    /// and failed.
    @Test func aThreadsStreamIsReadEventByEvent() async throws {
        let events = [
            Self.event("session.thread_status_running", id: "sevt_1", ["session_thread_id": "sthr_1", "agent_name": "researcher"]),
            Self.event("agent.message", id: "sevt_2", ["content": [["type": "text", "text": "Hi."]]]),
            Self.event("session.usage", id: "sevt_3", ["usage": ["input_tokens": 12, "output_tokens": 3]]),
        ]
        let script = try await LoopbackServer.shared().agentSession(before: AgentSessionScript.sse(events), after: "", waitFor: 0)
        var received: [BetaManagedAgentsStreamSessionThreadEvents] = []
        for try await event in try await Self.client(script).beta.sessions.threads.stream(sessionID: Self.session, threadID: "sthr_1") {
            received.append(event)
        }
        try #require(received.count == 3, "\(received)")
        guard case .sessionThreadStatusRunning = received[0], case .agentMessage(let message) = received[1],
              case .sessionUsage(let usage) = received[2] else {
            Issue.record("not the events sent, in order: \(received)")
            return
        }
        #expect(message.id == "sevt_2")
        #expect(usage.id == "sevt_3" && usage.usage.inputTokens == 12 && usage.usage.outputTokens == 3)
        #expect(try await script.log().streams == 1)
    }

    /// A handler's error goes to the model with `is_error`, and the session goes on.
    @Test func aHandlersErrorIsPostedWithIsError() async throws {
        struct Unavailable: Error, CustomStringConvertible { var description: String { "the weather service is down" } }
        let (before, after) = Self.script(calls: [Self.toolUse("sevt_2")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2, reply: ["data": []])
        let weather = try TypedTool("get_weather", arguments: City.self)
        var results: [SessionToolResult] = []
        for try await element in Self.client(script).beta.sessions.run(
            sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { _ in throw Unavailable() }]) {
            if case .toolResult(let result) = element { results.append(result) }
        }
        #expect(results.map(\.isError) == [true])
        #expect(try await script.log().requests.last?.bodyJSON == [
            "events": [["type": "user.custom_tool_result", "custom_tool_use_id": "sevt_2",
                        "content": [["type": "text", "text": "the weather service is down"]], "is_error": true]]])
    }

    /// Two calls of one `requires_action` run at once, each answered by its own event.
    @Test func callsRunConcurrently() async throws {
        let (before, after) = Self.script(calls: [Self.toolUse("sevt_2"), Self.toolUse("sevt_3", city: "Rome")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 3, reply: ["data": []])
        let started = StartedHandlers()
        let weather = try TypedTool("get_weather", arguments: City.self)
        let handler = ToolHandler(weather) { city in
            await started.increment()
            for _ in 0..<1000 where await started.value < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
            return await started.value == 2 ? "together in \(city.city)" : "alone in \(city.city)"
        }
        var results: [String: String] = [:]
        for try await element in Self.client(script).beta.sessions.run(sessionID: Self.session, input: "Weather?", tools: [handler]) {
            if case .toolResult(let result) = element { results[result.callID] = result.output }
        }
        #expect(results == ["sevt_2": "together in Paris", "sevt_3": "together in Rome"])
    }

    /// Without input the runner follows the session as it is: an idle that ends the turn ends
    /// the run, and a terminated session ends it too.
    @Test func withoutInputItFollowsTheSessionToItsEnd() async throws {
        let before = AgentSessionScript.sse([Self.toolUse("sevt_2"), Self.event("session.status_terminated", id: "sevt_t")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: "", waitFor: 1, timeout: 2, reply: ["data": []])
        let weather = try TypedTool("get_weather", arguments: City.self)
        var types: [String] = []
        for try await element in Self.client(script).beta.sessions.run(
            sessionID: Self.session, tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
            switch element {
            case .event(.agentCustomToolUse): types.append("call")
            case .event(.sessionStatusTerminated): types.append("terminated")
            case .event: types.append("other")
            case .toolResult: types.append("result")
            }
        }
        #expect(types.first == "call" && types.contains("terminated"))
    }

    /// How many handlers started: what handlers running at once share.
    actor StartedHandlers {
        private(set) var value = 0
        func increment() { value += 1 }
    }
}
