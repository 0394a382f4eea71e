import Foundation
import OpenAIResponses

// Built on the `OpenAIResponses` product alone (responses, conversations and the Responses
// WebSocket events): an app on the Responses API compiles only that family. A call needs a
// key (and reaches the network), so it runs only when OPENAI_API_KEY is set.
guard let key = ProcessInfo.processInfo.environment["OPENAI_API_KEY"] else {
    print("OpenAIResponses: the Responses family")
    exit(0)
}
let client = OpenAIClient(apiKey: key)
// README: responses-product
let response = try await client.responses.create(.init(model: "gpt-5", input: "Write a haiku about Swift"))
print(response.outputText ?? "")
// README: end
