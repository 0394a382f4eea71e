import AIClientRuntime
import Foundation

// Hand-written code beside the client the GenerateClient plugin generates from openapi.yaml in
// this folder (the target needs at least one Swift file of its own).
extension TextGenerationClient {
    /// The text generated for `prompt`: `POST /generate` without details.
    public func text(for prompt: String, parameters: GenerateParameters? = nil) async throws -> String {
        try await generate.create(GenerateRequest(inputs: prompt, parameters: parameters)).generatedText
    }
}
