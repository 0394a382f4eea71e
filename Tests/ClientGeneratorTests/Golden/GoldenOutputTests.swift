import Foundation
import Testing
@testable import ClientGenerator

/// Golden snippets: a small fixture spec in, the exact Swift out, one rule per test. Each
/// folder of `Fixtures/golden/` holds `spec.yaml`, optionally `config.yaml` (the rule's
/// generation settings; the spec, module and output are always the test's) and, under
/// `expected/`, every file the generator writes for it. On a difference the test prints `git diff --no-index` between the
/// reference and what was generated. `RECORD_GOLDEN=1 swift test --filter GoldenOutputTests`
/// rewrites the references, and still fails so that a recording is never mistaken for a pass.
@Suite struct GoldenOutputTests {
    static let folder = TestFiles.fixture("golden")

    /// The rule's config: its `config.yaml` with the test's spec, module and output, or only those.
    static func config(_ rule: String) throws -> GenerationConfig {
        let ruleFolder = "Tests/ClientGeneratorTests/Fixtures/golden/\(rule)"
        let defaults = GenerationConfig.Defaults(spec: ruleFolder + "/spec.yaml", module: "Golden", output: "unused")
        guard let bytes = try? GeneratedOutputTests.read(ruleFolder + "/config.yaml") else {
            return GenerationConfig(spec: defaults.spec, module: defaults.module, output: defaults.output)
        }
        return try GenerationConfig.read(bytes, path: ruleFolder + "/config.yaml", defaults: defaults)
    }

    static func check(_ rule: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        let files = try GenerationJob(config: config(rule), readFile: GeneratedOutputTests.read).run().output.files
        let expected = URL(fileURLWithPath: folder + "/\(rule)/expected")
        let manager = FileManager.default
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            try? manager.removeItem(at: expected)
            try write(files, to: expected)
            Issue.record("recorded \(files.count) reference files for \(rule); run again without RECORD_GOLDEN", sourceLocation: sourceLocation)
            return
        }
        let references = (manager.enumerator(atPath: expected.path)?.allObjects as? [String] ?? [])
            .filter { !$0.hasPrefix(".") && !isDirectory(expected.appendingPathComponent($0)) }
        var reference: [String: String] = [:]
        for path in references {
            reference[path] = try String(contentsOf: expected.appendingPathComponent(path), encoding: .utf8)
        }
        guard reference != files else { return }
        let actual = manager.temporaryDirectory.appendingPathComponent("golden-\(rule)-\(UUID().uuidString)")
        try write(files, to: actual)
        defer { try? manager.removeItem(at: actual) }
        Issue.record("\(rule): generated output differs from \(expected.path)\n\(diff(expected, actual))", sourceLocation: sourceLocation)
    }

    static func isDirectory(_ url: URL) -> Bool {
        var directory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &directory) && directory.boolValue
    }

    static func write(_ files: [String: String], to folder: URL) throws {
        for (path, text) in files {
            let url = folder.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
    }

    /// `git diff --no-index` of the two folders (the reference first), or why there is none.
    static func diff(_ reference: URL, _ actual: URL) -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "diff", "--no-index", "--no-color", reference.path, actual.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        do { try process.run() } catch { return "(git diff could not run: \(error))" }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data.prefix(20_000), as: UTF8.self)
    }

    /// A struct: required members first, a constant filled in and checked, `null` allowed
    /// where the spec says so, JSON names as keys, the empty value.
    @Test func structCoding() throws { try Self.check("struct-coding") }

    /// A string enum: open, with `unknown(String)`, a case name for a value with a digit.
    @Test func openEnum() throws { try Self.check("open-enum") }

    /// A union with a discriminator: cases named after the tag values, `unknown(JSONValue)`.
    @Test func taggedUnion() throws { try Self.check("tagged-union") }

    /// `BetaCitation` and `BetaSource` have their twins' shapes: aliases; `BetaPage` differs.
    @Test func twinAlias() throws { try Self.check("twin-alias") }

    /// `Image` and `Group` would hide SwiftUI's: they are `APIImage` and `APIGroup`.
    @Test func appleNames() throws { try Self.check("apple-names") }

    /// The payloads of `webhooks` (each once) as the union `WebhookEvent`, chosen by `type`;
    /// an optional pinned `object` is checked as a required `type` is; another pinned member
    /// (`source`) is filled in when absent and otherwise kept as sent.
    @Test func webhookEvents() throws { try Self.check("webhook-events") }

    /// Endpoint methods with a module per area and two families (`config.yaml`): a file per
    /// resource struct (`chat`, `chat.completions`, `chat.completions.messages`), the `beta`
    /// namespace in `Shared/` with its resources in their area's folder, `Usage` (both
    /// families reach it) in `Shared/`, `RealtimeEvent` (no operation reaches it) in `Chat/` by
    /// its `unreached` rule, each family's module file and the manifest that re-exports them.
    /// `FilePlanTests` checks each file's module and imports.
    @Test func familyModules() throws { try Self.check("family-modules") }
}
