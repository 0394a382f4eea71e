import Foundation
import Testing
@testable import AIClientRuntime

/// `print(JSONSchema(for: T.self))` prints JSON text, as `print(JSONValue)` does (issue 33),
/// with sorted keys so that the text is the same on every run.
@Suite struct JSONSchemaPrintingTests {
    struct Weather: Decodable {
        var city: String
        var celsius: Double
        var days: Int?
    }

    static let expected = #"{"additionalProperties":false,"properties":{"celsius":{"type":"number"},"city":{"type":"string"},"#
        + #""days":{"anyOf":[{"type":"integer"},{"type":"null"}]}},"required":["city","celsius","days"],"type":"object"}"#

    @Test func printShowsJSON() throws {
        let schema = try JSONSchema(for: Weather.self)
        var printed = ""
        print(schema, to: &printed)
        #expect(printed == Self.expected + "\n")
        #expect("\(schema)" == Self.expected)
        #expect(String(describing: schema) == Self.expected)
        #expect(String(reflecting: schema) == Self.expected)
        #expect(String(describing: schema) == schema.json.description)
    }

    @Test func theSchemaDescriptionIsStillItsOwn() {
        let schema = JSONSchema.string("The city, e.g. Paris")
        #expect(schema.description == "The city, e.g. Paris")
        #expect("\(schema)" == #"{"description":"The city, e.g. Paris","type":"string"}"#)
    }
}
