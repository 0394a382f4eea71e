import Testing
@testable import ClientGenerator

/// The two specs the package ships clients for load cleanly and have the expected shape.
@Suite struct RealSpecTests {
    @Test func anthropicLoads() throws {
        let spec = try TestFiles.diskLoader.load(path: TestFiles.spec("anthropic.json"))
        let document = spec.document
        for diagnostic in spec.diagnostics { print(diagnostic) }
        #expect(document.paths.count == 61)
        #expect(document.operations.count == 97)
        #expect(document.components.schemas.count == 734)
        #expect(document.webhooks.count == 22)
        print(document.referenceCycles.map { $0.map(\.description) })
    }
}
