/// A command line parsed by hand: the design card rules out argument-parsing packages.
enum Command: Equatable {
    case help(topic: String?)
    case inspect(spec: String, showWarnings: Bool)
    case benchLoad(spec: String, iterations: Int)
    case generate(GenerateOptions)
    case diff(DiffOptions)
    case mcpTools(MCPToolsOptions)
}

/// `mcp-tools (--config FILE | SPEC) [--areas A,B] [--operations X,Y] [--output FILE] [--check]`.
struct MCPToolsOptions: Equatable {
    /// A generation config, or a spec read with default settings.
    enum Source: Equatable {
        case config(String)
        case spec(String)
    }

    var source: Source
    var areas: [String]?
    var operations: [String]?
    /// Where the manifest goes; nil: standard output.
    var output: String?
    /// Write nothing; exit 1 when `output` differs from what would be written.
    var check = false
    var showWarnings = true
}

/// `diff OLD NEW`: each side a spec (generated in memory, with its config) or a folder of
/// generated Swift.
struct DiffOptions: Equatable {
    var old: String
    var new: String
    /// The generation config of the sides that are specs (`--config`), unless one side has
    /// its own (`--old-config`, `--new-config`).
    var config: String?
    var oldConfig: String?
    var newConfig: String?
    /// Exit 1 when there are breaking changes.
    var failOnBreaking = false
}

struct GenerateOptions: Equatable {
    /// Either a config file, or a spec with its output folder and module name.
    enum Source: Equatable {
        case config(String)
        /// SPEC, DIR and NAME from the command line; with `config`, its other settings too
        /// (the build plugin's `aiclients-config.yaml`).
        case explicit(spec: String, output: String, module: String, overlays: [String], client: String? = nil, config: String? = nil)
        /// A whole config (its spec, overlays and settings) written to another folder under
        /// another module name: `--config Spec/openai.config.yaml --output DIR --module NAME`.
        case configElsewhere(config: String, output: String, module: String)
    }

    /// How the files are laid out in the output folder.
    enum Layout: String, Equatable {
        /// One file per group of models and per resource, in folders (checked-in clients).
        case folders
        /// Always the same four files (what a build plugin must declare before it runs):
        /// `Generated+Models.swift`, `+Operations`, `+Resources`, `+Client`.
        case fixed
    }

    var source: Source
    var check = false
    var layout = Layout.folders
    /// `--areas chat,responses`: only these areas' operations and the types they reach.
    var areas: [String]?
    /// `--generate-client`: write the client type too, even where the config names a
    /// hand-written one (a client of a few areas has no hand-written type to extend).
    var generateClient = false
    /// `--endpoint-index`: write `Endpoints.md` beside the generated Swift.
    var endpointIndex = false
    /// `--no-warnings`: print errors only (the build plugin's `from: openai`, whose spec's
    /// warnings are AIClients' to act on, not the app's).
    var showWarnings = true
}

/// A mistake on the command line, reported with the usage text and exit code 2.
struct UsageError: Error, Equatable {
    var message: String
}

enum Arguments {
    static let commands = ["inspect", "generate", "diff", "mcp-tools", "bench-load", "help"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Command {
        guard let first = arguments.first else { return .help(topic: nil) }
        var rest = Array(arguments.dropFirst())
        switch first {
        case "-h", "--help", "help":
            if first == "help", let topic = rest.first {
                guard commands.contains(topic) else { throw UsageError(message: "unknown command '\(topic)'") }
                return .help(topic: topic)
            }
            return .help(topic: nil)
        case "inspect":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "inspect") }
            let showWarnings = !take(flag: "--no-warnings", from: &rest)
            let spec = try single(positional: "SPEC", of: "inspect", in: rest)
            return .inspect(spec: spec, showWarnings: showWarnings)
        case "generate":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "generate") }
            let check = take(flag: "--check", from: &rest)
            var layout = GenerateOptions.Layout.folders
            if let text = try take(option: "--layout", from: &rest) {
                guard let value = GenerateOptions.Layout(rawValue: text) else {
                    throw UsageError(message: "--layout must be 'folders' or 'fixed', not '\(text)'")
                }
                layout = value
            }
            let config = try take(option: "--config", from: &rest)
            var areas: [String]?
            if let text = try take(option: "--areas", from: &rest) {
                areas = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
                guard areas?.isEmpty == false else { throw UsageError(message: "--areas needs a comma-separated list of areas, e.g. chat,responses") }
            }
            let generateClient = take(flag: "--generate-client", from: &rest)
            let endpointIndex = take(flag: "--endpoint-index", from: &rest)
            let showWarnings = !take(flag: "--no-warnings", from: &rest)
            func options(_ source: GenerateOptions.Source) -> GenerateOptions {
                var options = GenerateOptions(source: source, check: check, layout: layout)
                options.showWarnings = showWarnings
                options.areas = areas
                options.generateClient = generateClient
                options.endpointIndex = endpointIndex
                return options
            }
            if let config, !rest.contains("--output"), !rest.contains(where: { $0.hasPrefix("--output=") }) {
                if let extra = rest.first {
                    throw UsageError(message: "'generate --config' takes no other arguments, found '\(extra)'")
                }
                return .generate(options(.config(config)))
            }
            guard let output = try take(option: "--output", from: &rest) else {
                throw UsageError(message: "'generate' needs --config FILE, or SPEC with --output DIR and --module NAME")
            }
            guard let module = try take(option: "--module", from: &rest) else {
                throw UsageError(message: "'generate' needs --module NAME")
            }
            let client = try take(option: "--client", from: &rest)
            var overlays: [String] = []
            while let overlay = try take(option: "--overlay", from: &rest) {
                overlays.append(overlay)
            }
            if let config, rest.isEmpty, client == nil, overlays.isEmpty {
                return .generate(options(.configElsewhere(config: config, output: output, module: module)))
            }
            let spec = try single(positional: "SPEC", of: "generate", in: rest)
            let source = GenerateOptions.Source.explicit(spec: spec, output: output, module: module, overlays: overlays, client: client, config: config)
            return .generate(options(source))
        case "diff":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "diff") }
            let failOnBreaking = take(flag: "--fail-on-breaking", from: &rest)
            let config = try take(option: "--config", from: &rest)
            let oldConfig = try take(option: "--old-config", from: &rest)
            let newConfig = try take(option: "--new-config", from: &rest)
            let paths = try positionals(["OLD", "NEW"], of: "diff", in: rest)
            return .diff(DiffOptions(
                old: paths[0], new: paths[1], config: config, oldConfig: oldConfig, newConfig: newConfig, failOnBreaking: failOnBreaking))
        case "mcp-tools":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "mcp-tools") }
            let check = take(flag: "--check", from: &rest)
            let showWarnings = !take(flag: "--no-warnings", from: &rest)
            let config = try take(option: "--config", from: &rest)
            let areas = try take(list: "--areas", example: "chat,embeddings", from: &rest)
            let operations = try take(list: "--operations", example: "createEmbedding,listModels", from: &rest)
            let output = try take(option: "--output", from: &rest)
            if check, output == nil { throw UsageError(message: "'mcp-tools --check' needs --output FILE to compare with") }
            let source: MCPToolsOptions.Source
            if let config {
                if let extra = rest.first { throw UsageError(message: "'mcp-tools --config' takes no SPEC, found '\(extra)'") }
                source = .config(config)
            } else {
                source = .spec(try single(positional: "SPEC", of: "mcp-tools", in: rest))
            }
            return .mcpTools(MCPToolsOptions(
                source: source, areas: areas, operations: operations, output: output, check: check, showWarnings: showWarnings))
        case "bench-load":
            if rest.contains("--help") || rest.contains("-h") { return .help(topic: "bench-load") }
            let iterations = try take(intOption: "--iterations", from: &rest) ?? 5
            guard iterations > 0 else { throw UsageError(message: "--iterations must be at least 1") }
            let spec = try single(positional: "SPEC", of: "bench-load", in: rest)
            return .benchLoad(spec: spec, iterations: iterations)
        default:
            if first.hasPrefix("-") { throw UsageError(message: "unknown option '\(first)'") }
            throw UsageError(message: "unknown command '\(first)'")
        }
    }

    /// Removes `--name a,b` and splits its value; an empty list is a mistake.
    private static func take(list name: String, example: String, from arguments: inout [String]) throws(UsageError) -> [String]? {
        guard let text = try take(option: name, from: &arguments) else { return nil }
        let items = text.split(separator: ",").map { String($0).trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        guard !items.isEmpty else { throw UsageError(message: "\(name) needs a comma-separated list, e.g. \(example)") }
        return items
    }

    /// Removes `flag` from the arguments and says whether it was there.
    private static func take(flag: String, from arguments: inout [String]) -> Bool {
        guard let index = arguments.firstIndex(of: flag) else { return false }
        arguments.remove(at: index)
        return true
    }

    /// Removes `--name VALUE` or `--name=VALUE` and parses the value as an integer.
    private static func take(intOption name: String, from arguments: inout [String]) throws(UsageError) -> Int? {
        guard let text = try take(option: name, from: &arguments) else { return nil }
        guard let value = Int(text) else { throw UsageError(message: "\(name) expects a whole number, not '\(text)'") }
        return value
    }

    private static func take(option name: String, from arguments: inout [String]) throws(UsageError) -> String? {
        if let index = arguments.firstIndex(where: { $0.hasPrefix(name + "=") }) {
            let value = String(arguments[index].dropFirst(name.count + 1))
            arguments.remove(at: index)
            return value
        }
        guard let index = arguments.firstIndex(of: name) else { return nil }
        guard index + 1 < arguments.count else { throw UsageError(message: "\(name) needs a value") }
        let value = arguments[index + 1]
        arguments.removeSubrange(index...(index + 1))
        return value
    }

    /// The one positional argument left once options are taken; any leftover option is unknown.
    private static func single(positional name: String, of command: String, in arguments: [String]) throws(UsageError) -> String {
        try positionals([name], of: command, in: arguments)[0]
    }

    /// Exactly the positional arguments `names` once options are taken; any leftover option
    /// is unknown.
    private static func positionals(_ names: [String], of command: String, in arguments: [String]) throws(UsageError) -> [String] {
        if let unknown = arguments.first(where: { $0.hasPrefix("-") && $0 != "-" }) {
            throw UsageError(message: "unknown option '\(unknown)' for '\(command)'")
        }
        guard arguments.count >= names.count else {
            throw UsageError(message: "'\(command)' needs a \(names[arguments.count]) argument")
        }
        guard arguments.count == names.count else { throw UsageError(message: "unexpected argument '\(arguments[names.count])'") }
        return arguments
    }
}
