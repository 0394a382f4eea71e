import Foundation
import Testing
@testable import ClientGenerator

/// Breaking any one value of a valid spec gives located diagnostics, never a crash or a hang.
@Suite struct MalformedInputTests {
    @Test func everyValueReplacedByTheWrongKind() throws {
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: TestFiles.fixture("petstore.yaml"))))
        let root = try DocumentReader.read(bytes, path: "petstore.yaml")
        let pointers = allPointers(in: root)
        #expect(pointers.count > 300)
        let loader = TestFiles.memoryLoader([:])
        var failures = 0
        for pointer in pointers where !pointer.tokens.isEmpty {
            for replacement in [DocumentNode(.string("oops")), DocumentNode(.array([])), DocumentNode(.object([]))] {
                let broken = replacing(pointer, in: root, with: replacement)
                do {
                    _ = try loader.load(SourceDocument(path: "petstore.yaml", root: broken))
                } catch {
                    failures += 1
                    #expect(!error.errors.isEmpty)
                    // Every error points somewhere; only an unreadable root has no position.
                    #expect(error.errors.allSatisfy { $0.location?.file == "petstore.yaml" }, "\(pointer)")
                }
            }
        }
        #expect(failures > pointers.count)
    }

    private func allPointers(in node: DocumentNode, at pointer: JSONPointer = .root) -> [JSONPointer] {
        var pointers = [pointer]
        switch node.value {
        case .object(let members):
            for member in members {
                pointers += allPointers(in: member.value, at: pointer.appending(member.key))
            }
        case .array(let elements):
            for (index, element) in elements.enumerated() {
                pointers += allPointers(in: element, at: pointer.appending(index))
            }
        default:
            break
        }
        return pointers
    }

    private func replacing(_ pointer: JSONPointer, in node: DocumentNode, with replacement: DocumentNode) -> DocumentNode {
        guard let first = pointer.tokens.first else { return DocumentNode(replacement.value, at: node.position) }
        let rest = JSONPointer(tokens: Array(pointer.tokens.dropFirst()))
        var copy = node
        switch node.value {
        case .object(var members):
            if let index = members.firstIndex(where: { $0.key == first }) {
                members[index].value = replacing(rest, in: members[index].value, with: replacement)
            }
            copy.value = .object(members)
        case .array(var elements):
            if let index = Int(first), elements.indices.contains(index) {
                elements[index] = replacing(rest, in: elements[index], with: replacement)
            }
            copy.value = .array(elements)
        default:
            break
        }
        return copy
    }
}
