import Foundation
import Testing
@testable import AIClientRuntime

@Suite struct QueryItemsTests {
    @Test func reservedCharactersArePercentEncoded() {
        var query = QueryItems()
        query.append("q", "a b+c&d=e/f?g#h[i]")
        query.append("ü", "✓")
        #expect(query.percentEncoded == "q=a%20b%2Bc%26d%3De%2Ff%3Fg%23h%5Bi%5D&%C3%BC=%E2%9C%93")
    }

    @Test func scalarsAreSpelledAsTheSDKsDo() {
        var query = QueryItems()
        query.append("stream", true)
        query.append("archived", false)
        query.append("limit", 20)
        query.append("temperature", 0.5)
        query.append("whole", 2.0)
        query.append("absent", nil)
        let optional: Int? = nil
        query.append("alsoAbsent", optional)
        #expect(query.percentEncoded == "stream=true&archived=false&limit=20&temperature=0.5&whole=2")
    }

    @Test func arrayStyles() {
        var query = QueryItems()
        query.append("include", ["a", "b"], style: .bracketed)
        query.append("include[]", ["c"], style: .bracketed)
        query.append("id", [1, 2], style: .repeated)
        query.append("tags", ["x", "y"], style: .commaSeparated)
        query.append("none", [String](), style: .repeated)
        let missing: [String]? = nil
        query.append("missing", missing, style: .repeated)
        #expect(query.percentEncoded
            == "include%5B%5D=a&include%5B%5D=b&include%5B%5D=c&id=1&id=2&tags=x%2Cy")
    }

    @Test func deepObjectsSpreadOverBracketedNames() throws {
        var query = QueryItems()
        query.appendDeepObject("metadata", ["user": "u 1", "env": "prod"])
        query.appendDeepObject("filter", .object(["a": .object(["b": 1]), "list": [true, .null, "x"], "gone": .null]))
        let items = query.items.map { "\($0.name)=\($0.value)" }
        #expect(items == ["metadata[env]=prod", "metadata[user]=u 1", "filter[a][b]=1", "filter[list][]=true", "filter[list][]=x"])

        struct Filter: Encodable { var status: String; var limit: Int? }
        var encoded = QueryItems()
        try encoded.appendDeepObject("f", encoding: Filter(status: "done", limit: nil))
        #expect(encoded.items == [QueryItems.Item(name: "f[status]", value: "done")])
    }

    @Test func stringEnumsUseTheirRawValue() {
        enum Order: String, QueryValueConvertible { case asc, desc }
        var query = QueryItems()
        query.append("order", Order.desc)
        query.append("orders", [Order.asc, .desc], style: .repeated)
        #expect(query.percentEncoded == "order=desc&orders=asc&orders=desc")
    }
}
