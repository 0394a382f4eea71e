import AIClientsTestSupport
import Foundation
import Testing

/// The manifest lines the README gives for the AsyncHTTPClient transport and for the MCP bridge
/// name what exists: this package by path with the trait that fills the product, the main
/// package's products, and the async-http-client requirement the main package itself declares.
/// A `.product`'s `package:` of a path dependency is the folder's name, so each must match its path.
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

    /// The installation lines: this package, and family products that exist in Package.swift.
    @Test func theInstallationLinesNameRealFamilyProducts() throws {
        let block = try ReadmeSnippet.block("install-manifest")
        try #require(!block.isEmpty, "README.md has no install-manifest block")
        #expect(block.contains { $0.trimmingCharacters(in: .whitespaces) == #".package(path: "AIClients"),"# })
        let manifest = try String(contentsOf: Self.mainManifest, encoding: .utf8)
        let products = Self.captures(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/, in: block)
        #expect(products.map(\.0) == ["OpenAIChat", "AnthropicMessages"])
        for (product, package) in products {
            #expect(package == "AIClients")
            // Family products are made from `openAIFamilies` and `anthropicFamilies`.
            let family = product.hasPrefix("OpenAI") ? String(product.dropFirst("OpenAI".count)) : String(product.dropFirst("Anthropic".count))
            #expect(manifest.contains(#"APIFamily(name: "\#(family)""#), "Package.swift has no family \(family) for \(product)")
        }
    }

    @Test func theMCPManifestLinesNameTheRealTraitAndProducts() throws {
        let block = try ReadmeSnippet.block("mcp-manifest")
        try #require(!block.isEmpty, "README.md has no mcp-manifest block")
        let paths = Self.captures(/\.package\(path: "([^"]+)", traits: \["([^"]+)"\]\)/, in: block)
        #expect(paths.map(\.0) == ["AIClients"])
        #expect(paths.map(\.1) == ["MCP"])
        let manifest = try String(contentsOf: Self.mainManifest, encoding: .utf8)
        #expect(manifest.contains(#".trait(name: "MCP""#))
        #expect(manifest.contains(#"trait: "MCP""#), "AIClientsMCP depends on the MCP SDK only when the trait is on")
        #expect(block.contains("// swift-tools-version:6.1"))
        let products = Self.captures(/\.product\(name: "([^"]+)", package: "([^"]+)"\)/, in: block)
        #expect(products.map(\.0).contains("AIClientsMCP"))
        for (product, package) in products {
            #expect(package == "AIClients", "\(product) is a product of the main package")
            #expect(manifest.contains(#".library(name: "\#(product)""#), "Package.swift has no library \(product)")
        }
        // The Integrations package, whose tests build the bridge, depends on this package the same way.
        let tests = try String(contentsOf: ReadmeSnippet.repository.appendingPathComponent("Integrations/Package.swift"), encoding: .utf8)
        #expect(tests.contains(#".package(path: "..", traits: ["AsyncHTTPClientTransport", "Observability", "MCP"])"#))
    }
}
