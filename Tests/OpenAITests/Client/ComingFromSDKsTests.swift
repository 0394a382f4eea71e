import AIClientRuntime
import AIClientsTestSupport
import Foundation
import OpenAI
import Testing

/// docs/call-sites.md, "Coming from the official SDKs" (issue 33): the OpenAI habits of the
/// Python and TypeScript SDKs as written here. Compiled, not run (the loopback tests of each
/// call are elsewhere); the page must read the same.
@Suite struct ComingFromSDKsTests {
    struct Weather: Decodable { var city: String }

    @Test func thePageShowsThisCode() throws {
        let mismatch = try ReadmeSnippet.mismatch("coming-from-openai", source: URL(fileURLWithPath: #filePath), document: ReadmeSnippet.callSites)
        #expect(mismatch == nil, "\(mismatch ?? "")")
    }

    static func habits(client: OpenAIClient, file: OpenAIFile) async throws {
        // README: coming-from-openai
        let completion = try await client.chat.completions.create(.init(
            messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
        let response = try await client.responses.create(.init(model: "gpt-5", input: "Hi"))
        print(completion.choices.first?.message.content ?? "", response.outputText ?? "")

        for try await chunk in try await client.chat.completions.stream(.init(messages: [.user("Hi")], model: "gpt-4o")) {
            print(chunk.choices.first?.delta.content ?? "", terminator: "")
        }
        let embeddings = try await client.embeddings.create(.init(input: "Swift is fast", model: "text-embedding-3-small"))
        let vector: [Float] = try embeddings.data[0].vector
        for model in try await client.models.list().data { print(model.id) }
        let batch = try await client.batches.create(.init(inputFileID: file.id, endpoint: .v1ChatCompletions))
        let parsed = try await client.responses.parse(.init(model: "gpt-5", input: "Weather in Paris?"), as: Weather.self)
        print(vector.count, batch.id, parsed.value.city)

        let local = OpenAIClient(apiKey: "", baseURL: "http://localhost:11434/v1")   // Ollama
        do {
            _ = try await local.models.list()
        } catch let error as AIClientError {
            switch error.kind {
            case .http where error.status == 429: print("rate limited; retry after", error.retryAfter ?? 1, "s")
            case .transport, .timeout: print("network:", error.message ?? "")
            default: print(error.message ?? "")   // kinds are open: new ones land here
            }
        }
        // README: end
    }

    /// The page's local client points where the text says, with no `Authorization`.
    @Test func theLocalClientOfThePage() {
        let local = OpenAIClient(apiKey: "", baseURL: "http://localhost:11434/v1")
        #expect(local.core.baseURL.absoluteString == "http://localhost:11434/v1")
    }
}
