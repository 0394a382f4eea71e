import Testing
@testable import ClientGenerator

/// Every generated struct has an empty value, so that a required object the API leaves out
/// decodes like a required string or array does (as empty, with an issue reported).
@Suite struct EmptyValueTests {
    @Test func structEmptyValueFillsRequiredMembersOnly() throws {
        let result = try SchemaWrapperTests.translate("""
            Usage:
              type: object
              properties:
                object: {type: string, enum: [usage]}
                total: {type: integer}
                details:
                  type: object
                  properties:
                    cached: {type: integer}
                  required: [cached]
                note: {type: string, nullable: true}
                extra: {type: string}
              required: [object, total, details, note]
        """)
        let text = try NestedUnionTests.rendered("Usage", in: result)
        #expect(text.contains("public nonisolated struct Usage: Codable, Equatable, Sendable, EmptyDecodable"))
        #expect(text.contains("""
                public static var emptyValue: Self {
                    Self(
                        total: .emptyValue,
                        details: .emptyValue,
                        note: nil
                    )
                }
            """))
        #expect(text.contains(#"self.object = try container.decodeRequired(String.self, forKey: "object", in: decoder, constant: "usage")"#))
    }
}
