import Testing
@testable import ClientGenerator

/// Only a *required* member with one allowed value is filled in by the initializer; an optional
/// one (`enum: [hipaa]`, `const`) is asked for like any optional member, so a request never
/// sends a value its caller did not set.
@Suite struct OptionalConstantTests {
    @Test func optionalConstantIsAParameterAndNotFilledIn() throws {
        let result = try SchemaWrapperTests.translate("""
            CreateThing:
              type: object
              properties:
                type: {type: string, enum: [thing]}
                compliance: {type: string, enum: [hipaa]}
                name: {type: string}
              required: [type, name]
        """)
        let text = try NestedUnionTests.rendered("CreateThing", in: result)
        #expect(text.contains("compliance: String? = nil"))
        #expect(text.contains("self.compliance = compliance"))
        #expect(!text.contains(#"self.compliance = "hipaa""#))
        // The required tag is still filled in and never asked for.
        #expect(text.contains(#"self.type = "thing""#))
        #expect(!text.contains("type: String,"))
    }
}
