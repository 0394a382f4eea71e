extension Dictionary where Key == String, Value == String {
    /// The generated file with this name, in whichever area folder the layout put it.
    func generatedFile(named name: String) -> String? {
        let matches = keys.filter { $0 == name || $0.hasSuffix("/" + name) }
        guard matches.count == 1, let path = matches.first else { return nil }
        return self[path]
    }
}
