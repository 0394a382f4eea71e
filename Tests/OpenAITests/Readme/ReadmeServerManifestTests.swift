import AIClientsTestSupport
import Foundation
import Testing

/// The manifest lines the README gives for the AsyncHTTPClient transport name what exists: this
/// package by path with the trait that fills the transport's product, the main package's
/// products, and the async-http-client requirement the main package itself declares. A
/// `.product`'s `package:` of a path dependency is the folder's name, so each must match its path.
@Suite struct ReadmeServerManifestTests {
    static let mainManifest = ReadmeSnippet.repository.appendingPathComponent("Package.swift")

    static func captures(_ pattern: Regex<(Substring, Substring, Substring)>, in lines: [String]) -> [(String, String)] {
        lines.flatMap { $0.matches(of: pattern).map { (String($0.output.1), String($0.output.2)) } }
    }

    @Test func theManifestLinesNameTheRealPackagesTraitsAndProducts() throws {
        let block = try ReadmeSnippet.block("server-manifest")
        try #require(!block.isEmpty, "README.md has no server-manifest block")
        let paths = Self.captures(/\.package\(path: "([^"]+)", traits: \["([^"]+)"\]\)/, in: block)
        #expect(paths.map(\.0) == ["AIClients"])
        let manifest = try String(contentsOf: Self.mainManifest, encoding: .utf8)
        for (_, trait) in paths {
            #expect(manifest.contains(#".trait(name: "\#(trait)""#), "the README enables a trait Package.swift does not declare: \(trait)")
        }
        // Traits need a 6.1 manifest, in the README's snippet and in ours.
        #expect(block.contains("// swift-tools-version:6.1"))
        #expect(manifest.hasPrefix("// swift-tools-version:6.1"))

        let products = Dictionary(uniqueKeysWithValues: Self.captures(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/, in: block))
        #expect(products["OpenAI"] == "AIClients")
        #expect(products["AIClientsAsyncHTTPClient"] == "AIClients")
        #expect(products["AsyncHTTPClient"] == "async-http-client")
        #expect(manifest.contains(#".library(name: "OpenAI""#))
        #expect(manifest.contains(#".library(name: "AIClientsAsyncHTTPClient""#))
        // The transport's product depends on async-http-client only when the trait is on.
        #expect(manifest.contains(#"trait: "AsyncHTTPClientTransport""#))
        // The same async-http-client requirement as the main package's own.
        let requirement = try #require(block.first { $0.contains("swift-server/async-http-client") })
            .trimmingCharacters(in: .whitespaces)
        #expect(manifest.contains(requirement), "\(requirement)")
    }
}
