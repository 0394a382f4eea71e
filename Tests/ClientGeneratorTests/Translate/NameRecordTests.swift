import Testing
@testable import ClientGenerator

/// Stable names: what a run chose is recorded, and the next run keeps it for whatever still
/// exists when the spec changed only in structure (docs/generated-code.md, "Stable names").
@Suite struct NameRecordTests {
    /// The spec as it was: a tool choice of a titled string enum or a named choice, a prompt of
    /// strings or token arrays, and a call output whose `call_id` is optional.
    static let before = """
        ToolChoice:
          oneOf:
            - type: string
              title: Tool choice mode
              enum: [none, auto, required]
            - $ref: '#/components/schemas/NamedChoice'
        NamedChoice:
          type: object
          properties:
            type: {type: string, enum: [function]}
            name: {type: string}
          required: [type, name]
        PromptInput:
          oneOf:
            - type: string
            - type: array
              items: {type: string}
            - type: array
              items: {type: integer}
        CallOutput:
          type: object
          properties:
            output: {type: string}
            id: {type: string}
            call_id: {type: string}
          required: [output]
        """

    /// The same API after a spec update that changed only structure: `anyOf`, a new title,
    /// branches reordered, the named choice's component renamed, one branch added, and
    /// `call_id` made required.
    static let after = """
        ToolChoice:
          anyOf:
            - $ref: '#/components/schemas/FunctionChoice'
            - $ref: '#/components/schemas/CustomChoice'
            - type: string
              title: Auto
              enum: [auto, none, required]
        FunctionChoice:
          type: object
          properties:
            type: {type: string, enum: [function]}
            name: {type: string}
          required: [type, name]
        CustomChoice:
          type: object
          properties:
            type: {type: string, enum: [custom]}
            name: {type: string}
          required: [type, name]
        PromptInput:
          anyOf:
            - type: array
              title: Array of tokens
              items: {type: integer}
            - type: string
              title: Text
            - type: array
              title: Array of strings
              items: {type: string}
        CallOutput:
          type: object
          properties:
            output: {type: string}
            id: {type: string}
            call_id: {type: string}
          required: [call_id, output]
        """

    /// `schemas` written from column 0, as the component schemas of a spec.
    static func translate(_ schemas: String, record: NameRecord = NameRecord()) throws -> (ModelTranslator.Result, NameRecord) {
        let indented = schemas.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
        let spec = try TestFiles.load("""
        openapi: 3.0.3
        info: {title: T, version: "1"}
        paths: {}
        components:
          schemas:
        \(indented)
        """)
        var translator = ModelTranslator(document: spec.document, moduleName: "Test")
        translator.nameRecord = record
        let result = translator.run()
        return (result, translator.chosenNames)
    }

    static func caseNames(_ union: String, in result: ModelTranslator.Result) throws -> [String] {
        try NestedUnionTests.union(union, in: result).cases.map(\.swiftName)
    }

    @Test func aStructuralChangeKeepsEveryCaseNameThatStillExists() throws {
        let (old, record) = try Self.translate(Self.before)
        #expect(try Self.caseNames("ToolChoice", in: old) == ["toolChoiceMode", "namedChoice"])
        #expect(try Self.caseNames("PromptInput", in: old) == ["string", "strings", "integers"])

        // Without the record, the update renames cases that did not change for callers.
        let (fresh, _) = try Self.translate(Self.after)
        #expect(try Self.caseNames("ToolChoice", in: fresh).contains("auto"))
        #expect(try Self.caseNames("ToolChoice", in: fresh) != ["function", "custom", "toolChoiceMode"])

        // With it, each branch keeps its name: the enum by its values, the renamed component
        // by its shape; the new branch gets a name of its own.
        let (kept, next) = try Self.translate(Self.after, record: record)
        #expect(try Self.caseNames("ToolChoice", in: kept) == ["namedChoice", "custom", "toolChoiceMode"])
        #expect(try Self.caseNames("PromptInput", in: kept) == ["integers", "string", "strings"])
        // The record follows: the next run keeps the same names.
        #expect(next.unions["ToolChoice"]?["string[auto,none,required]"] == "toolChoiceMode")
        #expect(next.unions["ToolChoice"]?["#FunctionChoice"] == "namedChoice")
        #expect(next.unions["ToolChoice"]?["#NamedChoice"] == nil, "a branch that is gone leaves the record")
        let (again, _) = try Self.translate(Self.after, record: next)
        #expect(try Self.caseNames("ToolChoice", in: again) == ["namedChoice", "custom", "toolChoiceMode"])
    }

    @Test func aMemberThatBecomesRequiredKeepsItsPlaceInTheInitializer() throws {
        let (_, record) = try Self.translate(Self.before)
        #expect(record.inits["CallOutput"] == ["output", "id", "call_id"])
        let renderer = ModelRenderer(moduleName: "Test", shadowedNames: [], indirectUnions: [])
        func parameters(_ result: ModelTranslator.Result) throws -> [String] {
            guard case .object(let object) = try SchemaWrapperTests.type("CallOutput", in: result).kind else { return [] }
            return renderer.initializerParameters(object.properties).map(\.jsonName)
        }
        let (fresh, _) = try Self.translate(Self.after)
        #expect(try parameters(fresh) == ["output", "call_id", "id"])
        let (kept, next) = try Self.translate(Self.after, record: record)
        #expect(try parameters(kept) == ["output", "id", "call_id"])
        #expect(next.inits["CallOutput"] == ["output", "id", "call_id"])
        let text = try NestedUnionTests.rendered("CallOutput", in: kept)
        #expect(text.contains("output: String,\n        id: String? = nil,\n        callID: String\n"), "\(text)")
    }

    @Test func theFileReadsBackAsWrittenAndIsSorted() throws {
        let (_, record) = try Self.translate(Self.before)
        let text = record.text
        #expect(text.hasPrefix("# The Swift names generate-client chose"))
        let read = try NameRecord.read(Array(text.utf8), path: "names.yaml")
        #expect(read == record)
        #expect(read.text == text)
        #expect(text.contains("  \"PromptInput\":\n    \"[integer]\": \"integers\"\n    \"[string]\": \"strings\"\n    \"string\": \"string\"\n"))
        // Quoting survives what keys may hold.
        let odd = NameRecord(unions: ["A": ["string[a\"b,c\\\\d]": "x"]])
        #expect(try NameRecord.read(Array(odd.text.utf8), path: "odd.yaml") == odd)
    }

    @Test func aRecordThatIsNotOneIsAnErrorThatSaysWhere() throws {
        #expect(throws: DiagnosticError.self) { try NameRecord.read(Array("unions: {A: {b: [1]}}\n".utf8), path: "names.yaml") }
        do {
            _ = try NameRecord.read(Array("colours: {}\n".utf8), path: "names.yaml")
            Issue.record("an unknown key was accepted")
        } catch {
            #expect(error.diagnostics.first?.description.contains("names.yaml:1:1") == true, "\(error.diagnostics)")
            #expect(error.diagnostics.first?.message.contains("unknown name record key 'colours'") == true)
        }
        // A recorded name that is no Swift identifier is not used.
        let (_, record) = try Self.translate(Self.before)
        var bad = record
        bad.unions["ToolChoice"]?["string[auto,none,required]"] = "not a name"
        let (result, _) = try Self.translate(Self.before, record: bad)
        #expect(try Self.caseNames("ToolChoice", in: result) == ["toolChoiceMode", "namedChoice"])
    }

    /// An inline schema the spec turns into a component (`AssistantObject.Tool` →
    /// `AssistantTool`, same shape): the nested name stays, a deprecated alias of the new type,
    /// and the API diff calls that a deprecation, not a break.
    @Test func aNestedTypeTheSpecNowNamesStaysAsADeprecatedAlias() throws {
        let before = """
            Assistant:
              type: object
              properties:
                tools:
                  type: array
                  items:
                    type: object
                    properties:
                      type: {type: string}
                      name: {type: string}
                    required: [type]
              required: [tools]
            """
        let after = """
            Assistant:
              type: object
              properties:
                tools:
                  type: array
                  items:
                    $ref: '#/components/schemas/AssistantTool'
              required: [tools]
            AssistantTool:
              type: object
              properties:
                type: {type: string}
                name: {type: string}
              required: [type]
            """
        let (old, record) = try Self.translate(before)
        #expect(record.nested["Assistant.Tool"] == "tools[]")
        let (fresh, _) = try Self.translate(after)
        #expect(try SchemaWrapperTests.type("Assistant", in: fresh).nested.isEmpty)
        let (kept, next) = try Self.translate(after, record: record)
        let alias = try #require(try SchemaWrapperTests.type("Assistant", in: kept).nested.first { $0.name == "Tool" })
        #expect(alias.kind == .alias(.named(["AssistantTool"])))
        #expect(alias.retiredFor == "AssistantTool")
        #expect(next.nested["Assistant.Tool"] == "tools[]", "the alias stays while the record lists it")
        let text = try NestedUnionTests.rendered("Assistant", in: kept)
        #expect(text.contains("@available(*, deprecated, renamed: \"AssistantTool\")\n    public typealias Tool = AssistantTool"), "\(text)")

        // The API diff: the nested type is deprecated; `tools` keeps callers compiling.
        func surface(_ result: ModelTranslator.Result) -> APISurface {
            let renderer = ModelRenderer(moduleName: "Test", shadowedNames: result.shadowedNames, indirectUnions: [])
            var files: [String: String] = [:]
            for decl in result.types {
                var printer = CodePrinter()
                renderer.render(decl, path: [decl.name], into: &printer)
                files[decl.name + ".swift"] = printer.text
            }
            return APISurface(files: files, modules: ["Test"])
        }
        let diff = APIDiff(old: surface(old), new: surface(kept))
        #expect(!diff.hasBreakingChanges, "\(diff.changes.map(APIDiff.line))")
        #expect(diff.changes(.deprecated).map(APIDiff.line) == ["deprecated type `Assistant.Tool` (now an alias of `AssistantTool`)"])
        #expect(APIDiff(old: surface(old), new: surface(fresh)).hasBreakingChanges, "without the record the same change breaks callers")
    }

    /// A model id the spec drops stays a deprecated name for as long as the record lists it, so
    /// code that named it still compiles; it decodes and encodes as `.unknown` as any unlisted
    /// value does.
    @Test func aValueTheSpecDropsStaysAsADeprecatedName() throws {
        let before = """
            ModelID:
              type: string
              enum: [claude-3-5-sonnet-20240620, claude-sonnet-4-5]
            """
        let after = """
            ModelID:
              type: string
              enum: [claude-sonnet-4-5, claude-opus-4-5]
            """
        let (old, record) = try Self.translate(before)
        guard case .openEnum(let oldEnum) = try SchemaWrapperTests.type("ModelID", in: old).kind else {
            Issue.record("ModelID is no enum")
            return
        }
        let dropped = try #require(oldEnum.cases.first { $0.rawValue == "claude-3-5-sonnet-20240620" })
        #expect(record.enums["ModelID"]?["claude-3-5-sonnet-20240620"] == dropped.swiftName)
        let (fresh, _) = try Self.translate(after)
        guard case .openEnum(let freshEnum) = try SchemaWrapperTests.type("ModelID", in: fresh).kind else { return }
        #expect(freshEnum.retired.isEmpty)
        let (kept, next) = try Self.translate(after, record: record)
        guard case .openEnum(let keptEnum) = try SchemaWrapperTests.type("ModelID", in: kept).kind else { return }
        #expect(keptEnum.cases.map(\.rawValue) == ["claude-sonnet-4-5", "claude-opus-4-5"])
        #expect(keptEnum.retired == [dropped])
        #expect(next.enums["ModelID"]?["claude-3-5-sonnet-20240620"] == dropped.swiftName, "it stays while the record lists it")
        let text = try NestedUnionTests.rendered("ModelID", in: kept)
        #expect(text.contains("@available(*, deprecated, message: \"no longer in the spec\")\n    public static var \(dropped.swiftName): Self { .unknown(\"claude-3-5-sonnet-20240620\") }"), "\(text)")
        // Listed again, it is a case again, under the same name (and the value the old spec
        // lacks is the retired one now).
        let (back, _) = try Self.translate(before, record: next)
        guard case .openEnum(let backEnum) = try SchemaWrapperTests.type("ModelID", in: back).kind else { return }
        #expect(backEnum.cases.contains(dropped))
        #expect(backEnum.retired.map(\.rawValue) == ["claude-opus-4-5"])
    }

    /// The inline branches of a union the spec turns into components
    /// (`CreateModerationRequest.Input.Object.ImageURL` → `ModerationImageURLInput`), and an
    /// array branch's inline element (`ComparisonFilter.Value.ArrayItem`): the case keeps its
    /// name and the nested payload type stays, a deprecated alias of the component.
    @Test func aUnionCasePayloadTheSpecNowNamesStaysAsADeprecatedAlias() throws {
        let before = """
            Input:
              oneOf:
                - type: object
                  title: Text
                  properties:
                    type: {type: string, enum: [text]}
                    text: {type: string}
                  required: [type, text]
                - type: array
                  items:
                    oneOf:
                      - type: string
                      - type: number
            """
        let after = """
            Input:
              anyOf:
                - $ref: '#/components/schemas/TextInput'
                - type: array
                  items:
                    $ref: '#/components/schemas/InputItems'
            TextInput:
              type: object
              properties:
                type: {type: string, enum: [text]}
                text: {type: string}
              required: [type, text]
            InputItems:
              anyOf:
                - type: string
                - type: number
            """
        let (old, record) = try Self.translate(before)
        let oldNames = try Self.caseNames("Input", in: old)
        let nestedBefore = try SchemaWrapperTests.type("Input", in: old).nested.map(\.name).sorted()
        #expect(nestedBefore.count == 2, "\(nestedBefore)")
        #expect(record.nested.values.sorted() == ["case:\(oldNames[0])", "case:\(oldNames[1])[]"].sorted(), "\(record.nested)")
        let (kept, next) = try Self.translate(after, record: record)
        #expect(try Self.caseNames("Input", in: kept) == oldNames)
        let union = try SchemaWrapperTests.type("Input", in: kept)
        #expect(union.nested.map(\.name).sorted() == nestedBefore)
        for alias in union.nested {
            #expect(alias.retiredFor == "TextInput" || alias.retiredFor == "InputItems", "\(alias)")
        }
        #expect(next.nested.count == 2, "the aliases stay while the record lists them")
    }

    /// A component renamed upstream (`NamedChoice` → `FunctionChoice`), seen where a union's
    /// branch keeps its case by its shape: the former name stays as a deprecated alias, for as
    /// long as the record lists it, and a `Beta` twin of the former name stays a twin.
    @Test func aRenamedComponentStaysAsADeprecatedAlias() throws {
        let twin = """

            BetaNamedChoice:
              type: object
              properties:
                type: {type: string, enum: [function]}
                name: {type: string}
              required: [type, name]
            """
        let (_, record) = try Self.translate(Self.before + twin)
        func run(_ record: NameRecord) throws -> (types: [TypeDecl], next: NameRecord) {
            let indented = (Self.after + twin).split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }.joined(separator: "\n")
            let spec = try TestFiles.load("""
            openapi: 3.0.3
            info: {title: T, version: "1"}
            paths: {}
            components:
              schemas:
            \(indented)
            """)
            var translator = ModelTranslator(document: spec.document, moduleName: "Test")
            translator.nameRecord = record
            var types = translator.run().types
            types += translator.renamedComponentAliases(existing: types, overrides: [:])
            return (types, translator.chosenNames)
        }
        let (types, next) = try run(record)
        let alias = try #require(types.first { $0.name == "NamedChoice" })
        #expect(alias.kind == .alias(.named(["FunctionChoice"])))
        #expect(alias.retiredFor == "FunctionChoice")
        #expect(next.renamed == ["NamedChoice": "FunctionChoice"])
        // The twin rule reads the former name through the alias.
        let twins = TwinAliases.apply(types: types, endpoints: [])
        #expect(twins.aliases["BetaNamedChoice"] == "FunctionChoice")
        // The next run no longer sees the rename in the union (its record names the new
        // component), but keeps the alias because the record lists it.
        #expect(next.unions["ToolChoice"]?["#NamedChoice"] == nil)
        let (again, last) = try run(next)
        #expect(again.contains { $0.name == "NamedChoice" && $0.retiredFor == "FunctionChoice" })
        #expect(last.renamed == ["NamedChoice": "FunctionChoice"])
        // Without a record, nothing is made up.
        let (fresh, none) = try run(NameRecord())
        #expect(!fresh.contains { $0.name == "NamedChoice" })
        #expect(none.renamed.isEmpty)
        // Read back as written.
        #expect(try NameRecord.read(Array(last.text.utf8), path: "names.yaml") == last)
        #expect(last.text.hasSuffix("renamed:\n  \"NamedChoice\": \"FunctionChoice\"\n"))
    }
}
