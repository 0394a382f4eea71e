import Testing
@testable import ClientGenerator

/// A struct with optional members the spec lets be `null` lists those to send as `null`
/// (`nulls`, `sendingNull(_:)`) and names them for it: the spec fragment in, the Swift out.
@Suite struct NullableMembersRenderTests {
    static let spec = """
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
            LimitOptions:
              type: object
              required: [mode]
              properties:
                mode: {type: string, nullable: true}
                limit: {type: integer, nullable: true}
                note: {anyOf: [{type: string}, {type: "null"}]}
                filter: {type: string, description: "Set to `null` to turn filtering off."}
                nulls: {type: string}
                plain: {type: boolean}
            Plain:
              type: object
              properties:
                name: {type: string}
        """

    static func file(_ name: String) throws -> String {
        let loaded = try TestFiles.load(spec)
        let input = GeneratorInput(specPath: "spec.yaml", moduleName: "Test")
        let files = SwiftClientGenerator.generate(loaded, input: input).files
        return try #require(files.first { $0.key.hasSuffix("/\(name).swift") || $0.key == "\(name).swift" }?.value)
    }

    @Test func aStructWithNullableMembersNamesAndSendsThem() throws {
        let text = try Self.file("LimitOptions")
        #expect(text.contains("public nonisolated struct LimitOptions: Codable, Equatable, Sendable, EmptyDecodable, NullableMembers {"))
        #expect(text.contains("    public var nullNames: Set<String>\n"))
        #expect(text.contains("        self.nullNames = []\n    }"))
        // A spec member named `nulls` yields the name to the struct's own (`nulls`, the typed
        // view `NullableMembers` gives it).
        #expect(text.contains("    public var nulls2: String?\n"))
        #expect(text.contains("try container.encodeIfPresent(self.nulls2, forKey: \"nulls\")"))
        #expect(text.contains("var container = KeyedEncodingContainer(for: encoder, nulls: self.nullNames)"))
        // Nullable by 3.0 `nullable`, by a null branch, and by the member's own words; `plain`
        // is not, nor `mode`, which is required (sent as `null` when nil already).
        #expect(text.hasSuffix("""
            nonisolated extension NullableMember where Owner == LimitOptions {
                public static var limit: Self { Self("limit") }
                public static var note: Self { Self("note") }
                public static var filter: Self { Self("filter") }
            }

            """))
    }

    @Test func aStructWithoutThemIsAsBefore() throws {
        let text = try Self.file("Plain")
        #expect(text.contains("public nonisolated struct Plain: Codable, Equatable, Sendable, EmptyDecodable {"))
        #expect(!text.contains("nulls"))
        #expect(!text.contains("NullableMember"))
        #expect(text.contains("var container = encoder.container(keyedBy: AnyCodingKey.self)"))
    }
}
