import OpenAI
import Testing

/// The compiled client has a method for every operation of Spec/openai.yaml and of the 101 that
/// openai-python 3.57.0 adds (Spec/merge/openai.overlay.json).
@Suite struct EndpointCountTests {
    @Test func everyOperationIsAnEndpoint() {
        #expect(OpenAIGeneratedManifest.operationCount == 288 + 101)
        #expect(OpenAIGeneratedManifest.endpointCount == 288 + 101)
    }
}
