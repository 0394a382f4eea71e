/// The generator's back half: from a loaded spec to the text of every generated file.
///
/// Does no file I/O; `GeneratedFiles.write` (in the CLI) puts the result on disk.
public struct GeneratorInput: Sendable {
    /// The spec path as it should appear in headers (relative to the repository).
    public var specPath: String
    public var moduleName: String

    public init(specPath: String, moduleName: String) {
        self.specPath = specPath
        self.moduleName = moduleName
    }
}

public struct GeneratorOutput: Sendable {
    /// Relative path inside the output folder → file contents.
    public var files: [String: String]
    public var diagnostics: [Diagnostic]
    /// Swift type name of each component schema (used by later stages and tests).
    public var typeNames: [SchemaReference: String]
    /// Files for the client's test target (relative path → contents): a registry that
    /// round-trips JSON through the type of any component schema, by schema name.
    public var testSupportFiles: [String: String]
}

public enum SwiftClientGenerator {
    public static func generate(_ spec: LoadedSpec, input: GeneratorInput) -> GeneratorOutput {
        let translation = ModelTranslator.translate(spec.document, moduleName: input.moduleName)
        let renderer = ModelRenderer(
            moduleName: input.moduleName,
            shadowedNames: translation.shadowedNames,
            indirectUnions: IndirectUnions.find(in: translation.types))
        var rendered: [ModelFiles.RenderedType] = []
        for type in translation.types {
            var printer = CodePrinter()
            renderer.render(type, path: [type.name], into: &printer)
            let text = printer.text
            rendered.append(.init(name: type.name, text: text, lines: text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }))
        }
        var files: [String: String] = [:]
        for file in ModelFiles.layout(rendered, folder: "Models") {
            var text = header(input)
            text += "\nimport AIClientRuntime\n"
            for type in file.types {
                text += "\n" + type.text
            }
            files[file.path] = text
        }
        files["Manifest.swift"] = manifest(spec, input: input, typeCount: translation.types.count)
        let diagnostics = translation.diagnostics.map { diagnostic -> Diagnostic in
            var located = diagnostic
            if located.location == nil, let pointer = diagnostic.pointer {
                located.location = spec.location(of: pointer, in: nil)
            }
            return located
        }
        let registry = SchemaRegistryFile.render(typeNames: translation.typeNames, input: input, header: header(input))
        return GeneratorOutput(
            files: files, diagnostics: diagnostics, typeNames: translation.typeNames,
            testSupportFiles: ["SchemaRegistry.swift": registry])
    }

    static func header(_ input: GeneratorInput) -> String {
        """
        // Generated from \(input.specPath) by generate-client. Do not edit.
        // Regenerate with Scripts/regenerate.

        """
    }

    static func manifest(_ spec: LoadedSpec, input: GeneratorInput, typeCount: Int) -> String {
        let document = spec.document
        return header(input) + """

            /// Where the generated code of this module came from.
            public enum \(input.moduleName)GeneratedManifest {
                /// The spec file, relative to the repository.
                public static let specPath = \(input.specPath.swiftLiteral)
                /// The spec's `info.version`.
                public static let specVersion = \(document.info.version.swiftLiteral)
                /// The spec's OpenAPI version.
                public static let openAPIVersion = \(document.openapi.swiftLiteral)
                public static let operationCount = \(document.operations.count)
                public static let schemaCount = \(typeCount)
            }

            """
    }
}
