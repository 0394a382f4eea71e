import Anthropic
import Testing

/// The compiled client has a method for every operation of Spec/anthropic.json and of the
/// endpoints Spec/anthropic.overlay.yaml adds from the SDKs' documented surface.
@Suite struct EndpointCountTests {
    /// The upstream spec's operations (Spec/README.md).
    static let upstream = 97
    /// Added by the overlay: Dreams (5) and the environment work queue stats (1).
    static let added = 6

    @Test func everyOperationIsAnEndpoint() {
        #expect(AnthropicGeneratedManifest.operationCount == Self.upstream + Self.added)
        #expect(AnthropicGeneratedManifest.endpointCount == Self.upstream + Self.added)
    }
}
