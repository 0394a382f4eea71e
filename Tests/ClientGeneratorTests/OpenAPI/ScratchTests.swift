import Testing
@testable import ClientGenerator

@Suite struct ScratchTests {
    @Test func petstoreJSON() throws {
        do {
            let spec = try TestFiles.diskLoader.load(path: TestFiles.fixture("petstore.json"))
            for diagnostic in spec.diagnostics { print(diagnostic) }
            print(spec.document.referenceCycles)
            print(spec.document.components.schemas.first { $0.name == "PetName" }!)
        } catch { print(error) }
    }
}
