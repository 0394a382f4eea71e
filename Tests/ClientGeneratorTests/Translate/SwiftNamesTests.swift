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

    @Test func typeNamesKeepSchemaSpelling() {
        #expect(SwiftNames.schemaType("CreateChatCompletionRequest") == "CreateChatCompletionRequest")
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
