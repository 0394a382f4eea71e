import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// `client.agents.sessions.run`: the session runner on an OpenAI Agents session, against a
/// scripted session on the loopback server whose event stream asks for a function call and
/// goes on only once the result has been posted.
@Suite(.timeLimit(.minutes(1))) struct AgentSessionRunnerTests {
    struct City: Decodable, Sendable { var city: String }

    static let session = "sess_1"

    static func turnEvent(_ type: String, id: String) -> JSONValue {
        ["type": .string(type), "event_id": .string(id), "session_id": .string(session), "turn_id": "turn_1",
         "turn": ["id": "turn_1", "object": "agent.session.turn", "session_id": .string(session), "status": "in_progress"]]
    }

    static func functionCall(_ callID: String, name: String = "get_weather", arguments: JSONValue = #"{"city":"Paris"}"#) -> JSONValue {
        ["type": "agent.session.turn.item.added", "event_id": .string("ev_" + callID), "session_id": .string(session),
         "turn_id": "turn_1", "output_index": 0,
         "item": ["type": "function_call", "id": .string("fc_" + callID), "call_id": .string(callID), "turn_id": "turn_1",
                  "name": .string(name), "arguments": arguments, "status": "completed"]]
    }

    static func sessionEvent(_ type: String, id: String, status: String) -> JSONValue {
        ["type": .string(type), "event_id": .string(id), "session": ["id": .string(session), "object": "agent.session", "status": .string(status)]]
    }

    /// A stale idle (from before the input), the turn and its calls; after the results: text,
    /// the turn's end and the idle that ends the run.
    static func script(calls: [JSONValue]) -> (before: String, after: String) {
        let before = [sessionEvent("agent.session.idle", id: "ev_0", status: "idle"), turnEvent("agent.session.turn.created", id: "ev_1")]
            + calls + [sessionEvent("agent.session.requires_action", id: "ev_ra", status: "requires_action")]
        let after: [JSONValue] = [
            ["type": "agent.session.turn.output_text.delta", "event_id": "ev_t", "session_id": .string(session), "turn_id": "turn_1",
             "item_id": "msg_1", "output_index": 1, "content_index": 0, "delta": "Sunny."],
            turnEvent("agent.session.turn.completed", id: "ev_c"),
            sessionEvent("agent.session.idle", id: "ev_i", status: "idle"),
        ]
        return (AgentSessionScript.sse(before), AgentSessionScript.sse(after))
    }

    /// A client with a transport of its own: a session's stream holds a connection until the
    /// results arrive, and tests running at once must not take each other's connections.
    static func client(_ script: AgentSessionScript) -> OpenAIClient {
        OpenAIClient(apiKey: OpenAIClient.testKey, baseURL: script.baseURL, timeout: 30, retryPolicy: .none, transport: URLSessionTransport())
    }

    @Test func streamsEveryEventRunsTheHandlerAndPostsItsResult() async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2)
        let client = Self.client(script)
        let sessionID = Self.session
        var events: [AgentSessionEvent] = []
        var results: [SessionToolResult] = []
        // README: agents-session-run
        let weather = try TypedTool("get_weather", arguments: City.self)
        for try await element in client.agents.sessions.run(
            sessionID: sessionID, input: "Weather in Paris?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
            switch element {
            case .event(let event): events.append(event)         // every session event, as it arrives
            case .toolResult(let result): results.append(result)  // a call's output, once posted
            }
        }
        // README: end
        #expect(events.count == 7)
        guard case .sessionIdle? = events.last else { Issue.record("the run did not end at the idle: \(events)"); return }
        #expect(results == [SessionToolResult(name: "get_weather", callID: "call_1", output: "sunny in Paris")])
        let log = try await script.log()
        #expect(log.released && log.streams == 1)
        try #require(log.requests.count == 2)
        let input = log.requests[0], result = log.requests[1]
        #expect(input.method == "POST" && input.path == "/agents/sessions/sess_1/events")
        #expect(input.headers["openai-beta"] == "agents=v1" && input.headers["idempotency-key"] != nil)
        #expect(input.bodyJSON == ["events": [["type": "agent.session.input.message",
                                               "input": [["role": "user", "content": [["type": "input_text", "text": "Weather in Paris?"]]]]]]])
        #expect(result.path == "/agents/sessions/sess_1/events" && result.headers["idempotency-key"] != nil)
        #expect(result.bodyJSON == ["events": [["type": "agent.session.input.tool_result", "turn_id": "turn_1", "call_id": "call_1",
                                                "success": true, "output": "sunny in Paris"]]])
    }

    /// A handler's error goes to the model as a failed result, and the session goes on.
    @Test func aHandlersErrorIsPostedAsAFailedResult() async throws {
        struct Unavailable: Error, CustomStringConvertible { var description: String { "the weather service is down" } }
        let (before, after) = Self.script(calls: [Self.functionCall("call_1")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2)
        let weather = try TypedTool("get_weather", arguments: City.self)
        var results: [SessionToolResult] = []
        for try await element in Self.client(script).agents.sessions.run(
            sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { _ in throw Unavailable() }]) {
            if case .toolResult(let result) = element { results.append(result) }
        }
        #expect(results == [SessionToolResult(name: "get_weather", callID: "call_1", output: "the weather service is down", isError: true)])
        let log = try await script.log()
        #expect(log.requests.last?.bodyJSON == ["events": [["type": "agent.session.input.tool_result", "turn_id": "turn_1", "call_id": "call_1",
                                                             "success": false, "error": "the weather service is down"]]])
    }

    /// Arguments that do not decode are the handler's error too: the model reads what was
    /// wrong; `errorText` replaces the text sent.
    @Test(arguments: [false, true])
    func argumentsThatDoNotDecodeArePostedAsTheirError(customText: Bool) async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1", arguments: #"{"town":"Paris"}"#)])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2)
        let weather = try TypedTool("get_weather", arguments: City.self)
        var errorText: @Sendable (any Error) -> String = SessionToolResult.errorText
        if customText { errorText = { _ in "Tool failed." } }
        var results: [SessionToolResult] = []
        for try await element in Self.client(script).agents.sessions.run(
            sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }], errorText: errorText) {
            if case .toolResult(let result) = element { results.append(result) }
        }
        let result = try #require(results.first)
        #expect(result.isError)
        let posted = try await script.log().requests.last?.bodyJSON?["events"]?[0]
        #expect(posted?["success"] == false && posted?["output"] == nil)
        if customText {
            #expect(result.output == "Tool failed." && posted?["error"] == "Tool failed.")
        } else {
            #expect(result.output.contains("get_weather") && result.output.contains("city"), "\(result.output)")
            #expect(posted?["error"]?.stringValue == result.output)
        }
    }

    /// A call delivered twice (a replayed event) is run and answered once; both events are
    /// yielded.
    @Test func aCallDeliveredTwiceIsAnsweredOnce() async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1"), Self.functionCall("call_1")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2)
        let runs = StartedHandlers()
        let weather = try TypedTool("get_weather", arguments: City.self)
        var calls = 0, results = 0
        for try await element in Self.client(script).agents.sessions.run(
            sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { await runs.increment(); return "sunny in \($0.city)" }]) {
            if case .event(.sessionTurnItemAdded) = element { calls += 1 }
            if case .toolResult = element { results += 1 }
        }
        #expect(calls == 2 && results == 1)
        #expect(await runs.value == 1)
        #expect(try await script.log().requests.count == 2)
    }

    /// Two calls run at once: each handler waits for the other to start.
    @Test func callsRunConcurrently() async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1"), Self.functionCall("call_2", arguments: ["city": "Rome"])])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 3)
        let started = StartedHandlers()
        let weather = try TypedTool("get_weather", arguments: City.self)
        let handler = ToolHandler(weather) { city in
            await started.increment()
            for _ in 0..<1000 where await started.value < 2 { try await Task.sleep(nanoseconds: 10_000_000) }
            return await started.value == 2 ? "together in \(city.city)" : "alone in \(city.city)"
        }
        var results: [String: String] = [:]
        for try await element in Self.client(script).agents.sessions.run(sessionID: Self.session, input: "Weather?", tools: [handler]) {
            if case .toolResult(let result) = element { results[result.callID] = result.output }
        }
        #expect(results == ["call_1": "together in Paris", "call_2": "together in Rome"])
        let posted = try await script.log().requests.dropFirst().compactMap { $0.bodyJSON?["events"]?[0]?["call_id"]?.stringValue }
        #expect(Set(posted) == ["call_1", "call_2"])
    }

    /// The call's event can arrive before the server registers the call: its 400 is retried
    /// with the same idempotency key.
    @Test func anUnknownPendingCallIsRetriedWithTheSameKey() async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1")])
        let race: JSONValue = ["error": ["message": "Unknown pending tool call: call_1", "type": "invalid_request_error",
                                         "code": "invalid_request_error", "param": nil]]
        let script = try await LoopbackServer.shared().agentSession(
            before: before, after: after, waitFor: 3, replies: [(200, [:]), (400, race)])
        let weather = try TypedTool("get_weather", arguments: City.self)
        var results = 0
        for try await element in Self.client(script).agents.sessions.run(
            sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
            if case .toolResult = element { results += 1 }
        }
        #expect(results == 1)
        let requests = try await script.log().requests
        try #require(requests.count == 3)
        #expect(requests[1].bodyJSON == requests[2].bodyJSON)
        #expect(requests[1].headers["idempotency-key"] == requests[2].headers["idempotency-key"])
        #expect(requests[0].headers["idempotency-key"] != requests[1].headers["idempotency-key"])
    }

    /// Past `maxToolCalls`, and for a tool no handler knows, the run throws after yielding the
    /// call's event and posts nothing for it.
    @Test(arguments: [("get_weather", 0), ("get_time", 5)])
    func aCallPastTheLimitOrWithoutAHandlerEndsTheRun(tool: String, maxToolCalls: Int) async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1", name: tool)])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: after, waitFor: 2, timeout: 2)
        let weather = try TypedTool("get_weather", arguments: City.self)
        var events: [AgentSessionEvent] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await element in Self.client(script).agents.sessions.run(
                sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }], maxToolCalls: maxToolCalls) {
                if let event = element.event { events.append(event) }
            }
        }
        #expect(error?.kind == .invalidRequest)
        guard case .sessionTurnItemAdded? = events.last else { Issue.record("the call's event was not yielded first: \(events)"); return }
        #expect(try await script.log().requests.count == 1)
    }

    /// A result the server refuses ends the run with that error, at once (the session would
    /// wait for the result), after every event received.
    @Test func aResultThatCannotBePostedEndsTheRunAfterTheEventsReceived() async throws {
        let (before, after) = Self.script(calls: [Self.functionCall("call_1")])
        let refused: JSONValue = ["error": ["message": "the session is busy", "type": "server_error", "code": nil, "param": nil]]
        let script = try await LoopbackServer.shared().agentSession(
            before: before, after: after, waitFor: 3, timeout: 30, replies: [(200, [:]), (500, refused)])
        let weather = try TypedTool("get_weather", arguments: City.self)
        var events = 0
        let start = Date()
        let error = await #expect(throws: AIClientError.self) {
            for try await element in Self.client(script).agents.sessions.run(
                sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
                if element.event != nil { events += 1 }
            }
        }
        #expect(error?.status == 500)
        #expect(events == 4)
        // Well before the server would go on without the result (30 s): the refused result's
        // retries take a few seconds, more on a loaded machine (6.8 s under a full CI run).
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// A stream that ends before the session is idle is an incomplete stream, reported after
    /// the results already posted.
    @Test func aStreamCutBeforeTheIdleIsIncompleteAfterTheResults() async throws {
        let (before, _) = Self.script(calls: [Self.functionCall("call_1")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: "", waitFor: 2)
        let weather = try TypedTool("get_weather", arguments: City.self)
        var kinds: [String] = []
        let error = await #expect(throws: AIClientError.self) {
            for try await element in Self.client(script).agents.sessions.run(
                sessionID: Self.session, input: "Weather?", tools: [ToolHandler(weather) { "sunny in \($0.city)" }]) {
                kinds.append(element.event == nil ? "result" : "event")
            }
        }
        #expect(error?.kind == .incompleteStream)
        #expect(kinds.filter { $0 == "event" }.count == 4 && kinds.contains("result"))
    }

    /// `cancel()` ends a run that waits for events, at once.
    @Test func cancelEndsARunThatWaits() async throws {
        let before = AgentSessionScript.sse([Self.turnEvent("agent.session.turn.created", id: "ev_1")])
        let script = try await LoopbackServer.shared().agentSession(before: before, after: "", waitFor: 99, timeout: 30)
        let run = Self.client(script).agents.sessions.run(sessionID: Self.session, input: "Hello", tools: [])
        let start = Date()
        let reader = Task {
            var count = 0
            for try await _ in run { count += 1 }
            return count
        }
        try await Task.sleep(nanoseconds: 300_000_000)
        run.cancel()
        await #expect(throws: CancellationError.self) { _ = try await reader.value }
        // Well before the server's own end (30 s), also on a loaded machine.
        #expect(Date().timeIntervalSince(start) < 20)
    }

    /// How many handlers started: what handlers running at once share.
    actor StartedHandlers {
        private(set) var value = 0
        func increment() { value += 1 }
    }
}
