/// A place in one of the spec's files: the file's index in the load and a pointer inside it.
struct Cursor: Hashable {
    var file: Int
    var pointer: JSONPointer

    func appending(_ token: String) -> Cursor {
        Cursor(file: file, pointer: pointer.appending(token))
    }

    func appending(_ index: Int) -> Cursor {
        Cursor(file: file, pointer: pointer.appending(index))
    }
}

/// One file taking part in a load.
struct SpecFile {
    /// The file relative to the root spec's directory, normalized; nil for the root.
    let key: String?
    /// The name `$ref`s are resolved against: `key`, or the root's file name.
    let name: String
    let source: SourceDocument
}

/// Why a `$ref` could not be followed: the message for the diagnostic at the `$ref` value,
/// plus the diagnostics of a referenced file that failed to parse (reported once).
struct ReferenceError: Error {
    var message: String
    var fileDiagnostics: [Diagnostic] = []
}

/// Follows `$ref` strings to nodes, loading referenced files once through the caller's reader.
///
/// Relative file references resolve against the referencing file's directory, as RFC 3986
/// says; every file gets a key relative to the root spec's directory so that references from
/// different files to the same file meet.
final class ReferenceResolver {
    /// The node a reference designates.
    struct Target {
        var cursor: Cursor
        var node: DocumentNode
    }

    private let readFile: @Sendable (String) throws -> [UInt8]
    private let rootDirectory: String
    private(set) var files: [SpecFile]
    private var fileIndex: [String: Int]
    private var failedFiles: [String: String] = [:]
    // `/components/<kind>` maps indexed by name, built on first use: specs have thousands of
    // schemas and a linear scan per `$ref` would be quadratic.
    private var componentIndexes: [Int: [String: [String: DocumentNode]]] = [:]
    // The same `$ref` text is written many times per file (the OpenAI spec has 2,650 schema
    // references to 1,443 schemas): resolve each once.
    private var resolved: [ResolvedKey: Target] = [:]

    private struct ResolvedKey: Hashable {
        var file: Int
        var text: String
    }

    init(root: SourceDocument, readFile: @escaping @Sendable (String) throws -> [UInt8]) {
        self.readFile = readFile
        self.rootDirectory = SpecPath.directory(of: root.path)
        let name = SpecPath.fileName(of: root.path)
        self.files = [SpecFile(key: nil, name: name, source: root)]
        self.fileIndex = [name: 0]
    }

    func source(_ file: Int) -> SourceDocument { files[file].source }

    func key(_ file: Int) -> String? { files[file].key }

    func location(_ position: SourcePosition, in file: Int) -> SourceLocation {
        files[file].source.location(of: position)
    }

    /// Resolves `text`, a `$ref` value written in `file`.
    func resolve(_ text: String, from file: Int) throws(ReferenceError) -> Target {
        let key = ResolvedKey(file: file, text: text)
        if let target = resolved[key] { return target }
        let target = try resolveUncached(text, from: file)
        resolved[key] = target
        return target
    }

    private func resolveUncached(_ text: String, from file: Int) throws(ReferenceError) -> Target {
        guard !text.isEmpty else {
            throw ReferenceError(message: "malformed reference '': a $ref must name a file, a JSON pointer fragment or both")
        }
        let hash = text.firstIndex(of: "#")
        let filePart = hash.map { String(text[..<$0]) } ?? text
        let fragment = hash.map { String(text[$0...]) } ?? "#"
        if filePart.contains("://") || filePart.hasPrefix("//") {
            throw ReferenceError(message: "remote reference '\(text)' is not supported; download the file and refer to it by a relative path")
        }
        guard let pointer = JSONPointer(parsing: fragment) else {
            if fragment.count > 1 && !fragment.dropFirst().hasPrefix("/") {
                throw ReferenceError(message: "malformed reference '\(text)': the fragment must be a JSON pointer such as '#/components/schemas/Name' (plain-name anchors are not supported)")
            }
            throw ReferenceError(message: "malformed reference '\(text)': invalid '~' or '%' escape in the JSON pointer")
        }
        var targetFile = file
        if !filePart.isEmpty {
            guard let decoded = filePart.removingPercentEncodingIfNeeded() else {
                throw ReferenceError(message: "malformed reference '\(text)': invalid '%' escape in the file path")
            }
            targetFile = try load(decoded, from: file)
        }
        let node = try node(at: pointer, in: targetFile, reference: text)
        return Target(cursor: Cursor(file: targetFile, pointer: pointer), node: node)
    }

    /// Resolves a pointer known to be in `file` (a bare discriminator mapping name); `text`
    /// is what the spec wrote, for messages.
    func resolve(pointer: JSONPointer, in file: Int, text: String) throws(ReferenceError) -> Target {
        let node = try node(at: pointer, in: file, reference: text)
        return Target(cursor: Cursor(file: file, pointer: pointer), node: node)
    }

    /// The index of the file `relativePath` (written in `file`), loading it on first use.
    private func load(_ relativePath: String, from file: Int) throws(ReferenceError) -> Int {
        let base = SpecPath.directory(of: files[file].name)
        let name = SpecPath.normalize(SpecPath.join(base, relativePath))
        if let index = fileIndex[name] { return index }
        if let reason = failedFiles[name] {
            throw ReferenceError(message: "cannot read '\(relativePath)' referenced here: \(reason)")
        }
        let path = name.hasPrefix("/") ? name : SpecPath.normalize(SpecPath.join(rootDirectory, name))
        let bytes: [UInt8]
        do {
            bytes = try readFile(path)
        } catch {
            let reason = String(describing: error)
            failedFiles[name] = reason
            throw ReferenceError(message: "cannot read '\(relativePath)' referenced here: \(reason)")
        }
        let root: DocumentNode
        do {
            root = try DocumentReader.read(bytes, path: path)
        } catch {
            let reason = "it is not valid \(DocumentReader.syntax(of: bytes, path: path) == .json ? "JSON" : "YAML") (see the errors in that file)"
            failedFiles[name] = reason
            throw ReferenceError(message: "cannot read '\(relativePath)' referenced here: \(reason)", fileDiagnostics: error.diagnostics)
        }
        files.append(SpecFile(key: name, name: name, source: SourceDocument(path: path, root: root)))
        fileIndex[name] = files.count - 1
        return files.count - 1
    }

    /// The node at `pointer` in `file`, or an error naming the first step that is missing.
    private func node(at pointer: JSONPointer, in file: Int, reference: String) throws(ReferenceError) -> DocumentNode {
        let tokens = pointer.tokens
        var current = files[file].source.root
        var start = 0
        if tokens.count >= 3, tokens[0] == "components" {
            // Fast path for `/components/<kind>/<name>`, the overwhelming majority.
            if let found = componentIndex(file, kind: tokens[1])?[tokens[2]] {
                current = found
                start = 3
            }
        }
        for index in start..<tokens.count {
            let token = tokens[index]
            switch current.value {
            case .object:
                guard let next = current[token] else {
                    throw missing("no '\(token)'", under: tokens[..<index], in: file, reference: reference)
                }
                current = next
            case .array(let elements):
                guard let position = Int(token), elements.indices.contains(position) else {
                    throw missing("no element '\(token)' (the array has \(elements.count))", under: tokens[..<index], in: file, reference: reference)
                }
                current = elements[position]
            default:
                throw missing("no '\(token)' (\(current.kindName) has no members)", under: tokens[..<index], in: file, reference: reference)
            }
        }
        return current
    }

    private func missing(_ what: String, under prefix: ArraySlice<String>, in file: Int, reference: String) -> ReferenceError {
        let place = prefix.isEmpty ? "at the top level" : "under \(JSONPointer(tokens: Array(prefix)))"
        let inFile = file == 0 ? "" : " of '\(files[file].name)'"
        return ReferenceError(message: "unresolved reference '\(reference)': \(what) \(place)\(inFile)")
    }

    private func componentIndex(_ file: Int, kind: String) -> [String: DocumentNode]? {
        if let index = componentIndexes[file]?[kind] { return index }
        guard let members = files[file].source.root["components"]?[kind]?.members else { return nil }
        var index: [String: DocumentNode] = [:]
        index.reserveCapacity(members.count)
        for member in members {
            index[member.key] = member.value
        }
        componentIndexes[file, default: [:]][kind] = index
        return index
    }
}
