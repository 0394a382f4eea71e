import ClientGenerator
import Foundation

/// A client's spec as the generator sees it: read through its generation config
/// (`Spec/<name>.config.yaml`), overlays applied, `$ref`s resolved.
public struct SpecFixture: Sendable {
    /// The package root, found from this file's path (the tests read `Spec/` and fixtures in
    /// place; they are not resources).
    public static let packageRoot: String = {
        URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().path
    }()

    public let config: GenerationConfig
    public let spec: LoadedSpec

    public var document: OpenAPIDocument { spec.document }

    /// Loads the spec of `Spec/<configName>.config.yaml` the way `Scripts/regenerate` does.
    public init(configName: String) throws {
        let path = "Spec/\(configName).config.yaml"
        let config = try GenerationConfig.read(try Self.read(path), path: path)
        let root = try DocumentReader.read(try Self.read(config.spec), path: config.spec)
        var overlays: [Overlay] = []
        for overlayPath in config.overlays {
            overlays.append(try Overlay.read(try Self.read(overlayPath), path: overlayPath))
        }
        let applied = OverlayApplication.apply(overlays, to: root)
        if applied.hasErrors {
            throw DiagnosticError(applied.diagnostics.filter { $0.severity == .error })
        }
        self.config = config
        self.spec = try SpecLoader(readFile: Self.read).load(SourceDocument(path: config.spec, root: applied.root))
    }

    /// Reads a file given relative to the package root (or absolute).
    @Sendable public static func read(_ path: String) throws -> [UInt8] {
        let full = path.hasPrefix("/") ? path : packageRoot + "/" + path
        return Array(try Data(contentsOf: URL(fileURLWithPath: full)))
    }

    /// The component name a schema stands for: a `$ref` to a component, or a wrapper that
    /// only adds words to one (`allOf: [$ref]`, as 3.0 specs write a documented reference).
    public static func componentName(of schema: Schema) -> String? {
        if let name = schema.reference?.componentName, schema.properties.isEmpty, schema.allOf == nil {
            return name
        }
        if let parts = schema.allOf, parts.count == 1, schema.properties.isEmpty, schema.reference == nil,
           schema.oneOf == nil, schema.anyOf == nil {
            return componentName(of: parts[0])
        }
        return nil
    }
}
