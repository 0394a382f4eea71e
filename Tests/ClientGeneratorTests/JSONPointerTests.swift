import Testing
@testable import ClientGenerator

@Suite struct JSONPointerTests {
    @Test func escapesTildeAndSlash() {
        let pointer = JSONPointer(tokens: ["paths", "/responses/{id}", "a~b"])
        #expect(pointer.description == "/paths/~1responses~1{id}/a~0b")
        #expect(JSONPointer(parsing: pointer.fragment) == pointer)
    }

    @Test func parsesPercentEscapedFragments() {
        #expect(JSONPointer(parsing: "#/components/schemas/A%20B")?.tokens == ["components", "schemas", "A B"])
        #expect(JSONPointer(parsing: "#") == .root)
        #expect(JSONPointer(parsing: "#/a/~2") == nil)
        #expect(JSONPointer(parsing: "components") == nil)
    }
}
