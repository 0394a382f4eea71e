extension ModelRenderer {
    func renderUnion(_ decl: TypeDecl, _ union: UnionDecl, path: [String], into printer: inout CodePrinter) {
        printer.doc(decl.doc)
        let indirect = indirectUnions.contains(path) ? "indirect " : ""
        var conformances = "Codable, \(equality), Sendable, \(RuntimeSymbols.emptyDecodable)"
        if union.stringCase != nil { conformances += ", ExpressibleByStringLiteral" }
        printer.block("public nonisolated \(indirect)enum \(decl.name): \(conformances)") { printer in
            for item in union.cases {
                var notes: [String] = []
                if !item.tags.isEmpty, let property = union.discriminator {
                    notes.append("- `\(property)`: " + item.tags.map { "`\($0)`" }.joined(separator: ", "))
                }
                printer.doc(DocComment(text: item.doc.text, source: nil, deprecated: false), extra: notes)
                printer.line("case \(item.swiftName)(\(swiftType(item.payload)))")
            }
            printer.line("/// A value none of the known cases describes, kept as raw JSON so it re-encodes unchanged.")
            printer.line("case unknown(\(RuntimeSymbols.jsonValue))")
            if let stringCase = union.stringCase {
                printer.line()
                printer.block("public init(stringLiteral value: String)") { printer in
                    printer.line("self = .\(stringCase.trimmingBackticks)(value)")
                }
            }
            renderStringFactories(union, into: &printer)
            printer.line()
            printer.line("public static var emptyValue: Self { .unknown(.null) }")
            renderNested(decl.nested, path: path, into: &printer)
            printer.line()
            printer.line("// MARK: - Coding")
            printer.line()
            renderUnionDecoding(union, into: &printer)
            printer.line()
            printer.block("public func encode(to encoder: any Encoder) throws") { printer in
                printer.switchBlock("switch self") { printer in
                    for item in union.cases {
                        printer.line("case .\(item.swiftName.trimmingBackticks)(let value): try value.encode(to: encoder)")
                    }
                    printer.line("case .unknown(let value): try value.encode(to: encoder)")
                }
            }
        }
    }

    /// A case whose payload is written as a string literal (`.user("Hi")`) also takes a
    /// `String` value: `.user(prompt)`. Swift accepts the static function beside the case
    /// because their argument types differ.
    func renderStringFactories(_ union: UnionDecl, into printer: inout CodePrinter) {
        for item in union.cases {
            guard case .named(let payloadPath) = item.payload,
                  stringLiteralStructs.contains(payloadPath)
                    || (stringLiteralTypes.contains(payloadPath) && !openEnumTypes.contains(payloadPath))
            else { continue }
            printer.line()
            printer.line("/// `.\(item.swiftName.trimmingBackticks)(text)` for a `String` value, as a string literal is written.")
            printer.block("public static func \(item.swiftName)(_ text: String) -> Self") { printer in
                printer.line(".\(item.swiftName.trimmingBackticks)(\(swiftType(item.payload))(stringLiteral: text))")
            }
        }
    }

    /// Decoding reads the tag when there is one and decodes only the cases it names; without a
    /// tag it goes by the JSON kind of the value. Object cases left together are ranked by
    /// their members (`UnionDecoding.rank`, see `UnionRouting`); whatever matches nothing is
    /// kept as `unknown`.
    func renderUnionDecoding(_ union: UnionDecl, into printer: inout CodePrinter) {
        let routing = UnionRouting(union: union)
        var tables: [(name: String, group: UnionRouting.Group)] = []
        printer.block("public init(from decoder: any Decoder) throws") { printer in
            if let property = union.discriminator {
                printer.block("if let tag = \(RuntimeSymbols.unionDecoding).tag(of: decoder, key: \(property.swiftLiteral))") { printer in
                    printer.switchBlock("switch tag") { printer in
                        for group in routing.tagGroups {
                            guard case .tag(let tag) = group.selector else { continue }
                            if group.cases.count == 1 {
                                let only = group.cases[0]
                                printer.line("case \(tag.swiftLiteral): self = .\(only.swiftName.trimmingBackticks)(try \(swiftType(only.payload))(from: decoder)); return")
                            } else {
                                printer.line("case \(tag.swiftLiteral):")
                                printer.indented { printer in
                                    renderByMembers(group, union: union, tables: &tables, into: &printer)
                                }
                            }
                        }
                        printer.line("default: self = .unknown(try \(RuntimeSymbols.jsonValue)(from: decoder)); return")
                    }
                }
            }
            renderByKind(routing, union: union, tables: &tables, into: &printer)
            printer.line("self = .unknown(try \(RuntimeSymbols.jsonValue)(from: decoder))")
        }
        for table in tables {
            printer.line()
            renderShapes(table.name, table.group, union: union, into: &printer)
        }
    }

    private func renderByKind(_ routing: UnionRouting, union: UnionDecl, tables: inout [(name: String, group: UnionRouting.Group)], into printer: inout CodePrinter) {
        let groups = routing.kindGroups
        guard !groups.isEmpty else { return }
        let kindsPresent = Set(groups.compactMap { group -> JSONKind? in
            if case .kind(let kind) = group.selector { return kind }
            return nil
        })
        printer.switchBlock("switch \(RuntimeSymbols.unionDecoding).kind(of: decoder)") { printer in
            for group in groups {
                guard case .kind(let kind) = group.selector else { continue }
                let kinds: String
                switch kind {
                // A whole number is a valid `number` unless an integer case claims it.
                case .number: kinds = kindsPresent.contains(.integer) ? ".number" : ".number, .integer"
                case .boolean: kinds = ".bool"
                default: kinds = "." + kind.rawValue
                }
                printer.line("case \(kinds):")
                printer.indented { printer in
                    if group.isRankedByMembers {
                        renderByMembers(group, union: union, tables: &tables, into: &printer)
                    } else {
                        renderInOrder(group.cases, into: &printer)
                    }
                }
            }
            printer.line("default: break")
        }
    }

    /// Cases of one kind that nothing else tells apart (`[String]` and `[Part]`): the first
    /// that decodes, in the spec's order; the last one's error is the one reported. A rejected
    /// case's decoding issues are discarded (`UnionDecoding.attempt`).
    private func renderInOrder(_ candidates: [UnionDecl.Case], into printer: inout CodePrinter) {
        for item in candidates.dropLast() {
            printer.block("if let value = \(RuntimeSymbols.unionDecoding).attempt(in: decoder, { try \(swiftType(item.payload))(from: decoder) })") { printer in
                printer.line("self = .\(item.swiftName.trimmingBackticks)(value); return")
            }
        }
        if let last = candidates.last {
            printer.line("self = .\(last.swiftName.trimmingBackticks)(try \(swiftType(last.payload))(from: decoder)); return")
        }
    }

    /// Object cases that share a tag or a kind: one case decodes directly; several are ranked
    /// from the payload's members by a static table of their shapes, and only a tie is tried
    /// case by case.
    private func renderByMembers(_ group: UnionRouting.Group, union: UnionDecl, tables: inout [(name: String, group: UnionRouting.Group)], into printer: inout CodePrinter) {
        guard group.cases.count > 1 else {
            if let only = group.cases.first {
                printer.line("self = .\(only.swiftName.trimmingBackticks)(try \(swiftType(only.payload))(from: decoder)); return")
            }
            return
        }
        let name = "variantShapes\(tables.count)"
        tables.append((name, group))
        printer.line("let ranked = \(RuntimeSymbols.unionDecoding).rank(decoder, keys: \(RuntimeSymbols.unionDecoding).keys(of: decoder), shapes: Self.\(name))")
        printer.line("self = try \(RuntimeSymbols.unionDecoding).decodeFirst(ranked, in: decoder) { index throws -> Self in")
        printer.indented { printer in
            printer.switchBlock("switch index") { printer in
                for (index, item) in group.cases.enumerated() {
                    let label = index == group.cases.count - 1 ? "default" : "case \(index)"
                    printer.line("\(label): return .\(item.swiftName.trimmingBackticks)(try \(swiftType(item.payload))(from: decoder))")
                }
            }
        }
        printer.line("}")
        printer.line("return")
    }

    /// The static table `renderByMembers` ranks with: per case its required and declared
    /// members and the constant members that differ within the group (the tag that chose
    /// the group says nothing more).
    private func renderShapes(_ name: String, _ group: UnionRouting.Group, union: UnionDecl, into printer: inout CodePrinter) {
        var telling: Set<String> = []
        var pinned: [String: Set<[String]>] = [:]
        for item in group.cases {
            for constant in item.constants { pinned[constant.member, default: []].insert(constant.values) }
        }
        for (member, valueSets) in pinned {
            let everyCasePins = group.cases.allSatisfy { $0.constants.contains { $0.member == member } }
            if case .tag = group.selector, member == union.discriminator { continue }
            if valueSets.count > 1 || !everyCasePins { telling.insert(member) }
        }
        printer.line("private static let \(name): [\(RuntimeSymbols.unionDecoding).ObjectShape] = [")
        printer.indented { printer in
            for (index, item) in group.cases.enumerated() {
                let required = item.requiredKeys.map(\.swiftLiteral).joined(separator: ", ")
                let declared = item.declaredKeys.map(\.swiftLiteral).joined(separator: ", ")
                let constants = item.constants.filter { telling.contains($0.member) }.map { constant in
                    "(\(constant.member.swiftLiteral), [\(constant.values.map(\.swiftLiteral).joined(separator: ", "))])"
                }
                var arguments = "required: [\(required)], declared: [\(declared)]"
                if !constants.isEmpty { arguments += ", constants: [\(constants.joined(separator: ", "))]" }
                let separator = index == group.cases.count - 1 ? "" : ","
                printer.line("// \(item.swiftName.trimmingBackticks)")
                printer.line(".init(\(arguments))\(separator)")
            }
        }
        printer.line("]")
    }
}
