// Generated from Spec/openai.yaml by generate-client. Do not edit.
// Regenerate with Scripts/regenerate.

import AIClientRuntime
import Foundation

/// Specify additional output data to include in the model response. Currently supported values are:
/// - `web_search_call.results`: Include the search results of the web search tool call.
/// - `web_search_call.action.sources`: Include the sources of the web search tool call.
/// - `code_interpreter_call.outputs`: Includes the outputs of python code execution in code interpreter tool call items.
/// - `computer_call_output.output.image_url`: Include image urls from the computer call output.
/// - `file_search_call.results`: Include the search results of the file search tool call.
/// - `message.input_image.image_url`: Include image urls from the input message.
/// - `message.output_text.logprobs`: Include logprobs with assistant messages.
/// - `reasoning.encrypted_content`: Includes an encrypted version of reasoning tokens in reasoning item outputs. This enables reasoning items to be used in multi-turn conversations when using the Responses API statelessly (like when the `store` parameter is set to `false`, or when an organization is enrolled in the zero data retention program).
///
/// - Schema: `#/components/schemas/IncludeEnum`
public nonisolated enum IncludeEnum: OpenEnum, EmptyDecodable {
    case fileSearchCallResults
    case webSearchCallResults
    case webSearchCallActionSources
    case messageInputImageImageURL
    case computerCallOutputOutputImageURL
    case codeInterpreterCallOutputs
    case reasoningEncryptedContent
    case messageOutputTextLogprobs
    /// A value this version of the spec does not list.
    case unknown(String)

    public init(rawValue: String) {
        switch rawValue {
        case "file_search_call.results": self = .fileSearchCallResults
        case "web_search_call.results": self = .webSearchCallResults
        case "web_search_call.action.sources": self = .webSearchCallActionSources
        case "message.input_image.image_url": self = .messageInputImageImageURL
        case "computer_call_output.output.image_url": self = .computerCallOutputOutputImageURL
        case "code_interpreter_call.outputs": self = .codeInterpreterCallOutputs
        case "reasoning.encrypted_content": self = .reasoningEncryptedContent
        case "message.output_text.logprobs": self = .messageOutputTextLogprobs
        default: self = .unknown(rawValue)
        }
    }

    public var rawValue: String {
        switch self {
        case .fileSearchCallResults: "file_search_call.results"
        case .webSearchCallResults: "web_search_call.results"
        case .webSearchCallActionSources: "web_search_call.action.sources"
        case .messageInputImageImageURL: "message.input_image.image_url"
        case .computerCallOutputOutputImageURL: "computer_call_output.output.image_url"
        case .codeInterpreterCallOutputs: "code_interpreter_call.outputs"
        case .reasoningEncryptedContent: "reasoning.encrypted_content"
        case .messageOutputTextLogprobs: "message.output_text.logprobs"
        case .unknown(let value): value
        }
    }
}
