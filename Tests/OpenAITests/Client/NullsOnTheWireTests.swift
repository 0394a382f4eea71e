import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// Absent and `null` are two things on the wire: an update that clears a member sends `null`,
/// one that leaves it alone sends nothing (docs/decoding-policy.md, "Absent versus null in
/// requests"). Checked in what the loopback server received.
@Suite(.timeLimit(.minutes(10)))
struct NullsOnTheWireTests {
    static let store: JSONValue = [
        "id": "vs_1", "object": "vector_store", "created_at": 1, "name": "notes", "usage_bytes": 0, "status": "completed",
        "file_counts": ["in_progress": 0, "completed": 0, "failed": 0, "cancelled": 0, "total": 0],
        "last_active_at": nil, "metadata": nil,
    ]

    @Test func anUpdateSendsTheNullsItListsAndNothingElse() async throws {
        let session = try await LoopbackServer.shared().mockSession(Array(repeating: .json(Self.store), count: 3))
        let client = OpenAIClient.loopback(session)
        let id = "vs_1"
        // README: clear-expiry
        let update = UpdateVectorStoreRequest().sendingNull(.expiresAfter)   // {"expires_after":null}
        let store = try await client.vectorStores.update(vectorStoreID: id, update)
        // README: end
        _ = try await client.vectorStores.update(vectorStoreID: id, .init(name: "renamed"))
        // README: extra-null
        let cleared = try await client.vectorStores.update(vectorStoreID: id, .init(),
                                                           options: .init(extraBody: ["expires_after": .null]))
        // README: end
        #expect(store.id == "vs_1" && cleared.id == "vs_1")
        let bodies = try await session.requests().map(\.bodyJSON)
        #expect(bodies == [["expires_after": nil], ["name": "renamed"], ["expires_after": nil]])
        for name in ["clear-expiry", "extra-null"] {
            let mismatch = try ReadmeSnippet.mismatch(name, source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.repository.appendingPathComponent("docs/decoding-policy.md"))
            #expect(mismatch == nil, "\(mismatch ?? "")")
        }
    }

    /// A decoded value lists nothing: `null` and absent both decode as nil, and encode as absent.
    @Test func aDecodedValueListsNoNulls() throws {
        let decoded = try ClientJSONDecoder().decode(UpdateVectorStoreRequest.self, from: Data(#"{"name":null,"metadata":{"a":"b"}}"#.utf8))
        #expect(decoded.name == nil)
        #expect(decoded.nulls.isEmpty && decoded.nullNames.isEmpty)
        #expect(decoded == UpdateVectorStoreRequest(metadata: ["a": "b"]))
    }
}
