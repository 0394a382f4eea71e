import AIClientRuntime
import Foundation
import Testing

/// `JSONValue` prints as JSON and decodes into any `Decodable` (issue 10: it printed as nested
/// enum cases, and tool arguments needed a hand-written round trip).
@Suite struct JSONValueConversionTests {
    struct Weather: Decodable, Equatable {
        var city: String
        var days: Int
    }

    @Test func printsAsCompactJSONWithSortedKeys() {
        let value: JSONValue = ["b": [1, true, nil], "a": "x/y", "c": 1.5]
        #expect(value.description == #"{"a":"x/y","b":[1,true,null],"c":1.5}"#)
        #expect("\(value)" == value.description)
        #expect(JSONValue.string("hi").description == #""hi""#)
    }

    @Test func decodesIntoAnyDecodable() throws {
        let value: JSONValue = ["city": "Paris", "days": 3]
        #expect(try value.decode(as: Weather.self) == Weather(city: "Paris", days: 3))
    }

    @Test func aShapeMismatchIsADecodingError() {
        let value: JSONValue = ["city": "Paris"]
        #expect {
            _ = try value.decode(as: Weather.self)
        } throws: { error in
            (error as? AIClientError)?.kind == .decoding
        }
    }

    @Test func encodesAnyEncodable() throws {
        struct Point: Encodable { var x = 1, y = 2 }
        #expect(try JSONValue(encoding: Point()) == ["x": 1, "y": 2])
    }
}
