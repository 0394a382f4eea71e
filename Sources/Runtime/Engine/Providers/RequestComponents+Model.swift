import Foundation

extension RequestComponents {
    /// The `model` the body names: the top-level `model` string of a JSON body, or the
    /// `model` part of a multipart body; nil when there is none. Providers that route by model
    /// (Azure's deployment form) read it; it parses a JSON body, so it is not free.
    public func bodyModel() -> String? {
        switch body {
        case .json(let data)?:
            return (try? JSONCoding.decoder.decode(ModelField.self, from: data))?.model
        case .stream?, .data?:
            return multipartModel
        case nil:
            return nil
        }
    }

    private struct ModelField: Decodable {
        var model: String?

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: AnyCodingKey.self)
            model = try? container.decodeIfPresent(String.self, forKey: AnyCodingKey("model"))
        }
    }
}

extension MultipartFormData {
    /// The text of the first part named `name` that is not a file.
    func text(of name: String) -> String? {
        for part in parts where part.name == name && part.filename == nil {
            if case .data(let data) = part.body { return String(data: data, encoding: .utf8) }
        }
        return nil
    }
}
