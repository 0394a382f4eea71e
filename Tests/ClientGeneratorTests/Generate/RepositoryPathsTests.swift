import Foundation
import Testing
@testable import ClientGenerator

/// Every tracked path checks out on macOS and Windows: no two equal ignoring case, none a
/// name Windows reserves, none with a character Windows forbids. A Swift target also needs its
/// file names unique ignoring case across folders (object files share one build folder).
@Suite struct RepositoryPathsTests {
    static func trackedPaths() throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "-C", TestFiles.packageRoot, "ls-files", "-z"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "git ls-files failed in \(TestFiles.packageRoot)")
        return String(decoding: data, as: UTF8.self).split(separator: "\0").map(String.init)
    }

    @Test func noTwoPathsAreEqualIgnoringCase() throws {
        let paths = try Self.trackedPaths()
        try #require(paths.count > 100)
        // Folders too: `Foo/a` and `foo/b` are one folder on macOS.
        var all = Set<String>()
        for path in paths {
            var prefix = ""
            for component in path.split(separator: "/") {
                prefix += (prefix.isEmpty ? "" : "/") + component
                all.insert(prefix)
            }
        }
        #expect(PortableFileNames.caseCollisions(all).isEmpty)
    }

    @Test func noPathIsReservedOrForbiddenOnWindows() throws {
        let problems = try Self.trackedPaths().compactMap { path in PortableFileNames.problem(with: path).map { "\(path): \($0)" } }
        #expect(problems.isEmpty, "\(problems)")
    }

    /// Swift file names within each target of the main package are unique ignoring case.
    @Test func swiftFileNamesAreUniquePerTarget() throws {
        // The main package's targets are the folders two levels down in these.
        let paths = try Self.trackedPaths().filter { path in
            // Fixtures (golden reference files) are excluded from their targets.
            path.hasSuffix(".swift") && !path.contains("/Fixtures/") && ["Sources/", "Tests/", "Generator/"].contains { path.hasPrefix($0) }
        }
        let byTarget = Dictionary(grouping: paths) { path -> String in
            let parts = path.split(separator: "/")
            return parts.prefix(2).joined(separator: "/")
        }
        for (target, files) in byTarget {
            let names = files.map { String($0.split(separator: "/").last ?? "") }
            let groups = Dictionary(grouping: names) { $0.lowercased() }.filter { $0.value.count > 1 }
            #expect(groups.isEmpty, "\(target): \(groups.values.map { $0 })")
        }
    }
}
