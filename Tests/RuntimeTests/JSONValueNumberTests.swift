import Foundation
import Testing
@testable import AIClientRuntime

/// Numbers keep their kind and value through decode → encode → decode (issues 8 and 12).
@Suite struct JSONValueNumberTests {
    private func roundTrip(_ text: String) throws -> (first: JSONValue, encoded: String, second: JSONValue) {
        let first = try JSONCoding.decoder.decode(JSONValue.self, from: Data(text.utf8))
        let encoded = String(decoding: try JSONCoding.encoder.encode(first), as: UTF8.self)
        let second = try JSONCoding.decoder.decode(JSONValue.self, from: Data(encoded.utf8))
        return (first, encoded, second)
    }

    @Test(arguments: ["12345678901234567890", "-98765432109876543210", "18446744073709551616", "99999999999999999999999999999999"])
    func integersOfAnySizeAreKeptExactly(text: String) throws {
        let trip = try roundTrip("[\(text)]")
        #expect(trip.first == [.exactNumber(text)])
        #expect(trip.encoded == "[\(text)]")
        #expect(trip.second == trip.first)
        #expect(trip.first[0]?.numberText == text)
    }

    @Test(arguments: ["-92233720368547758.9108", "0.12345678901234567891", "123456789012345678.5"])
    func decimalsWithMoreDigitsThanADoubleStayDecimals(text: String) throws {
        let trip = try roundTrip("{\"v\":\(text)}")
        #expect(trip.first["v"] == .exactNumber(text))
        #expect(trip.encoded == "{\"v\":\(text)}")
        #expect(trip.second == trip.first)
        #expect(trip.second["v"]?.intValue == nil)
    }

    @Test func ordinaryNumbersKeepTheirCases() throws {
        let trip = try roundTrip("[42,-7,1.5,0.1,1e-07,9223372036854775807]")
        #expect(trip.first == [.integer(42), .integer(-7), .number(1.5), .number(0.1), .number(1e-7), .integer(Int.max)])
        #expect(trip.second == trip.first)
    }

    @Test func accessorsReadEveryKindOfNumber() {
        #expect(JSONValue.exactNumber("12345678901234567890").doubleValue == 12345678901234567890.0)
        #expect(JSONValue.exactNumber("12345678901234567890").intValue == nil)
        #expect(JSONValue.integer(3).numberText == "3")
        #expect(JSONValue.number(0.5).numberText == "0.5")
        #expect(JSONValue.string("1").numberText == nil)
    }

    @Test func anExactNumberThatIsNotANumberFailsToEncode() {
        #expect(throws: EncodingError.self) { try JSONCoding.encoder.encode(JSONValue.exactNumber("abc")) }
    }
}
