import Foundation
import OpenAIChat
import PetChatMainActor

// An app target as Xcode 26 makes them (MainActor by default, nonisolated async functions
// that run on the caller's actor, isolated conformances inferred: see Package.swift) calls a
// client the build plugin generated into such a target, and a family product, from code that
// is not on the main actor. `swift run MainActorApp` needs no server: its requests go to a closed port.

nonisolated func agentNames(_ client: PetChatClient) async throws -> [String] {
    try await client.agents.list().map(\.name)
}

nonisolated func decodeCompletion(_ data: Data) throws -> CreateChatCompletionResponse {
    try JSONDecoder().decode(CreateChatCompletionResponse.self, from: data)
}

nonisolated func streamedText(_ client: OpenAIClient) async throws -> String {
    var text = ""
    for try await chunk in try await client.chat.completions.stream(.init(messages: [.user("Hello")], model: "gpt-4o")) {
        text += chunk.choices.first?.delta.content ?? ""
    }
    return text
}

let unreachable = URL(string: "http://127.0.0.1:9/v1") ?? PetChatClient.defaultBaseURL
let body = #"{"id":"chatcmpl-1","object":"chat.completion","created":1,"model":"gpt-4o","choices":[]}"#
let (decoded, refused) = await Task.detached {
    let decoded = (try? decodeCompletion(Data(body.utf8)))?.id ?? "nothing"
    let refused = [
        (try? await agentNames(PetChatClient(apiKey: "", baseURL: unreachable))) == nil,
        (try? await streamedText(OpenAIClient(apiKey: "sk-none", baseURL: unreachable))) == nil,
        (try? await chatOnlyText(baseURL: unreachable)) == nil,
    ]
    return (decoded, refused.filter { $0 }.count)
}.value
print("decoded off the main actor: \(decoded); requests to a closed port that failed: \(refused) of 3")
