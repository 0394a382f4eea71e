import AIClientRuntime
import Anthropic
import Foundation
import Testing

@Suite struct AnthropicForwardCompatibilityTests {
    @Test func pingAndUnknownEventsDecode() throws {
        let ping = try JSONDecoder().decode(MessageStreamEvent.self, from: Data(#"{"type":"ping"}"#.utf8))
        #expect({ if case .ping = ping { return true } else { return false } }())
        let future = try JSONDecoder().decode(MessageStreamEvent.self, from: Data(#"{"type":"thought_bubble","index":1}"#.utf8))
        #expect(future == .unknown(["type": "thought_bubble", "index": 1]))
    }

    @Test func contentBlockDeltaDecodesTextDeltas() throws {
        let text = #"{"type":"content_block_delta","index":0,"delta":{"type":"text_delta","text":"Hello"}}"#
        let event = try JSONDecoder().decode(MessageStreamEvent.self, from: Data(text.utf8))
        guard case .contentBlockDelta(let delta) = event else {
            Issue.record("expected .contentBlockDelta, got \(event)")
            return
        }
        #expect(delta.index == 0)
        #expect(String(describing: delta.delta).contains("Hello"))
    }
}
