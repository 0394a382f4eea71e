import AIClientRuntime
import AIClientsTestSupport
import Anthropic
import Foundation
import Testing

/// The endpoints Spec/anthropic.overlay.yaml adds from the SDKs' documented surface (the
/// upstream spec has 97 operations, the SDKs 144), called through the generated client against
/// the loopback server: the request is the one anthropic-sdk-typescript 0.120.0 sends
/// (`src/resources/beta/dreams.ts`, `src/resources/beta/environments/work.ts`) and a reply of
/// the documented shape decodes.
@Suite(.timeLimit(.minutes(10)))
struct OverlayAddedEndpointsTests {
    /// A dream as the SDK's `BetaDream` type describes it, mid-run.
    static let runningDream: JSONValue = [
        "id": "dream_011CZkZ9X2dpNyB7HsEFoRfW",
        "type": "dream",
        "status": "running",
        "created_at": "2026-08-20T09:15:02Z",
        "ended_at": nil,
        "archived_at": nil,
        "error": nil,
        "inputs": [
            ["type": "memory_store", "memory_store_id": "memstore_011CZkZAbc"],
            ["type": "sessions", "session_ids": ["sesn_011CZkZ1", "sesn_011CZkZ2"]],
        ],
        "instructions": "Merge duplicate notes about the customer's deployment.",
        "model": ["id": "claude-opus-4-7", "speed": "standard"],
        "output_behavior": ["type": "create_new"],
        "outputs": [["type": "memory_store", "memory_store_id": "memstore_011CZkZOut"]],
        "session_id": "sesn_011CZkZDream",
        "usage": [
            "input_tokens": 18_230, "output_tokens": 2_114,
            "cache_creation_input_tokens": 0, "cache_read_input_tokens": 12_800,
        ],
    ]

    /// `runningDream` with some members replaced.
    static func dream(_ changes: [String: JSONValue]) -> JSONValue {
        guard case .object(var members) = runningDream else { return runningDream }
        members.merge(changes) { $1 }
        return .object(members)
    }

    /// The headers every call of these tests sends: the client's key, version and betas (the
    /// method's own beta, which the SDK adds too, is one of them here: SDKBetaHeaderTests).
    func expectClientHeaders(_ request: RecordedRequest, beta: String) {
        #expect(request.headers["x-api-key"] == AnthropicClient.testKey)
        #expect(request.headers["anthropic-version"] == AnthropicClient.defaultVersion)
        #expect(request.headers["anthropic-beta"] == beta)
        #expect(request.headers["authorization"] == nil)
    }

    /// The paths the overlay adds. The overlay's `update` merges into what is there, so once a
    /// spec bump brings one of them, the hand-written text would overwrite upstream's: this test
    /// says when to delete the additions (Spec/README.md, "Adding an endpoint the SDKs document").
    static let addedPaths = [
        "/v1/dreams?beta=true", "/v1/dreams/{dream_id}?beta=true", "/v1/dreams/{dream_id}/archive?beta=true",
        "/v1/dreams/{dream_id}/cancel?beta=true", "/v1/environments/{environment_id}/work/stats?beta=true",
    ]

    @Test func theUpstreamSpecStillLacksTheAddedEndpoints() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        let data = try Data(contentsOf: root.appendingPathComponent("Spec/anthropic.json"))
        let spec = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let paths = try #require(spec["paths"] as? [String: Any])
        let schemas = try #require((spec["components"] as? [String: Any])?["schemas"] as? [String: Any])
        let upstream = Set(paths.keys)
        #expect(Self.addedPaths.filter(upstream.contains).isEmpty, "the spec now has these: delete their overlay actions")
        #expect(schemas["BetaDream"] == nil && schemas["BetaSelfHostedWorkQueueStats"] == nil)
    }

    @Test func createDream() async throws {
        let session = try await LoopbackServer.shared().mockSession([.json(Self.runningDream)])
        let claude = AnthropicClient.loopback(session, betas: ["dreaming-2026-04-21"])

        let dream = try await claude.beta.dreams.create(.init(
            inputs: [
                .memoryStore(.init(memoryStoreID: "memstore_011CZkZAbc")),
                .sessions(.init(sessionIDs: ["sesn_011CZkZ1", "sesn_011CZkZ2"])),
            ],
            model: .configParam(.init(id: "claude-opus-4-7", speed: .standard)),
            instructions: "Merge duplicate notes about the customer's deployment."))

        let request = try await session.onlyRequest()
        #expect(request.method == "POST")
        #expect(request.path == "/v1/dreams")
        #expect(request.rawQuery == "beta=true")
        expectClientHeaders(request, beta: "dreaming-2026-04-21")
        #expect(request.headers["content-type"] == "application/json")
        #expect(request.bodyJSON == [
            "inputs": [
                ["type": "memory_store", "memory_store_id": "memstore_011CZkZAbc"],
                ["type": "sessions", "session_ids": ["sesn_011CZkZ1", "sesn_011CZkZ2"]],
            ],
            "model": ["id": "claude-opus-4-7", "speed": "standard"],
            "instructions": "Merge duplicate notes about the customer's deployment.",
        ])

        #expect(dream.id == "dream_011CZkZ9X2dpNyB7HsEFoRfW")
        #expect(dream.status == .running)
        #expect(dream.endedAt == nil)
        #expect(dream.error == nil)
        #expect(dream.inputs.count == 2)
        guard case .sessions(let sessions)? = dream.inputs.last else {
            Issue.record("expected a sessions input, got \(String(describing: dream.inputs.last))")
            return
        }
        #expect(sessions.sessionIDs == ["sesn_011CZkZ1", "sesn_011CZkZ2"])
        #expect(dream.model.id == "claude-opus-4-7")
        #expect(dream.model.speed == .standard)
        guard case .createNew = dream.outputBehavior else {
            Issue.record("expected create_new, got \(dream.outputBehavior)")
            return
        }
        #expect(dream.outputs.map(\.memoryStoreID) == ["memstore_011CZkZOut"])
        #expect(dream.usage.inputTokens == 18_230)
        #expect(dream.usage.cacheReadInputTokens == 12_800)
    }

    @Test func createDreamWithAModelStringAndAnExistingStore() async throws {
        let failed = Self.dream([
            "status": "failed", "ended_at": "2026-08-20T09:16:40Z",
            "error": ["type": "memory_store_archived", "message": "The input memory store was archived."],
            "output_behavior": ["type": "update_existing", "memory_store_id": "memstore_011CZkZAbc"],
        ])
        let session = try await LoopbackServer.shared().mockSession([.json(failed)])
        let claude = AnthropicClient.loopback(session, betas: ["dreaming-2026-04-21"])

        let dream = try await claude.beta.dreams.create(.init(
            inputs: [.memoryStore(.init(memoryStoreID: "memstore_011CZkZAbc"))], model: "claude-opus-4-7",
            outputBehavior: .updateExisting(.init(memoryStoreID: "memstore_011CZkZAbc"))))

        #expect(try await session.onlyRequest().bodyJSON == [
            "inputs": [["type": "memory_store", "memory_store_id": "memstore_011CZkZAbc"]],
            "model": "claude-opus-4-7",
            "output_behavior": ["type": "update_existing", "memory_store_id": "memstore_011CZkZAbc"],
        ])
        #expect(dream.status == .failed)
        #expect(dream.error?.type == "memory_store_archived")
        guard case .updateExisting(let target) = dream.outputBehavior else {
            Issue.record("expected update_existing, got \(dream.outputBehavior)")
            return
        }
        #expect(target.memoryStoreID == "memstore_011CZkZAbc")
    }

    @Test func listDreamsSendsTheFiltersAndFollowsNextPage() async throws {
        let completed = Self.dream(["id": "dream_011CZkZ0ld", "status": "completed"])
        let session = try await LoopbackServer.shared().mockSession([
            .json(["data": [Self.runningDream], "next_page": "page_MjAyNi0wOC0yMFQwOToxNTowMlo="]),
            .json(["data": [completed], "next_page": nil]),
        ])
        let claude = AnthropicClient.loopback(session, betas: ["dreaming-2026-04-21"])

        var ids: [String] = []
        for try await dream in claude.beta.dreams.list(
            limit: 1, includeArchived: false, statuses: [.running, .completed], createdAtGt: "2026-08-01T00:00:00Z") {
            ids.append(dream.id)
        }
        #expect(ids == ["dream_011CZkZ9X2dpNyB7HsEFoRfW", "dream_011CZkZ0ld"])

        let requests = try await session.requests()
        #expect(requests.count == 2)
        for request in requests {
            #expect(request.method == "GET")
            #expect(request.path == "/v1/dreams")
            expectClientHeaders(request, beta: "dreaming-2026-04-21")
        }
        // The SDK's query format: arrays as `statuses[]=…` repeated, brackets percent-encoded.
        let filters = "limit=1&include_archived=false&statuses%5B%5D=running&statuses%5B%5D=completed"
            + "&created_at%5Bgt%5D=2026-08-01T00%3A00%3A00Z"
        #expect(requests.first?.rawQuery == "beta=true&" + filters)
        #expect(requests.last?.query["page"] == ["page_MjAyNi0wOC0yMFQwOToxNTowMlo="])
    }

    @Test func environmentWorkQueueStats() async throws {
        let stats: JSONValue = [
            "type": "work_queue_stats", "depth": 3, "pending": 1,
            "oldest_queued_at": "2026-08-20T09:10:00Z", "workers_polling": nil,
        ]
        let session = try await LoopbackServer.shared().mockSession([.json(stats)])
        let claude = AnthropicClient.loopback(session, betas: ["managed-agents-2026-04-01"])

        let result = try await claude.beta.environments.work.stats(environmentID: "env_011CZkZ9X2dpNyB7HsEFoRfW")

        let request = try await session.onlyRequest()
        #expect(request.method == "GET")
        #expect(request.path == "/v1/environments/env_011CZkZ9X2dpNyB7HsEFoRfW/work/stats")
        #expect(request.rawQuery == "beta=true")
        expectClientHeaders(request, beta: "managed-agents-2026-04-01")
        #expect(request.bodySize == 0)
        #expect(result.depth == 3)
        #expect(result.pending == 1)
        #expect(result.oldestQueuedAt == "2026-08-20T09:10:00Z")
        #expect(result.workersPolling == nil)
    }
}
