import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct JSONValueTests {
    @Test func decodesEveryKindAndReencodesEqualJSON() throws {
        let text = #"{"a":null,"b":true,"c":42,"d":1.5,"e":"x","f":[1,"y",{"g":false}],"h":{}}"#
        let value = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(value["a"] == .null)
        #expect(value["b"] == true)
        #expect(value["c"] == .integer(42))
        #expect(value["d"] == .number(1.5))
        #expect(value["f"]?[2]?["g"] == false)
        #expect(value["h"] == .object([:]))
        let encoded = try JSONEncoder().encode(value)
        let reparsed = try JSONSerialization.jsonObject(with: encoded) as? NSDictionary
        let original = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? NSDictionary
        #expect(reparsed == original)
    }

    @Test func integersStayIntegers() throws {
        let encoded = try JSONEncoder().encode(JSONValue.array([42, 1e20, -7]))
        #expect(String(decoding: encoded, as: UTF8.self) == "[42,1e+20,-7]")
    }
}
