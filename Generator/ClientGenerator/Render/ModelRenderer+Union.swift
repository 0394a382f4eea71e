extension ModelRenderer {
    func renderUnion(_ decl: TypeDecl, _ union: UnionDecl, path: [String], into printer: inout CodePrinter) {
        printer.doc(decl.doc)
        let indirect = indirectUnions.contains(path) ? "indirect " : ""
        var conformances = "Codable, Hashable, Sendable, \(RuntimeSymbols.emptyDecodable)"
        if union.stringCase != nil { conformances += ", ExpressibleByStringLiteral" }
        printer.block("public \(indirect)enum \(decl.name): \(conformances)") { printer in
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

    /// Decoding reads the tag when there is one and decodes only the case it names; without a
    /// tag it goes by the JSON kind of the value, and among object cases by which required
    /// members are present, most specific first. Whatever matches nothing is kept as `unknown`.
    func renderUnionDecoding(_ union: UnionDecl, into printer: inout CodePrinter) {
        printer.block("public init(from decoder: any Decoder) throws") { printer in
            if let property = union.discriminator {
                var tagOrder: [String] = []
                var casesByTag: [String: [UnionDecl.Case]] = [:]
                for item in union.cases {
                    for tag in item.tags {
                        if casesByTag[tag] == nil { tagOrder.append(tag) }
                        casesByTag[tag, default: []].append(item)
                    }
                }
                printer.block("if let tag = \(RuntimeSymbols.unionDecoding).tag(of: decoder, key: \(property.swiftLiteral))") { printer in
                    printer.switchBlock("switch tag") { printer in
                        for tag in tagOrder {
                            guard let candidates = casesByTag[tag] else { continue }
                            if candidates.count == 1 {
                                printer.line("case \(tag.swiftLiteral): self = .\(candidates[0].swiftName.trimmingBackticks)(try \(swiftType(candidates[0].payload))(from: decoder)); return")
                            } else {
                                printer.line("case \(tag.swiftLiteral):")
                                printer.indented { printer in
                                    renderByRequiredKeys(candidates, into: &printer)
                                }
                            }
                        }
                        printer.line("default: self = .unknown(try \(RuntimeSymbols.jsonValue)(from: decoder)); return")
                    }
                }
            }
            renderByKind(union, into: &printer)
            printer.line("self = .unknown(try \(RuntimeSymbols.jsonValue)(from: decoder))")
        }
    }

    private func renderByKind(_ union: UnionDecl, into printer: inout CodePrinter) {
        // Cases that can be chosen without a tag: those whose tag member may be absent and
        // those that have no tag at all. A case whose payload is itself a union may take
        // several kinds.
        let untagged = union.cases.filter { $0.tags.isEmpty || !$0.requiredKeys.contains(union.discriminator ?? "") }
        var byKind: [JSONKind: [UnionDecl.Case]] = [:]
        for item in untagged {
            for kind in item.kinds {
                byKind[kind, default: []].append(item)
            }
        }
        guard !byKind.isEmpty else { return }
        printer.switchBlock("switch \(RuntimeSymbols.unionDecoding).kind(of: decoder)") { printer in
            for kind in byKind.keys.sorted() {
                guard let candidates = byKind[kind] else { continue }
                let kinds: String
                switch kind {
                // A whole number is a valid `number` unless an integer case claims it.
                case .number: kinds = byKind[.integer] == nil ? ".number, .integer" : ".number"
                case .boolean: kinds = ".bool"
                default: kinds = "." + kind.rawValue
                }
                printer.line("case \(kinds):")
                printer.indented { printer in
                    if kind == .object {
                        renderByRequiredKeys(candidates, into: &printer)
                    } else {
                        renderInOrder(candidates, into: &printer)
                    }
                }
            }
            printer.line("default: break")
        }
    }

    /// Cases of one kind that nothing else tells apart (`[String]` and `[Part]`): the first
    /// that decodes, in the spec's order; the last one's error is the one reported.
    private func renderInOrder(_ candidates: [UnionDecl.Case], into printer: inout CodePrinter) {
        for item in candidates.dropLast() {
            printer.block("if let value = try? \(swiftType(item.payload))(from: decoder)") { printer in
                printer.line("self = .\(item.swiftName.trimmingBackticks)(value); return")
            }
        }
        if let last = candidates.last {
            printer.line("self = .\(last.swiftName.trimmingBackticks)(try \(swiftType(last.payload))(from: decoder)); return")
        }
    }

    /// Among object cases: the first, most required members first, whose required members are
    /// all present; the last resort is the case with the fewest requirements.
    private func renderByRequiredKeys(_ candidates: [UnionDecl.Case], into printer: inout CodePrinter) {
        let ordered = candidates.enumerated().sorted { lhs, rhs in
            lhs.element.requiredKeys.count != rhs.element.requiredKeys.count
                ? lhs.element.requiredKeys.count > rhs.element.requiredKeys.count
                : lhs.offset < rhs.offset
        }.map(\.element)
        // Cases after the first one without requirements could never be chosen.
        let reachable = ordered.prefix { !$0.requiredKeys.isEmpty } + ordered.drop { !$0.requiredKeys.isEmpty }.prefix(1)
        let tested = reachable.count > 1 ? Array(reachable.dropLast()) : []
        if !tested.isEmpty {
            printer.line("let keys = \(RuntimeSymbols.unionDecoding).keys(of: decoder)")
        }
        for item in tested {
            let keys = item.requiredKeys.map(\.swiftLiteral).joined(separator: ", ")
            printer.block("if keys.isSuperset(of: [\(keys)])") { printer in
                printer.line("self = .\(item.swiftName.trimmingBackticks)(try \(swiftType(item.payload))(from: decoder)); return")
            }
        }
        if let last = reachable.last {
            printer.line("self = .\(last.swiftName.trimmingBackticks)(try \(swiftType(last.payload))(from: decoder)); return")
        }
    }
}
