extension ModelTranslator {
    /// The name of the union of a spec's webhook payloads.
    static let webhookEventName = "WebhookEvent"

    /// The payload schemas of the spec's `webhooks`, each once, in source order.
    func webhookPayloads() -> [Schema] {
        var seen: Set<SchemaReference> = []
        var payloads: [Schema] = []
        for operation in document.webhooks.flatMap(\.operations) {
            guard let schema = operation.requestBody?.content.first?.schema,
                  let reference = schema.reference, typeNames[reference] != nil,
                  seen.insert(reference).inserted else { continue }
            payloads.append(schema)
        }
        return payloads
    }

    /// `webhooks` with several payload schemas (OpenAI's `batch.completed`,
    /// `response.completed`, …) as one union, `WebhookEvent`, chosen by the tag the payloads
    /// pin (`type`), with `unknown` for an event type the spec does not list yet: what
    /// `client.webhooks.unwrap(…)` returns. A spec whose webhooks share one payload schema (an
    /// envelope with the union inside, as Anthropic's `BetaWebhookEvent`) needs none: nil.
    mutating func webhookEventUnion() -> TypeDecl? {
        let payloads = webhookPayloads()
        guard payloads.count >= 2 else { return nil }
        let name = Self.webhookEventName
        if typeNames.values.contains(name) {
            diagnostics.append(.warning(
                "the webhook payloads get no '\(name)' union because a component schema is named so; rename it with 'typeNames:' in the generation config",
                pointer: ["webhooks"]))
            return nil
        }
        var union = union(payloads, discriminator: nil, name: name, path: [name], doc: DocComment(source: "#/webhooks"))
        guard case .union(let decl) = union.kind, let tag = decl.discriminator else {
            diagnostics.append(.warning(
                "the webhook payloads share no member that pins each to its own value (such as 'type'), so they get no '\(name)' union",
                pointer: ["webhooks"]))
            return nil
        }
        union.doc.text = "A webhook event of any type the spec's `webhooks` list, decoded from a (verified) request body into the case its `\(tag)` names. An event type added after this client was generated decodes as `unknown`, with its JSON kept."
        return union
    }
}
