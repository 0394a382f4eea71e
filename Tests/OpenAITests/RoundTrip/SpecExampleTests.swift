import Foundation
import RoundTripSupport
import Testing

/// Every JSON example in Spec/openai.yaml that belongs to a component schema decodes into the
/// generated type and re-encodes to the same JSON (see `SpecExampleCheck` for what counts).
@Suite struct SpecExampleTests {
    static let evalTemplate = """
        The template union of `EasyInputMessage` and `EvalItem` cannot tell them apart (both \
        require `role` and `content`, neither has a tag), so the first is chosen; the example's \
        single-object `content`, which only `EvalItem` allows, is kept as unknown and re-encodes \
        unchanged.
        """

    /// Examples that contradict their own schema, with no recorded traffic to say which is
    /// right (so no overlay), or that the spec makes ambiguous.
    static let known: [String: String] = [
        "components/schemas/EvalRun x-oaiMeta example": evalTemplate,
        "GET /evals/{eval_id}/runs x-oaiMeta examples[0] response": evalTemplate,
        "POST /evals/{eval_id}/runs x-oaiMeta examples[0] response": evalTemplate,
        "GET /evals/{eval_id}/runs/{run_id} x-oaiMeta examples[0] response": evalTemplate,
        "POST /evals/{eval_id}/runs/{run_id} x-oaiMeta examples[0] response": evalTemplate,
        "components/schemas/GraderMulti x-oaiMeta example":
            "`graders` is declared as one grader; the example has an array of graders.",
        "components/schemas/RealtimeTranscriptionSessionCreateResponseGA x-oaiMeta example":
            "The example's `audio.input.format` is the beta-era string `pcm16`; the GA schema declares `{type: audio/pcm, rate}` objects.",
        "components/schemas/ResponseQueuedEvent x-oaiMeta example":
            "The example's `response.created_at` is an ISO date; the schema, and every recorded response, has Unix seconds.",
        "components/schemas/BetaResponseQueuedEvent x-oaiMeta example":
            "The example's `response.created_at` is an ISO date; the schema, and every recorded response, has Unix seconds.",
        "POST /fine_tuning/alpha/graders/run x-oaiMeta examples[0] \"Score text alignment\" response":
            "`metadata.token_usage` is declared an integer; the example has an object of token counts.",
        "POST /vector_stores/{vector_store_id}/search x-oaiMeta examples[0] response":
            "`search_query` is declared an array of strings; the example has one string.",
        "POST /responses/compact x-oaiMeta examples[0] response":
            "The SDK spec declares `output` as output items; the example's first item is the user's input message (`input_text` content), which only an input item can be.",
        "POST /responses/compact?beta=true x-oaiMeta examples[0] response":
            "As for `POST /responses/compact`: the example's input message is no output item.",
        "GET /chatkit/threads/{thread_id}/items x-oaiMeta examples[0] response":
            "The example's item types (`user_message`) lack the `chatkit.` prefix the schema declares (`chatkit.user_message`).",
    ]

    @Test func everyExampleRoundTrips() throws {
        let fixture = try SpecFixture(configName: "openai")
        let report = SpecExampleCheck.run(fixture, codec: SchemaCodec(decode: SchemaRegistry.decode))
        print(report.text(known: Self.known))
        // Guards against collecting nothing: the spec has hundreds of examples.
        #expect(report.total > 500)
        let (unexpected, stale) = report.unexpected(known: Self.known)
        let unexpectedIDs = unexpected.map(\.id)
        #expect(unexpectedIDs.isEmpty, "examples that failed to round-trip; see the report above")
        #expect(stale.isEmpty, "listed as failing but now pass")
    }
}
