import AIClientRuntime
import Foundation
import Testing

/// `JSONSchemaDescribed`, the dialects, and the cache.
@Suite struct JSONSchemaAnnotationTests {
    struct Forecast: Decodable, JSONSchemaDescribed {
        var city: String
        var highs: [Int]
        var rating: Int?
        static let schemaDescription: String? = "A week's forecast"
        static let schemaAnnotations: [String: JSONSchema.Annotation] = [
            "city": "The city, e.g. Paris",
            "highs": .init("Daily highs in °C", minItems: 7, maxItems: 7),
            "rating": .init("How good the week is", minimum: 1, maximum: 10),
        ]
    }

    @Test func descriptionsAndConstraints() throws {
        let schema = try JSONSchema(for: Forecast.self)
        #expect(schema.json == [
            "type": "object", "description": "A week's forecast", "additionalProperties": false, "required": ["city", "highs", "rating"],
            "properties": [
                "city": ["type": "string", "description": "The city, e.g. Paris"],
                "highs": ["type": "array", "items": ["type": "integer"], "description": "Daily highs in °C", "minItems": 7, "maxItems": 7],
                "rating": ["anyOf": [["type": "integer", "minimum": 1, "maximum": 10], ["type": "null"]], "description": "How good the week is"],
            ],
        ])
        // Claude takes neither numeric constraints nor a minItems above 1: they go to the descriptions.
        let claude = schema.json(for: .anthropic)["properties"]
        #expect(claude?["highs"] == ["type": "array", "items": ["type": "integer"], "description": "Daily highs in °C (maxItems: 7, minItems: 7)"])
        #expect(claude?["rating"]?["anyOf"]?[0] == ["type": "integer", "description": "(maximum: 10, minimum: 1)"])
    }

    enum Mood: String, Decodable, CaseIterable, JSONSchemaDescribed {
        case calm, stormy
        static let schemaDescription: String? = "The sky's mood"
    }
    struct Sky: Decodable { var mood: Mood }

    @Test func describedEnum() throws {
        #expect(try JSONSchema(for: Sky.self).json["properties"]?["mood"] == ["type": "string", "enum": ["calm", "stormy"], "description": "The sky's mood"])
    }

    struct Misnamed: Decodable, JSONSchemaDescribed {
        var city: String
        static let schemaAnnotations: [String: JSONSchema.Annotation] = ["town": "The town"]
    }

    struct Misfit: Decodable, JSONSchemaDescribed {
        var city: String
        static let schemaAnnotations: [String: JSONSchema.Annotation] = ["city": .init(minimum: 1)]
    }

    @Test func annotationsCannotDriftFromTheType() throws {
        #expect { try JSONSchema(for: Misnamed.self) } throws: { error in
            "\(error)".contains("\"town\", which it does not decode (members: city)")
        }
        #expect { try JSONSchema(for: Misfit.self) } throws: { error in
            (error as? JSONSchemaDerivationError)?.memberPath == "city" && "\(error)".contains("minimum does not apply to a string")
        }
    }

    @Test func handWrittenSchemasRenderAsBefore() {
        let weather: JSONSchema = .object(["city": .string("The city"), "unit": .enumeration(["c", "f"]).orNull, "days": .integer().orNull])
        #expect(weather.json == [
            "type": "object", "additionalProperties": false, "required": ["city", "unit", "days"],
            "properties": [
                "city": ["type": "string", "description": "The city"],
                "unit": ["type": ["string", "null"], "enum": ["c", "f", nil]],
                "days": ["type": ["integer", "null"]],
            ],
        ])
        #expect(JSONSchema.dictionary(.string()).json == ["type": "object", "additionalProperties": ["type": "string"]])
    }

    struct Item: Decodable { var name: String; var parts: [Item] }
    struct Box<Content: Decodable>: Decodable { var content: Content }

    @Test func derivationIsThreadSafe() async throws {
        let expected = try JSONSchema(for: Item.self)
        let results = await withTaskGroup(of: JSONSchema?.self) { group in
            for _ in 0..<64 { group.addTask { try? JSONSchema(for: Box<[Item]>.self) } }
            return await group.reduce(into: []) { $0.append($1) }
        }
        #expect(results.count == 64 && Set(results).count == 1)
        #expect(results.first??.json["properties"]?["content"]?["items"]?["$ref"] == "#/$defs/Item")
        #expect(expected.json["properties"]?["parts"]?["items"] == ["$ref": "#"])
    }

    @Test func names() {
        #expect(JSONSchema.name(of: Forecast.self) == "Forecast")
        #expect(JSONSchema.name(of: Box<Item>.self) == "Box_Item")
    }
}
