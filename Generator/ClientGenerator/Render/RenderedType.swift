/// A rendered top-level declaration, before the lay-out stage puts it in a file.
struct RenderedType {
    var name: String
    var text: String
}

extension String {
    func trimmingCharacters(in set: Character) -> String {
        var result = Substring(self)
        while result.first == set { result.removeFirst() }
        while result.last == set { result.removeLast() }
        return String(result)
    }
}
