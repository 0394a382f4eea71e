import OpenAI
import Testing

/// The compiled client has a method for every operation of Spec/openai.yaml.
@Suite struct EndpointCountTests {
    @Test func everyOperationIsAnEndpoint() {
        #expect(OpenAIGeneratedManifest.operationCount == 288)
        #expect(OpenAIGeneratedManifest.endpointCount == 288)
    }
}
