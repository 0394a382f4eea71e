import AIClientsTestSupport
import Foundation
import Testing

/// The manifest lines the README gives for the AsyncHTTPClient transport (issue 33) name what
/// exists: the transport package's folder and product, the main package's product, and the
/// async-http-client requirement the transport package itself declares. A `.product`'s
/// `package:` of a path dependency is the folder's name, so each must match its path.
@Suite struct ReadmeServerManifestTests {
    static let transportManifest = ReadmeSnippet.repository.appendingPathComponent("Transports/AsyncHTTPClient/Package.swift")

    static func captures(_ pattern: Regex<(Substring, Substring, Substring)>, in lines: [String]) -> [(String, String)] {
        lines.flatMap { $0.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) } }
    }

    @Test func theManifestLinesNameTheRealPackagesAndProducts() throws {
        let block = try ReadmeSnippet.block("server-manifest")
        try #require(!block.isEmpty, "README.md has no server-manifest block")
        let paths = block.flatMap { $0.matches(of: /\.package\(path: "([^"]+)"\)/).map { String($0.output.1) } }
        #expect(paths == ["AIClients", "AIClients/Transports/AsyncHTTPClient"])
        let products = Dictionary(uniqueKeysWithValues: Self.captures(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/, in: block))

        // Each path dependency's package name is its folder's name, and the folder is this
        // repository's (the checkout is AIClients/) or its transport's.
        for path in paths {
            let folder = ReadmeSnippet.repository.appendingPathComponent(String(path.dropFirst("AIClients".count)))
            #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path), "\(path)")
        }
        #expect(products["OpenAI"] == "AIClients")
        #expect(products["AIClientsAsyncHTTPClient"] == "AsyncHTTPClient")
        #expect(products["AsyncHTTPClient"] == "async-http-client")

        let mainManifest = try String(contentsOf: ReadmeSnippet.repository.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(mainManifest.contains(#".library(name: "OpenAI""#))
        let transport = try String(contentsOf: Self.transportManifest, encoding: .utf8)
        #expect(transport.contains(#".library(name: "AIClientsAsyncHTTPClient""#))
        // The same async-http-client requirement as the transport package's.
        let requirement = try #require(block.first { $0.contains("swift-server/async-http-client") })
            .trimmingCharacters(in: .whitespaces)
        #expect(transport.contains(requirement), "\(requirement)")
    }
}
