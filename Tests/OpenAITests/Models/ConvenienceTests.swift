import AIClientRuntime
import Foundation
import OpenAI
import Testing

/// The official SDKs' conveniences (issue 10): transcription `.text` across formats and
/// embeddings as `[Float]` from either encoding.
@Suite struct ConvenienceTests {
    @Test func transcriptionTextInEveryJSONFormat() throws {
        let plain = try JSONDecoder().decode(CreateTranscriptionResponse.self, from: Data(#"{"text":"Hello"}"#.utf8))
        #expect(plain.text == "Hello")
        let verbose = try JSONDecoder().decode(CreateTranscriptionResponse.self, from: Data(
            #"{"task":"transcribe","language":"english","duration":1.0,"text":"Hi there","segments":[]}"#.utf8))
        #expect(verbose.text == "Hi there")
    }

    @Test func embeddingsAsFloatsFromArraysAndBase64() throws {
        let floats: [Float] = [0.5, -1.25, 3]
        var bytes: [UInt8] = []
        for value in floats {
            let bits = value.bitPattern
            bytes += [UInt8(bits & 0xFF), UInt8(bits >> 8 & 0xFF), UInt8(bits >> 16 & 0xFF), UInt8(bits >> 24)]
        }
        let base64 = Data(bytes).base64EncodedString()
        let response = try JSONDecoder().decode(CreateEmbeddingResponse.self, from: Data("""
            {"object":"list","model":"text-embedding-3-small","usage":{"prompt_tokens":1,"total_tokens":1},
             "data":[{"object":"embedding","index":0,"embedding":[0.5,-1.25,3]},
                     {"object":"embedding","index":1,"embedding":"\(base64)"}]}
            """.utf8))
        #expect(try response.vectors == [floats, floats])
    }

    @Test func badBase64IsADecodingError() {
        let embedding = Embedding(index: 0, embedding: .base64("not base64!"))
        #expect {
            _ = try embedding.vector
        } throws: { error in
            (error as? AIClientError)?.kind == .decoding
        }
    }
}
