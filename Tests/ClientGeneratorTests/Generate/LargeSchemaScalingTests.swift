import Foundation
import Testing
@testable import ClientGenerator

/// Generating a client and an MCP tool manifest stays linear in one schema's member count
/// (issue 43: 10k members took 60 s, because each member's nested type name, `allOf`
/// flattening and `required` lookups scanned every member before it). Eight times the members
/// must take well under 64 times as long (quadratic); the bound is generous (20×, linear is 8×)
/// for a busy machine.
@Suite struct LargeSchemaScalingTests {
    /// A body of `count` members, each with an inline enum (a nested type of its own), half of
    /// them required, split over two `allOf` parts.
    static func spec(members count: Int) -> String {
        var first = "", second = "", required = ""
        for index in 0..<count {
            let member = "            p\(index):\n              type: string\n              enum: [a\(index), b\(index)]\n"
            if index % 2 == 0 { first += member } else { second += member }
            if index % 2 == 0 { required += "            - p\(index)\n" }
        }
        return """
            openapi: 3.0.3
            info: {title: Big, version: "1"}
            paths:
              /things:
                post:
                  operationId: createThing
                  requestBody:
                    required: true
                    content:
                      application/json:
                        schema: {$ref: '#/components/schemas/Thing'}
                  responses:
                    '200':
                      description: ok
                      content:
                        application/json:
                          schema: {$ref: '#/components/schemas/Thing'}
            components:
              schemas:
                Thing:
                  allOf:
                    - $ref: '#/components/schemas/Half'
                    - type: object
                      required:
            \(required)          properties:
            \(second)
                Half:
                  type: object
                  properties:
            \(first)
            """
    }

    /// The fastest of three runs, in seconds.
    static func fastest(_ body: () throws -> Void) rethrows -> Double {
        var best = Double.infinity
        for _ in 0..<3 {
            let start = DispatchTime.now().uptimeNanoseconds
            try body()
            best = min(best, Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
        }
        return best
    }

    static func generate(_ spec: String) throws {
        var input = GeneratorInput(specPath: "spec.yaml", moduleName: "Big")
        input.clientName = "BigClient"
        let output = SwiftClientGenerator.generate(try TestFiles.load(spec), input: input)
        #expect(output.files.values.contains { $0.contains("public var p1: Thing.P1?") })
    }

    static func manifest(_ spec: String) throws {
        var config = GenerationConfig(spec: "spec.yaml", module: "Big", output: ".")
        config.generatesClient = true
        let result = try ToolManifestJob(config: config, areas: nil, operations: nil, readFile: { _ in Array(spec.utf8) }).run()
        #expect(result.manifest.rendered.contains("\"p1\""))
    }

    @Test func generatingIsLinearInTheMemberCount() throws {
        let small = Self.spec(members: 500), large = Self.spec(members: 4_000)
        let smallTime = try Self.fastest { try Self.generate(small) }
        let largeTime = try Self.fastest { try Self.generate(large) }
        #expect(largeTime < 20 * smallTime + 0.1, "500 members: \(smallTime) s, 4k members: \(largeTime) s")
    }

    @Test func toolManifestsAreLinearInTheMemberCount() throws {
        let small = Self.spec(members: 500), large = Self.spec(members: 4_000)
        let smallTime = try Self.fastest { try Self.manifest(small) }
        let largeTime = try Self.fastest { try Self.manifest(large) }
        #expect(largeTime < 20 * smallTime + 0.1, "500 members: \(smallTime) s, 4k members: \(largeTime) s")
    }
}
