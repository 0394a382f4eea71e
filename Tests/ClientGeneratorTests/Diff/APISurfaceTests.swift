import Foundation
import Testing
@testable import ClientGenerator

/// ``APISurface``: the declarations callers can name, read back from generated Swift.
@Suite struct APISurfaceTests {
    /// `kind name: signature`, with ` (deprecated)`, one line per entry.
    static func lines(_ surface: APISurface) -> [String] {
        surface.entries.map { entry in
            "\(entry.kind.rawValue) \(entry.name)" + (entry.signature.isEmpty ? "" : ": \(entry.signature)") + (entry.deprecated ? " (deprecated)" : "")
        }
    }

    static func surface(_ swift: String, modules: Set<String> = []) -> [String] {
        lines(APISurface(files: ["File.swift": swift], modules: modules))
    }

    /// The golden `family-modules` output: operations of nested resources with their module
    /// qualifiers left out, structs with members and memberwise initializers, a string enum.
    @Test func readsTheGoldenFamilyModulesTree() throws {
        let folder = TestFiles.fixture("golden/family-modules/expected")
        var files: [String: String] = [:]
        for path in FileManager.default.enumerator(atPath: folder)?.allObjects as? [String] ?? [] where path.hasSuffix(".swift") {
            files[path] = try String(contentsOfFile: folder + "/" + path, encoding: .utf8)
        }
        let modules = APISurface.moduleNames(in: files)
        #expect(modules.isSuperset(of: ["Golden", "GoldenChat", "GoldenFiles", "_GoldenCore", "_GoldenShared", "AIClientRuntime", "Foundation"]))
        let lines = Self.lines(APISurface(files: files, modules: modules))
        let expected = [
            "type GoldenClient.Chat.Completions: struct: Sendable",
            "operation GoldenClient.Chat.Completions.create(_:options:): (_: CompletionRequest, options: RequestOptions = .init()) async throws -> Completion",
            "member GoldenClient.Chat.Completions.messages: GoldenClient.Chat.Completions.Messages",
            "operation GoldenClient.Chat.Completions.Messages.list(completionID:options:): (completionID: String, options: RequestOptions = .init()) async throws -> MessageList",
            "member GoldenClient.chat: GoldenClient.Chat",
            "type Message: struct: Codable, Equatable, Sendable, EmptyDecodable",
            "member Message.content: String",
            "initializer Message.init(role:content:): (role: Message.Role, content: String)",
            "type Message.Role: enum: OpenEnum, EmptyDecodable",
            "case Message.Role.assistant",
            "case Message.Role.unknown: (String)",
            "case Message.Role.user",
            "initializer RealtimeEvent.init(type:message:): (type: String, message: Message? = nil)",
        ]
        for line in expected {
            #expect(lines.contains(line), "missing: \(line)")
        }
        // The `core` plumbing is `@_spi(Generated)`; `switch` labels are not cases.
        #expect(!lines.contains { $0.contains(".core") || $0.contains("init(core:)") })
        #expect(lines.filter { $0.hasPrefix("case Message.Role.") }.count == 3)
        // Every file read the same way twice.
        #expect(APISurface(files: files, modules: modules) == APISurface(files: files, modules: modules))
    }

    @Test func deprecationFromTheAttributeOrTheDocNote() {
        let lines = Self.surface("""
            /// Old.
            ///
            /// - Warning: Deprecated in the spec.
            /// - Schema: `#/components/schemas/Old`
            public struct Old: Codable, Equatable, Sendable {
                /// - Warning: Deprecated in the spec.
                @available(*, deprecated, message: "Deprecated in the spec.")
                public var user: String? {
                    get { _user }
                    set { _user = newValue }
                }

                public var name: String

                private var _user: String?
            }
            """)
        #expect(lines == [
            "type Old: struct: Codable, Equatable, Sendable (deprecated)",
            "member Old.name: String",
            "member Old.user: String? (deprecated)",
        ])
    }

    /// Braces in strings and comments, `switch` labels, hidden declarations and string-argument
    /// overloads do not disturb the reading.
    @Test func onlyWhatCallersCanName() {
        let lines = Self.surface("""
            public enum Tag: OpenEnum, EmptyDecodable {
                case open
                case `default`
                /// A value this version of the spec does not list.
                case unknown(String)

                public init(rawValue: String) {
                    switch rawValue {
                    case "{": self = .open // }
                    case "\\(1)\\"}": self = .default
                    default: self = .unknown(rawValue)
                    }
                }
            }

            public struct Box: Sendable {
                @_spi(Generated) public let core: APIClientCore

                @_disfavoredOverload
                public init(
                    tag: String,
                    size: Int? = nil
                ) {
                    self.init(tag: Tag(rawValue: tag), size: size)
                }

                public init(
                    tag: Tag,
                    size: Int? = nil
                ) {
                    self.tag = tag
                }

                @IndirectValue public var tag: Tag

                var hidden: Int { 1 }
            }
            """)
        #expect(lines == [
            "type Box: struct: Sendable",
            "initializer Box.init(tag:size:): (tag: Tag, size: Int? = nil)",
            "member Box.tag: Tag",
            "type Tag: enum: OpenEnum, EmptyDecodable",
            "case Tag.default",
            "initializer Tag.init(rawValue:): (rawValue: String)",
            "case Tag.open",
            "case Tag.unknown: (String)",
        ])
    }

    @Test func moduleQualifiersAreLeftOut() {
        let lines = Self.surface("""
            extension _ShopCore.ShopClient.Things {
                /// - HTTP: `GET /things`
                public func list(order: ShopThings.Order? = nil, options: RequestOptions = .init()) -> PageSequence<ShopThings.ThingList, _ShopShared.Thing> {
                    PageSequence()
                }
            }
            public typealias BetaThing = _ShopShared.Thing
            """, modules: ["_ShopCore", "ShopThings", "_ShopShared"])
        #expect(lines == [
            "type BetaThing: typealias = Thing",
            "operation ShopClient.Things.list(order:options:): (order: Order? = nil, options: RequestOptions = .init()) -> PageSequence<ThingList, Thing>",
        ])
    }
}
