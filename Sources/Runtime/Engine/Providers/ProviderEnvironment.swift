import Foundation

/// Reads provider settings from environment variables: empty values count as unset.
struct ProviderEnvironment {
    let variables: [String: String]

    init(_ variables: [String: String]) {
        self.variables = variables
    }

    subscript(name: String) -> String? {
        guard let value = variables[name]?.trimmingCharacters(in: .whitespacesAndNewlines), !value.isEmpty else { return nil }
        return value
    }

    func url(_ name: String) -> URL? {
        self[name].flatMap(URL.init(string:))
    }
}
