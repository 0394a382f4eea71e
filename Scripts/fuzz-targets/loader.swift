// Fuzz target: the generator's spec loader (libyaml events or the JSON parser → DocumentNode).
//
// The input's first byte chooses YAML or JSON; the rest is the document. Reading must end in a
// node or a `DiagnosticError` (never a crash or a hang); a node's JSON pointers must resolve.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    guard count > 0 else { return 0 }
    let path = bytes[0] & 1 == 0 ? "fuzz.yaml" : "fuzz.json"
    let source = Array(UnsafeBufferPointer(start: bytes + 1, count: count - 1))
    guard let root = try? DocumentReader.read(source, path: path) else { return 0 }
    // Every member of the root is found again by its pointer.
    if case .object(let members) = root.value {
        for member in members.prefix(64) {
            guard root.node(at: JSONPointer(tokens: [member.key])) != nil else {
                fatalError("member \(member.key.debugDescription) not found by its pointer")
            }
        }
    }
    return 0
}
