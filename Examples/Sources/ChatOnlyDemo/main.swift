import Foundation
import ChatOnly

// Builds against the chat-only client; a call needs a key (and reaches the network), so it
// runs only when OPENAI_API_KEY is set.
guard let key = ProcessInfo.processInfo.environment["OPENAI_API_KEY"] else {
    print("ChatOnly: \(ChatOnlyGeneratedManifest.endpointCount) operations")
    exit(0)
}
let client = OpenAIClient(apiKey: key)
// README: chat-only
let completion = try await client.chat.completions.create(.init(
    messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
print(completion.choices.first?.message.content ?? "")
// README: end
