import ChatOnlyMainActor
import Foundation

// The chat-only client generated into a MainActor-by-default target, with its stream events,
// used off the main actor. (In a file of its own: its types have the names of OpenAIChat's.)
nonisolated func chatOnlyText(baseURL: URL) async throws -> String {
    let client = OpenAIClient(apiKey: "sk-none", baseURL: baseURL)
    var text = ""
    for try await chunk in try await client.chat.completions.stream(.init(messages: [.user("Hello")], model: "gpt-4o")) {
        text += chunk.choices.first?.delta.content ?? ""
    }
    return text
}
