import Foundation
import PetChat

// `swift run PetChatDemo [BASE_URL]`: lists the agents of a Pet Chat server with the client the
// build plugin generated from Sources/PetChat/openapi.yaml.
let arguments = CommandLine.arguments.dropFirst()
let baseURL = arguments.first.flatMap(URL.init(string:)) ?? PetChatClient.defaultBaseURL
let client = PetChatClient(apiKey: ProcessInfo.processInfo.environment["PETCHAT_API_KEY"] ?? "", baseURL: baseURL)
do {
    for agent in try await client.agents.list() {
        print(agent.id, agent.name)
    }
} catch {
    print("error: \(error)")
    exit(1)
}
