import Foundation

/// Puts generated files on disk the way reviewers and build systems like: a file is written
/// only when its bytes change (so its timestamp moves only then), and Swift files in the output
/// folder that this run did not produce are removed.
enum GeneratedFiles {
    enum Change: CustomStringConvertible, Equatable {
        case added(String)
        case modified(String)
        case removed(String)

        var path: String {
            switch self {
            case .added(let path), .modified(let path), .removed(let path): path
            }
        }

        /// The same change with its path prefixed by the folder it happened in.
        func inFolder(_ folder: String) -> Change {
            switch self {
            case .added(let path): .added(folder + "/" + path)
            case .modified(let path): .modified(folder + "/" + path)
            case .removed(let path): .removed(folder + "/" + path)
            }
        }

        var verb: String {
            switch self {
            case .added: "would be added"
            case .modified: "differs"
            case .removed: "is stale (would be removed)"
            }
        }

        var description: String {
            switch self {
            case .added(let path): "added: \(path)"
            case .modified(let path): "modified: \(path)"
            case .removed(let path): "removed: \(path)"
            }
        }
    }

    struct WriteError: Error, CustomStringConvertible {
        var description: String
    }

    /// Applies `files` (relative path → contents) to `folder`; with `checkOnly`, only reports
    /// what would change.
    static func apply(_ files: [String: String], to folder: String, checkOnly: Bool) throws -> [Change] {
        let manager = FileManager.default
        let root = URL(fileURLWithPath: folder, isDirectory: true)
        var changes: [Change] = []
        for path in files.keys.sorted() {
            guard let contents = files[path] else { continue }
            let url = root.appendingPathComponent(path)
            let data = Data(contents.utf8)
            if let existing = manager.contents(atPath: url.path) {
                guard existing != data else { continue }
                changes.append(.modified(path))
            } else {
                changes.append(.added(path))
            }
            guard !checkOnly else { continue }
            do {
                try manager.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
                try data.write(to: url, options: .atomic)
            } catch {
                throw WriteError(description: "cannot write \(url.path): \(error.localizedDescription)")
            }
        }
        for stale in existingSwiftFiles(in: root) where files[stale] == nil {
            changes.append(.removed(stale))
            guard !checkOnly else { continue }
            do {
                try manager.removeItem(at: root.appendingPathComponent(stale))
            } catch {
                throw WriteError(description: "cannot remove stale \(stale): \(error.localizedDescription)")
            }
        }
        return changes
    }

    /// Relative paths of the `.swift` files under `root`, sorted.
    static func existingSwiftFiles(in root: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        let prefix = root.standardizedFileURL.path + "/"
        var paths: [String] = []
        for case let url as URL in enumerator where url.pathExtension == "swift" {
            let full = url.standardizedFileURL.path
            if full.hasPrefix(prefix) { paths.append(String(full.dropFirst(prefix.count))) }
        }
        return paths.sorted()
    }
}
