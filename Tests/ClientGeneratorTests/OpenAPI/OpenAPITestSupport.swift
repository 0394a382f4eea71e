import Foundation
@testable import ClientGenerator

/// Where the test inputs are, found from this file's path (fixtures are not resources).
enum TestFiles {
    /// `Tests/ClientGeneratorTests/Fixtures`.
    static let fixtures: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fixtures").path
    }()

    /// The package root, for `Spec/`.
    static let packageRoot: String = {
        let here = URL(fileURLWithPath: #filePath)
        return here.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

    static func fixture(_ name: String) -> String { fixtures + "/" + name }

    static func spec(_ name: String) -> String { packageRoot + "/Spec/" + name }

    /// A loader reading from disk, as the CLI does. The loader quotes the reader's error in
    /// its message, so the error must read well (NSError's `description` does not).
    static let diskLoader = SpecLoader { path in
        do {
            return try Array(Data(contentsOf: URL(fileURLWithPath: path)))
        } catch {
            throw ReadError(description: error.localizedDescription)
        }
    }

    struct ReadError: Error, CustomStringConvertible {
        var description: String
    }

    /// A loader over in-memory files.
    static func memoryLoader(_ files: [String: String]) -> SpecLoader {
        SpecLoader { path in
            guard let text = files[path] else { throw MissingFile(path: path) }
            return Array(text.utf8)
        }
    }

    struct MissingFile: Error, CustomStringConvertible {
        var path: String
        var description: String { "no such file" }
    }

    /// Loads `text` as the root `spec.yaml` (or `.json`) of a memory loader.
    static func load(_ text: String, name: String = "spec.yaml", others: [String: String] = [:]) throws(DiagnosticError) -> LoadedSpec {
        var files = others
        files[name] = text
        return try memoryLoader(files).load(path: name)
    }

    /// The diagnostics of a load that is expected to fail.
    static func errors(_ text: String, name: String = "spec.yaml", others: [String: String] = [:]) -> [Diagnostic] {
        do {
            _ = try load(text, name: name, others: others)
            return []
        } catch {
            return error.diagnostics
        }
    }
}
