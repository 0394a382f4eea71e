import Anthropic
import Testing

/// The compiled client has a method for every operation of Spec/anthropic.json, of those the
/// merge of anthropic 2.14.0 adds (Spec/merge/anthropic.overlay.json) and of the endpoints
/// Spec/anthropic.overlay.yaml adds from the SDKs' documented surface.
@Suite struct EndpointCountTests {
    /// The upstream spec's operations (Spec/README.md).
    static let upstream = 97
    /// Added by the overlay: Dreams (5) and the environment work queue stats (1).
    static let added = 6
    /// Added by the merge of anthropic 2.14.0 (Spec/merge/anthropic.report.md: 301, less the 6
    /// the overlay adds itself, whose merged copies it removes).
    static let merged = 295

    @Test func everyOperationIsAnEndpoint() {
        #expect(AnthropicGeneratedManifest.operationCount == Self.upstream + Self.added + Self.merged)
        #expect(AnthropicGeneratedManifest.endpointCount == Self.upstream + Self.added + Self.merged)
    }
}
