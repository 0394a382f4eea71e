import Foundation

/// The `overlays` of an `aiclients-config.yaml`, read without a YAML library (plugins cannot
/// depend on libyaml): `overlays: [a.yaml, b.yaml]` or a block list of `- a.yaml` lines, with
/// plain or quoted paths.
///
/// The plugin declares them as inputs; the generator, which reads the config with a real YAML
/// parser, stops with an error pointing at `overlays` if the two readings ever differ, so an
/// overlay can never change without the build noticing.
enum ConfigOverlays {
    static func paths(in text: String) -> [String] {
        list("overlays", in: text)
    }

    /// A top-level scalar (`from: openai`), or nil.
    static func scalar(_ key: String, in text: String) -> String? {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard let line = lines.first(where: { $0.hasPrefix(key + ":") }) else { return nil }
        let value = unquoted(String(line.dropFirst(key.count + 1)))
        return value.isEmpty ? nil : value
    }

    /// A top-level list of plain strings, flow (`[a, b]`) or block (`- a` lines).
    static func list(_ key: String, in text: String) -> [String] {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
        guard let index = lines.firstIndex(where: { $0.hasPrefix(key + ":") }) else { return [] }
        let rest = lines[index].dropFirst(key.count + 1).trimmingCharacters(in: .whitespaces)
        if rest.hasPrefix("[") {
            let inner = rest.dropFirst().prefix { $0 != "]" }
            return inner.split(separator: ",").map { unquoted(String($0)) }.filter { !$0.isEmpty }
        }
        var paths: [String] = []
        for line in lines[(index + 1)...] {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.isEmpty || trimmed.hasPrefix("#") { continue }
            guard trimmed.hasPrefix("- ") || trimmed == "-" else { break }
            paths.append(unquoted(String(trimmed.dropFirst())))
        }
        return paths
    }

    static func unquoted(_ text: String) -> String {
        var value = text
        if let comment = value.range(of: " #") { value = String(value[..<comment.lowerBound]) }
        value = value.trimmingCharacters(in: .whitespaces)
        if value.count >= 2, let first = value.first, first == "\"" || first == "'", value.last == first {
            value = String(value.dropFirst().dropLast())
        }
        return value
    }
}
