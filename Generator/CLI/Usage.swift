enum Usage {
    static let overview = """
        generate-client: typed Swift clients from OpenAPI 3.0/3.1 specs (YAML or JSON).

        USAGE:
          generate-client inspect SPEC [--no-warnings]
          generate-client generate --config FILE [--output DIR --module NAME]
                                   [--areas A,B] [--generate-client] [--check] [--no-warnings]
          generate-client generate SPEC --output DIR --module NAME [--client NAME]
                                   [--config FILE] [--overlay FILE]... [--layout fixed] [--check]
                                   [--endpoint-index]
          generate-client diff OLD NEW [--config FILE | --old-config FILE --new-config FILE]
                                   [--fail-on-breaking]
          generate-client mcp-tools (--config FILE | SPEC) [--areas A,B] [--operations X,Y]
                                   [--output FILE [--check]] [--no-warnings]
          generate-client bench-load SPEC [--iterations N]
          generate-client help [COMMAND]

        COMMANDS:
          inspect      Load and resolve SPEC; print its paths, operations, schemas, unions,
                       streaming and multipart operations, webhooks and every diagnostic.
          generate     Write the Swift client for SPEC into DIR (only files whose bytes
                       change are written; files the run did not produce are removed).
                       --check writes nothing and exits 1 when DIR is out of date.
                       With SPEC, the client type is generated too (named --client NAME,
                       the config's `client`, or after the spec's title), with the base URL
                       from `servers` and authentication from `securitySchemes`; --config
                       adds a config's other settings (names, streams, overlays).
                       --layout fixed always writes the same four files (build plugins).
                       --areas chat,responses generates only those areas' operations and
                       the types they reach (a client with only chat builds in seconds).
          diff         Print, as Markdown, what changed for callers between two versions
                       of a client (specs or folders of generated Swift): operations,
                       types, members, cases and initializers removed, changed, deprecated
                       or added, breaking changes first, counts on the first line.
          mcp-tools    Write the MCP tool manifest of the chosen operations (JSON: each
                       operation's tool name, method, path, parameters and input schema),
                       which `aiclients-mcp-serve` (Integrations/MCP) serves over stdio.
          bench-load   Time loading and resolving SPEC, N times (default 5); prints one
                       duration in seconds per line.

        Diagnostics are printed as `path:line:column: severity: message [json-pointer]`.
        Exit status: 0 success (warnings allowed), 1 the spec has errors or cannot be read,
        2 the command line is wrong.
        """

    static func text(for topic: String?) -> String {
        switch topic {
        case "inspect":
            """
            USAGE: generate-client inspect SPEC [--no-warnings]

            Loads SPEC (and every file its $refs reach), resolves references and prints a report
            to standard output. Diagnostics go to standard error; errors make the exit status 1.
              --no-warnings   Print errors only.
            """
        case "generate":
            """
            USAGE: generate-client generate --config FILE [--output DIR --module NAME]
                                   [--areas A,B] [--generate-client] [--check] [--no-warnings]
                   generate-client generate SPEC --output DIR --module NAME [--client NAME]
                                   [--config FILE] [--overlay FILE]... [--layout fixed] [--check]
                                   [--endpoint-index] [--no-warnings]

            Generates the models of SPEC as Swift into DIR for the module NAME.
              --config FILE   A generation config (spec, module, output, overlays; paths relative
                              to the config file), e.g. Spec/openai.config.yaml.
              --overlay FILE  An OpenAPI Overlay 1.0 file applied to SPEC before anything else
                              (repeatable; applied in order).
              --output DIR --module NAME
                              With --config and no SPEC: the config's spec and settings,
                              written to DIR as module NAME (e.g. a chat-only OpenAI client).
              --areas A,B     Only these areas (top-level resources: chat, responses, audio, …)
                              and the types their operations reach; also `areas:` in a config.
              --generate-client
                              Write the client type too, where the config names a hand-written one.
              --endpoint-index
                              Also write Endpoints.md (a call per operation, for review) into
                              DIR; exclude it from the target (`exclude: ["Generated/Endpoints.md"]`)
                              or SwiftPM warns about it. Also `endpointIndex: true` in a config.
              --check         Write nothing; exit 1 and list the files that differ when DIR is
                              not exactly what generation produces (for CI).
              --no-warnings   Print errors only (the build plugin passes it for `from: openai`
                              and `from: anthropic`: those specs' warnings are AIClients' own).
            """
        case "diff":
            """
            USAGE: generate-client diff OLD NEW [--config FILE | --old-config FILE --new-config FILE]
                                   [--fail-on-breaking]

            Compares the public API of two versions of a client and prints what changed for
            callers, as Markdown, to standard output: a summary line with the counts
            (`API changes: 2 breaking, 1 deprecated, 3 added, 0 compatible`, or
            `API changes: none`), then breaking changes (removals; changes of a member's type,
            a case's payload, or a signature that a call site would no longer compile
            against), deprecations, additions and compatible changes, one line each, sorted.
            OLD and NEW are each a spec, generated in memory as `generate` would (nothing is
            written), or a folder of generated Swift (e.g. Sources/OpenAI/Generated from
            another checkout). Module qualifiers are ignored: a type that moves to another
            module is unchanged for callers. Only errors of a spec are printed.
              --config FILE   The generation config for the sides that are specs (its spec is
                              replaced by OLD or NEW; its overlays, names and layout apply),
                              e.g. Spec/openai.config.yaml or a build plugin's
                              aiclients-config.yaml.
              --old-config FILE, --new-config FILE
                              A config for one side only (overrides --config).
              --fail-on-breaking
                              Exit 1 when there are breaking changes (the report is printed
                              all the same).
            Exit status: 0 (with or without changes), 1 a side cannot be read or generated
            (or breaking changes with --fail-on-breaking), 2 the command line is wrong.
            """
        case "mcp-tools":
            """
            USAGE: generate-client mcp-tools (--config FILE | SPEC) [--areas A,B] [--operations X,Y]
                                   [--output FILE [--check]] [--no-warnings]

            Writes a JSON manifest of operations to serve as MCP tools (`aiclients-mcp-serve
            --manifest FILE`, package Integrations/MCP): for each, the tool's name (the operation
            id with characters other than letters, digits, `_` and `-` as `_`, at most 64, unique),
            title and description (summary and description), method, path template, parameters
            (name, `in`, the argument that carries it, required), JSON body, `Accept`, MCP
            annotations (GET reads, DELETE destroys) and `inputSchema`: path, query and header
            parameters as properties, and a JSON object body's own properties beside them (a body
            that is a union, or whose members clash with a parameter, is one `body` property).
            `$ref`s are inlined; a recursive schema, one nested more than 8 levels, or one past
            the tool's budget of 300 schemas is cut to any value of its type, with a note. The
            same input always gives the same bytes.
            Operations whose body is not JSON (multipart uploads, raw bytes) are not served: each
            is a warning and is listed under `skipped` in the manifest.
              --config FILE   A generation config (its spec, overlays, `clientHeaders`, `names`,
                              `mcpTools` and `areas`), e.g. Spec/openai.config.yaml.
              SPEC            A spec read with default settings.
              --areas A,B     The operations of these areas (top-level resources: chat,
                              embeddings, …); with --operations, both sets.
              --operations X,Y
                              These operations, by operation id (createEmbedding,listModels).
                              Neither option: the config's `mcpTools: {areas: [...],
                              operations: [...]}`, else its `areas`, else every operation.
              --output FILE   Write the manifest to FILE (only when its bytes change) instead of
                              standard output.
              --check         Write nothing; exit 1 when FILE is not what would be written.
              --no-warnings   Print errors only.
            """
        case "bench-load":
            """
            USAGE: generate-client bench-load SPEC [--iterations N]

            Loads and resolves SPEC N times (default 5) in this process and prints each duration in
            seconds (the median goes to standard error). Use a release build: `swift run -c release generate-client …`.
            """
        default:
            overview
        }
    }
}
