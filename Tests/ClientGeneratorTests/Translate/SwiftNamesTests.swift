import Testing
@testable import ClientGenerator

@Suite struct SwiftNamesTests {
    @Test(arguments: [
        ("max_tokens", "maxTokens"),
        ("self-harm/intent", "selfHarmIntent"),
        ("1024x1024", "_1024x1024"),
        ("default", "`default`"),
        ("24h", "_24h"),
        ("type", "type"),
        ("URL", "url"),
        ("image_url", "imageURL"),
        ("file_id", "fileID"),
        ("vector_store_ids", "vectorStoreIDs"),
        ("identity", "identity"),
        ("HTTPHeaders", "httpHeaders"),
        ("gpt-4o-mini", "gpt4oMini"),
        ("response.output_text.delta", "responseOutputTextDelta"),
        ("in", "`in`"),
        ("", "_empty"),
        ("x-stainless-const", "xStainlessConst"),
        ("auto", "auto"),
    ])
    func memberNames(input: String, expected: String) {
        #expect(SwiftNames.member(input) == expected)
    }

    @Test(arguments: [
        // SCREAMING_SNAKE values read as camelCase words, not `stopSEQUENCE`.
        ("STOP_SEQUENCE", "stopSequence"),
        ("MAX_TOKENS", "maxTokens"),
        ("FILE_ID", "fileID"),
        ("END_TURN", "endTurn"),
        // Digits that would run together keep a `_` between them; dates are set apart.
        ("claude-sonnet-4-5", "claudeSonnet4_5"),
        ("claude-haiku-4-5-20251001", "claudeHaiku4_5_20251001"),
        ("claude-3-haiku-20240307", "claude3Haiku_20240307"),
        ("gpt-4o-2024-08-06", "gpt4o_2024_08_06"),
        ("gpt-3.5-turbo-16k-0613", "gpt3_5Turbo16k_0613"),
        ("gpt-4-32k-0314", "gpt4_32k_0314"),
        ("text-embedding-3-small", "textEmbedding3Small"),
        ("o3-mini", "o3Mini"),
    ])
    func wordsAndDigitsReadNaturally(input: String, expected: String) {
        #expect(SwiftNames.member(input) == expected)
    }

    @Test(arguments: [
        ("1h", "CacheControlEphemeral.Ttl", "ttl1h"),
        ("1h", "Ttl", "ttl1h"),
        ("24h", "PromptCacheTTLEnum", "ttl24h"),
        ("1024x1024", "Size", "size1024x1024"),
        ("4", "VideoSeconds", "seconds4"),
        ("1d", "UsageCompletionsBucketWidth", "width1d"),
        ("auto", "Size", "auto"),
    ])
    func enumValuesWithLeadingDigitsReadAfterTheEnumName(value: String, typeName: String, expected: String) {
        #expect(SwiftNames.enumCase(value, in: String(typeName.split(separator: ".").last ?? "")) == expected)
    }

    @Test func typeNamesOfScreamingSnakeText() {
        #expect(SwiftNames.type("STOP_SEQUENCE") == "StopSequence")
        #expect(SwiftNames.type("claude-sonnet-4-5") == "ClaudeSonnet4_5")
    }

    @Test func typeNamesKeepSchemaSpelling() {
        #expect(SwiftNames.schemaType("CreateChatCompletionRequest") == "CreateChatCompletionRequest")
        // The rule keeps the spec's spelling; `typeNames` in the config renames (`VideoError`).
        #expect(SwiftNames.schemaType("Error-2") == "Error2")
        #expect(SwiftNames.schemaType("Beta_AgentTagParam") == "Beta_AgentTagParam")
        #expect(SwiftNames.schemaType("realtime_thing") == "Realtime_thing")
        #expect(SwiftNames.type("web_search_call") == "WebSearchCall")
        #expect(SwiftNames.type("1024x1024") == "_1024x1024")
    }

    @Test func uniquingIsDeterministicAndIgnoresBackticks() {
        #expect(SwiftNames.uniqued(["a", "b", "a", "a"]) == ["a", "b", "a2", "a3"])
        #expect(SwiftNames.uniqued(["`default`", "default"]) == ["`default`", "default2"])
    }
}
