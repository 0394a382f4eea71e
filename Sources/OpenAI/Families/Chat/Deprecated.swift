import Foundation

/// Reads members that the spec marks deprecated, which the accumulators must still carry over,
/// without a deprecation warning in our own build: through protocols that the deprecated
/// members satisfy, so no use site names them.
enum Deprecated {
    static func systemFingerprint(of chunk: CreateChatCompletionStreamResponse) -> String? {
        (chunk as any SystemFingerprintReading).systemFingerprint
    }

    static func functionCall(of delta: ChatCompletionStreamResponseDelta) -> ChatCompletionStreamResponseDelta.FunctionCall? {
        (delta as any FunctionCallReading).functionCall
    }
}

protocol SystemFingerprintReading {
    var systemFingerprint: String? { get }
}

protocol FunctionCallReading {
    var functionCall: ChatCompletionStreamResponseDelta.FunctionCall? { get }
}

extension CreateChatCompletionStreamResponse: SystemFingerprintReading {}
extension ChatCompletionStreamResponseDelta: FunctionCallReading {}
