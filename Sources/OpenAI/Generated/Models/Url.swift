// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Annotation that references a URL.
///
/// - Schema: `#/components/schemas/UrlAnnotation`
public struct UrlAnnotation: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `url` for this annotation.
    public var type: String

    /// URL referenced by the annotation.
    public var source: UrlAnnotationSource

    public init(
        source: UrlAnnotationSource
    ) {
        self.type = "url"
        self.source = source
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            source: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case source
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url")
        self.source = try container.decodeRequired(UrlAnnotationSource.self, forKey: .source, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.source, forKey: .source)
    }
}

/// URL backing an annotation entry.
///
/// - Schema: `#/components/schemas/UrlAnnotationSource`
public struct UrlAnnotationSource: Codable, Hashable, Sendable, EmptyDecodable {
    /// Type discriminator that is always `url`.
    public var type: String

    /// URL referenced by the annotation.
    public var url: String

    public init(
        url: String
    ) {
        self.type = "url"
        self.url = url
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
    }
}

/// A citation for a web resource used to generate a model response.
///
/// - Schema: `#/components/schemas/UrlCitationBody`
public struct UrlCitationBody: Codable, Hashable, Sendable, EmptyDecodable {
    /// The type of the URL citation. Always `url_citation`.
    public var type: String

    /// The URL of the web resource.
    public var url: String

    /// The index of the first character of the URL citation in the message.
    public var startIndex: Int

    /// The index of the last character of the URL citation in the message.
    public var endIndex: Int

    /// The title of the web resource.
    public var title: String

    public init(
        url: String,
        startIndex: Int,
        endIndex: Int,
        title: String
    ) {
        self.type = "url_citation"
        self.url = url
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.title = title
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            url: .emptyValue,
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case url
        case startIndex = "start_index"
        case endIndex = "end_index"
        case title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url_citation")
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: .title, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
        try container.encode(self.title, forKey: .title)
    }
}

/// - Schema: `#/components/schemas/UrlCitationParam`
public struct UrlCitationParam: Codable, Hashable, Sendable, EmptyDecodable {
    /// The citation type. Always `url_citation`.
    public var type: String

    /// The index of the first character of the citation in the message.
    public var startIndex: Int

    /// The index of the last character of the citation in the message.
    public var endIndex: Int

    /// The URL of the cited resource.
    public var url: String

    /// The title of the cited resource.
    public var title: String

    public init(
        startIndex: Int,
        endIndex: Int,
        url: String,
        title: String
    ) {
        self.type = "url_citation"
        self.startIndex = startIndex
        self.endIndex = endIndex
        self.url = url
        self.title = title
    }

    /// Every required member empty: stands in for a required object the API did not send.
    public static var emptyValue: Self {
        Self(
            startIndex: .emptyValue,
            endIndex: .emptyValue,
            url: .emptyValue,
            title: .emptyValue
        )
    }

    // MARK: - Coding

    enum CodingKeys: String, CodingKey {
        case type
        case startIndex = "start_index"
        case endIndex = "end_index"
        case url
        case title
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.type = try container.decodeRequired(String.self, forKey: .type, in: decoder, constant: "url_citation")
        self.startIndex = try container.decodeRequired(Int.self, forKey: .startIndex, in: decoder)
        self.endIndex = try container.decodeRequired(Int.self, forKey: .endIndex, in: decoder)
        self.url = try container.decodeRequired(String.self, forKey: .url, in: decoder)
        self.title = try container.decodeRequired(String.self, forKey: .title, in: decoder)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(self.type, forKey: .type)
        try container.encode(self.startIndex, forKey: .startIndex)
        try container.encode(self.endIndex, forKey: .endIndex)
        try container.encode(self.url, forKey: .url)
        try container.encode(self.title, forKey: .title)
    }
}
