import Anthropic
import Testing

/// The compiled client has a method for every operation of Spec/anthropic.json.
@Suite struct EndpointCountTests {
    @Test func everyOperationIsAnEndpoint() {
        #expect(AnthropicGeneratedManifest.operationCount == 97)
        #expect(AnthropicGeneratedManifest.endpointCount == 97)
    }
}
