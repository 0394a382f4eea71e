import AIClientRuntime
import Foundation
import Testing

/// Types `JSONSchema(for:)` cannot describe: each fails with an error naming the member,
/// never with a schema the type would not decode.
@Suite struct JSONSchemaDerivationFailureTests {
    static func failure<T: Decodable>(_ type: T.Type) -> JSONSchemaDerivationError? {
        do {
            _ = try JSONSchema(for: type)
            return nil
        } catch {
            return error as? JSONSchemaDerivationError
        }
    }

    /// Decodes `celsius` only when `fahrenheit` is absent: no single schema fits.
    struct Branching: Decodable {
        var city: String
        var degrees: Double
        enum CodingKeys: String, CodingKey { case city, fahrenheit, celsius }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            city = try container.decode(String.self, forKey: .city)
            if let fahrenheit = try container.decodeIfPresent(Double.self, forKey: .fahrenheit) {
                degrees = (fahrenheit - 32) * 5 / 9
            } else {
                degrees = try container.decode(Double.self, forKey: .celsius)
            }
        }
    }

    struct Report: Decodable { var title: String; var readings: [Branching] }

    @Test func branchingInitNamesTheMember() throws {
        let error = try #require(Self.failure(Report.self))
        #expect(error.rootType == "Report")
        #expect(error.memberPath == "readings[].celsius")
        #expect(error.memberType == "Double")
        #expect(error.description.hasPrefix("cannot derive a JSON schema for Report: member readings[].celsius (Double) is decoded only when an optional value before it is absent"))
    }

    struct ContainsCheck: Decodable {
        var limit: Int
        enum CodingKeys: String, CodingKey { case limit }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            limit = container.contains(.limit) ? try container.decode(Int.self, forKey: .limit) : 10
        }
    }

    @Test func containsIsABranch() throws {
        let error = try #require(Self.failure(ContainsCheck.self))
        #expect(error.memberPath == "limit" && error.memberType == "Int")
        #expect(error.reason.contains("decodeIfPresent"))
    }

    enum Shape: Decodable { case circle(radius: Double), square(side: Double) }
    struct Drawing: Decodable { var name: String; var shapes: [Shape] }

    @Test func enumWithAssociatedValues() throws {
        let error = try #require(Self.failure(Drawing.self))
        #expect(error.memberPath == "shapes[]")
        #expect(error.memberType == "Shape")
        #expect(error.reason.contains("enum with associated values"))
    }

    struct Loose: Decodable { var id: String; var extra: JSONValue }

    @Test func anyJSONCannotBeDescribed() throws {
        let error = try #require(Self.failure(Loose.self))
        #expect(error.memberPath == "extra")
        #expect(error.memberType == "JSONValue")
    }

    enum Color: String, Decodable { case red, green }
    struct Paint: Decodable { var color: Color }

    @Test func enumWithoutCaseIterable() throws {
        let error = try #require(Self.failure(Paint.self))
        #expect(error.memberPath == "color")
        #expect(error.reason.contains("add CaseIterable"))
    }

    struct Positive: Decodable {
        var value: Int
        init(from decoder: any Decoder) throws {
            value = try decoder.singleValueContainer().decode(Int.self)
            guard value > 0 else { throw DecodingError.dataCorrupted(.init(codingPath: [], debugDescription: "not positive")) }
        }
    }
    struct Order: Decodable { var quantity: Positive }

    @Test func aTypeThatChecksValues() throws {
        let error = try #require(Self.failure(Order.self))
        #expect(error.memberPath == "quantity")
        #expect(error.reason.contains("checks or branches on values"))
    }

    struct Pair: Decodable {
        var first: String, second: Int
        init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            first = try container.decode(String.self)
            second = try container.decode(Int.self)
        }
    }
    struct Holder: Decodable { var pair: Pair }

    @Test func tuplesFromArrays() throws {
        let error = try #require(Self.failure(Holder.self))
        #expect(error.memberPath == "pair")
        #expect(error.reason.contains("tuple"))
    }

    /// Swallows the failure of one member: derivation still fails.
    struct Tolerant: Decodable {
        var extra: JSONValue?
        enum CodingKeys: String, CodingKey { case extra }
        init(from decoder: any Decoder) throws {
            extra = try? decoder.container(keyedBy: CodingKeys.self).decode(JSONValue.self, forKey: .extra)
        }
    }

    @Test func aCaughtFailureStillFails() throws {
        #expect(Self.failure(Tolerant.self)?.memberPath == "extra")
    }

    final class Loop: Decodable { let next: Loop }

    @Test func recursionWithoutAnOptional() throws {
        let error = try #require(Self.failure(Loop.self))
        #expect(error.memberPath == "next")
        #expect(error.reason.contains("contains itself"))
    }

    struct ByNumber: Decodable { var names: [Int: String] }

    @Test func dictionariesKeyedByOtherThanString() throws {
        #expect(Self.failure(ByNumber.self)?.memberPath == "names")
    }

    @Test func failuresAreCachedAndRepeatable() throws {
        #expect(Self.failure(Report.self) == Self.failure(Report.self))
    }

    @Test func anArrayAtTheTopIsNotATool() throws {
        let schema = try JSONSchema(for: [String].self)
        #expect(throws: JSONSchemaDerivationError.self) { try schema.requiringObject(for: [String].self) }
    }
}
