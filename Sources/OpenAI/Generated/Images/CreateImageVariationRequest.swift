// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// - Schema: `#/components/schemas/CreateImageVariationRequest`
public struct CreateImageVariationRequest: Equatable, Sendable, MultipartFormEncodable {
    /// The image to use as the basis for the variation(s). Must be a valid PNG file, less than 4MB, and square.
    public var image: MultipartFile

    /// The model to use for image generation. Only `dall-e-2` is supported at this time.
    public var model: CreateImageVariationRequest.Model?

    /// The number of images to generate. Must be between 1 and 10.
    public var n: Int?

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
    public var responseFormat: CreateImageVariationRequest.ResponseFormat?

    /// The size of the generated images. Must be one of `256x256`, `512x512`, or `1024x1024`.
    public var size: CreateImageVariationRequest.Size?

    /// A unique identifier representing your end-user, which can help OpenAI to monitor and detect abuse. [Learn more](https://platform.openai.com/docs/guides/safety-best-practices#end-user-ids).
    public var user: String?

    public init(
        image: MultipartFile,
        model: CreateImageVariationRequest.Model? = nil,
        n: Int? = nil,
        responseFormat: CreateImageVariationRequest.ResponseFormat? = nil,
        size: CreateImageVariationRequest.Size? = nil,
        user: String? = nil
    ) {
        self.image = image
        self.model = model
        self.n = n
        self.responseFormat = responseFormat
        self.size = size
        self.user = user
    }

    /// The model to use for image generation. Only `dall-e-2` is supported at this time.
    public enum Model: OpenEnum, EmptyDecodable {
        case dallE2
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "dall-e-2": self = .dallE2
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .dallE2: "dall-e-2"
            case .unknown(let value): value
            }
        }
    }

    /// The format in which the generated images are returned. Must be one of `url` or `b64_json`. URLs are only valid for 60 minutes after the image has been generated.
    public enum ResponseFormat: OpenEnum, EmptyDecodable {
        case url
        case b64Json
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "url": self = .url
            case "b64_json": self = .b64Json
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .url: "url"
            case .b64Json: "b64_json"
            case .unknown(let value): value
            }
        }
    }

    /// The size of the generated images. Must be one of `256x256`, `512x512`, or `1024x1024`.
    public enum Size: OpenEnum, EmptyDecodable {
        case size256x256
        case size512x512
        case size1024x1024
        /// A value this version of the spec does not list.
        case unknown(String)

        public init(rawValue: String) {
            switch rawValue {
            case "256x256": self = .size256x256
            case "512x512": self = .size512x512
            case "1024x1024": self = .size1024x1024
            default: self = .unknown(rawValue)
            }
        }

        public var rawValue: String {
            switch self {
            case .size256x256: "256x256"
            case .size512x512: "512x512"
            case .size1024x1024: "1024x1024"
            case .unknown(let value): value
            }
        }
    }

    // MARK: - Coding

    public func multipartFormData() throws -> MultipartFormData {
        var form = MultipartFormData()
        if let value = self.model {
            try form.appendFields("model", encoding: value)
        }
        if let value = self.n {
            form.append("n", value)
        }
        if let value = self.responseFormat {
            try form.appendFields("response_format", encoding: value)
        }
        if let value = self.size {
            try form.appendFields("size", encoding: value)
        }
        if let value = self.user {
            form.append("user", value)
        }
        form.append("image", file: self.image)
        return form
    }
}
// MARK: - String arguments

extension CreateImageVariationRequest {
    /// The memberwise initializer with `model` from a `String` value.
    @_disfavoredOverload
    public init(
        image: MultipartFile,
        model: String,
        n: Int? = nil,
        responseFormat: CreateImageVariationRequest.ResponseFormat? = nil,
        size: CreateImageVariationRequest.Size? = nil,
        user: String? = nil
    ) {
        self.init(
            image: image,
            model: CreateImageVariationRequest.Model(rawValue: model),
            n: n,
            responseFormat: responseFormat,
            size: size,
            user: user
        )
    }
}
