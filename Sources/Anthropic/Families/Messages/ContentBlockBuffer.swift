import AIClientRuntime
import Foundation

/// The content blocks of a message as their events arrive, by index, with the `partial_json`
/// text of each block whose input streams. Shared by the message accumulators of the stable
/// and the beta API (in AnthropicBetaMessages), whose block types differ but stream alike.
package struct ContentBlockBuffer<Block: Codable & Sendable>: Sendable {
    private var byIndex: [Int: Block] = [:]
    private var json: [Int: String] = [:]
    /// The first block start that could not be read, thrown by `finished`.
    private var problem: AIClientError?

    package init() {}

    /// The blocks so far, in index order.
    package var blocks: [Block] { byIndex.keys.sorted().compactMap { byIndex[$0] } }

    /// Takes the blocks `message_start` already carries (usually none).
    package mutating func start(with initial: [Block]) {
        byIndex = Dictionary(uniqueKeysWithValues: initial.enumerated().map { ($0.offset, $0.element) })
        json = [:]
    }

    /// Starts block `index` from a `content_block_start` event's block, a union with the same
    /// cases as `Block` but its own Swift type.
    package mutating func start(index: Int, as block: some Encodable) {
        do {
            byIndex[index] = try StreamConversion.convert(block, to: Block.self)
        } catch {
            problem = problem ?? error
        }
    }

    package mutating func update(_ index: Int, _ body: (inout Block) -> Void) {
        guard var block = byIndex[index] else { return }
        body(&block)
        byIndex[index] = block
    }

    package mutating func appendJSON(_ fragment: String, at index: Int) {
        json[index, default: ""] += fragment
    }

    /// The finished blocks: each block whose input streamed gets it, parsed, through
    /// `setInput`; a block whose fragments were all empty keeps the input it started with.
    package func finished(_ setInput: (Block, JSONValue) -> Block) throws -> [Block] {
        if let problem { throw problem }
        return try byIndex.keys.sorted().compactMap { index -> Block? in
            guard let block = byIndex[index] else { return nil }
            guard let text = json[index], !text.allSatisfy(\.isWhitespace) else { return block }
            let data = Data(text.utf8)
            do {
                return setInput(block, try JSONCoding.decoder.decode(JSONValue.self, from: data))
            } catch {
                throw AIClientError.decoding(
                    error, payload: data, type: JSONValue.self,
                    context: "the partial_json of content block \(index), joined")
            }
        }
    }
}

/// Moves a value between generated types that share a JSON shape (a block start's union and
/// the message's block union, a citation delta and a text block's citation).
package enum StreamConversion {
    package static func convert<Target: Decodable>(_ value: some Encodable, to type: Target.Type) throws(AIClientError) -> Target {
        let data = try JSONCoding.encode(value)
        do {
            return try JSONCoding.decoder.decode(type, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: type, context: "a streamed content block")
        }
    }
}
