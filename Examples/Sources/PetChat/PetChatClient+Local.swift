import AIClientRuntime
import Foundation

// Hand-written code lives beside the generated client, in the same module: this file also
// gives the target the source file SwiftPM requires (everything else is generated).
extension PetChatClient {
    /// A client for a Pet Chat server on this machine (no credentials).
    public static func local(port: Int, transport: any HTTPTransport = URLSessionTransport()) -> PetChatClient {
        let url = URL(string: "http://127.0.0.1:\(port)/v1") ?? PetChatClient.defaultBaseURL
        return PetChatClient(apiKey: "", baseURL: url, transport: transport)
    }
}
