import AIClientRuntime
import Foundation
import Testing

/// `JSONSchema(for:)`: each shape a `Decodable` type can have, and the exact schema it gives.
@Suite struct JSONSchemaDerivationTests {
    struct Flat: Decodable { var name: String; var count: Int; var ratio: Double; var done: Bool }

    static func object(_ properties: [(String, JSONValue)]) -> JSONValue {
        var members: [String: JSONValue] = [:]
        for (name, schema) in properties { members[name] = schema }
        return ["type": "object", "properties": .object(members), "required": .array(properties.map { .string($0.0) }),
                "additionalProperties": false]
    }

    static func orNull(_ schema: JSONValue) -> JSONValue { ["anyOf": [schema, ["type": "null"]]] }

    @Test func flatStruct() throws {
        #expect(try JSONSchema(for: Flat.self).json == Self.object([
            ("name", ["type": "string"]), ("count", ["type": "integer"]), ("ratio", ["type": "number"]), ("done", ["type": "boolean"]),
        ]))
    }

    struct Address: Decodable { var street: String; var city: String }
    struct Person: Decodable { var name: String; var home: Address; var work: Address }

    @Test func nestedStructsAreInlined() throws {
        let address = Self.object([("street", ["type": "string"]), ("city", ["type": "string"])])
        #expect(try JSONSchema(for: Person.self).json == Self.object([("name", ["type": "string"]), ("home", address), ("work", address)]))
    }

    struct Lists: Decodable { var tags: [String]; var people: [Address]; var unique: Set<Int>; var grid: [[Double]] }

    @Test func arraysAndSets() throws {
        let address = Self.object([("street", ["type": "string"]), ("city", ["type": "string"])])
        #expect(try JSONSchema(for: Lists.self).json == Self.object([
            ("tags", ["type": "array", "items": ["type": "string"]]),
            ("people", ["type": "array", "items": address]),
            ("unique", ["type": "array", "items": ["type": "integer"]]),
            ("grid", ["type": "array", "items": ["type": "array", "items": ["type": "number"]]]),
        ]))
    }

    struct Scores: Decodable { var player: String; var byRound: [String: Int] }

    @Test func dictionariesAreOutsideStrictMode() throws {
        let schema = try JSONSchema(for: Scores.self)
        #expect(schema.json == Self.object([
            ("player", ["type": "string"]), ("byRound", ["type": "object", "additionalProperties": ["type": "integer"]]),
        ]))
        #expect(!schema.isStrict)
        #expect(schema.nonStrictMember == "byRound")
        #expect(try JSONSchema(for: Flat.self).isStrict)
    }

    struct Optionals: Decodable {
        var note: String?
        var home: Address?
        var tags: [String]?
        var maybe: [Int?]
        var plain: Int
    }

    @Test func optionalsAreAnyOfNull() throws {
        let address = Self.object([("street", ["type": "string"]), ("city", ["type": "string"])])
        #expect(try JSONSchema(for: Optionals.self).json == Self.object([
            ("note", Self.orNull(["type": "string"])),
            ("home", Self.orNull(address)),
            ("tags", Self.orNull(["type": "array", "items": ["type": "string"]])),
            ("maybe", ["type": "array", "items": Self.orNull(["type": "integer"])]),
            ("plain", ["type": "integer"]),
        ]))
    }

    /// Written by hand as `Codable` synthesizes it: the same schema.
    struct HandDecoded: Decodable {
        var note: String?
        var count: Int
        enum CodingKeys: String, CodingKey { case note, count }
        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            note = try container.decodeIfPresent(String.self, forKey: .note)
            count = try container.decodeNil(forKey: .count) ? 0 : try container.decode(Int.self, forKey: .count)
        }
    }

    @Test func handWrittenDecodingThatDoesNotBranch() throws {
        #expect(try JSONSchema(for: HandDecoded.self).json == Self.object([
            ("note", Self.orNull(["type": "string"])), ("count", Self.orNull(["type": "integer"])),
        ]))
    }

    enum Unit: String, Decodable, CaseIterable { case celsius, fahrenheit = "F" }
    enum Level: Int, Decodable, CaseIterable { case low = 1, high = 3 }
    struct Reading: Decodable { var unit: Unit; var level: Level; var previous: Unit? }

    @Test func enumsListTheirRawValues() throws {
        #expect(try JSONSchema(for: Reading.self).json == Self.object([
            ("unit", ["type": "string", "enum": ["celsius", "F"]]),
            ("level", ["type": "integer", "enum": [1, 3]]),
            ("previous", Self.orNull(["type": "string", "enum": ["celsius", "F"]])),
        ]))
    }

    struct Event: Decodable { var at: Date; var link: URL; var id: UUID; var price: Decimal }

    @Test func datesURLsAndUUIDsAreFormattedStrings() throws {
        let schema = try JSONSchema(for: Event.self)
        #expect(schema.json == Self.object([
            ("at", ["type": "string", "format": "date-time"]),
            ("link", ["type": "string", "description": "(format: uri)"]),
            ("id", ["type": "string", "format": "uuid"]),
            ("price", ["type": "number"]),
        ]))
        // Claude takes `uri`; OpenAI does not, so it goes to the description there.
        #expect(schema.json(for: .anthropic)["properties"]?["link"] == ["type": "string", "format": "uri"])
    }

    struct Renamed: Decodable {
        var firstName: String
        var age: Int
        enum CodingKeys: String, CodingKey { case firstName = "first_name", age = "age_years" }
    }

    @Test func membersAreNamedByTheirKeys() throws {
        #expect(try JSONSchema(for: Renamed.self).json == Self.object([("first_name", ["type": "string"]), ("age_years", ["type": "integer"])]))
    }

    struct Node: Decodable { var name: String; var children: [Node] }

    @Test func rootRecursionIsHash() throws {
        #expect(try JSONSchema(for: Node.self).json == Self.object([
            ("name", ["type": "string"]), ("children", ["type": "array", "items": ["$ref": "#"]]),
        ]))
    }

    final class Category: Decodable { var title: String; var parent: Category?; var subcategories: [Category] }
    struct Catalog: Decodable { var root: Category; var featured: [Category] }

    @Test func otherRecursiveTypesGoToDefs() throws {
        let schema = try JSONSchema(for: Catalog.self)
        let category = Self.object([
            ("title", ["type": "string"]),
            ("parent", Self.orNull(["$ref": "#/$defs/Category"])),
            ("subcategories", ["type": "array", "items": ["$ref": "#/$defs/Category"]]),
        ])
        var expected = Self.object([("root", ["$ref": "#/$defs/Category"]), ("featured", ["type": "array", "items": ["$ref": "#/$defs/Category"]])])
        if case .object(var members) = expected { members["$defs"] = ["Category": category]; expected = .object(members) }
        #expect(schema.json == expected)
    }

    struct Empty: Decodable {}

    @Test func emptyStructIsAnObjectWithoutMembers() throws {
        #expect(try JSONSchema(for: Empty.self).json == Self.object([]))
    }

    class Animal: Decodable { var name: String = "" }
    final class Dog: Animal {
        var breed: String = ""
        enum CodingKeys: String, CodingKey { case breed }
        required init(from decoder: any Decoder) throws {
            try super.init(from: decoder)
            breed = try decoder.container(keyedBy: CodingKeys.self).decode(String.self, forKey: .breed)
        }
    }

    @Test func subclassAndSuperclassReadOneObject() throws {
        #expect(try JSONSchema(for: Dog.self).json == Self.object([("name", ["type": "string"]), ("breed", ["type": "string"])]))
    }

    @Test func theDerivedSchemaDecodesWhatItDescribes() throws {
        // An answer shaped by the schema (every member present, null for none) decodes.
        let json = #"{"note":null,"home":{"street":"Rue de Rivoli","city":"Paris"},"tags":null,"maybe":[1,null],"plain":3}"#
        let value = try JSONDecoder().decode(Optionals.self, from: Data(json.utf8))
        #expect(value.home?.city == "Paris" && value.maybe == [1, nil])
    }
}
