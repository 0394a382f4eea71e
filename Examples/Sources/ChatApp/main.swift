import Foundation
import OpenAIChat

// Built on the `OpenAIChat` product alone (chat, completions, embeddings, models,
// moderations, files, uploads, batches): an app that chats compiles only that family. A call
// needs a key (and reaches the network), so it runs only when OPENAI_API_KEY is set.
guard let key = ProcessInfo.processInfo.environment["OPENAI_API_KEY"] else {
    print("OpenAIChat: the chat family")
    exit(0)
}
let client = OpenAIClient(apiKey: key)
// README: chat-product
let completion = try await client.chat.completions.create(.init(
    messages: [.user("Write a haiku about Swift")], model: "gpt-4o"))
print(completion.choices.first?.message.content ?? "")
// README: end
