import AIClientRuntime
import Foundation

// Edits of the output items as their deltas arrive. An edit that does not fit the item at
// its index (a delta for an item that was never added, or of another kind) is dropped: the
// item's `response.output_item.done` form, or the final response, still brings it whole.
extension ResponseAccumulator {
    mutating func setPart(_ part: OutputContent, item index: Int, at contentIndex: Int) {
        switch (items[index], part) {
        case (.message(var message)?, .outputText(let text)):
            Self.place(.outputText(text), in: &message.content, at: contentIndex)
            items[index] = .message(message)
        case (.message(var message)?, .refusal(let refusal)):
            Self.place(.refusal(refusal), in: &message.content, at: contentIndex)
            items[index] = .message(message)
        case (.reasoning(var reasoning)?, .reasoningText(let text)):
            var content = reasoning.content ?? []
            Self.place(text, in: &content, at: contentIndex)
            reasoning.content = content
            items[index] = .reasoning(reasoning)
        default:
            break
        }
    }

    mutating func editTextPart(item index: Int, at contentIndex: Int, _ edit: (inout OutputTextContent) -> Void) {
        guard case .message(var message)? = items[index] else { return }
        if contentIndex == message.content.count {
            // A delta without its `content_part.added`: start the part here.
            message.content.append(.outputText(OutputTextContent(text: "", annotations: [], logprobs: [])))
        }
        guard message.content.indices.contains(contentIndex),
              case .outputText(var part) = message.content[contentIndex] else { return }
        edit(&part)
        message.content[contentIndex] = .outputText(part)
        items[index] = .message(message)
    }

    mutating func editText(item index: Int, at contentIndex: Int, _ edit: (inout String) -> Void) {
        editTextPart(item: index, at: contentIndex) { edit(&$0.text) }
    }

    mutating func editRefusal(item index: Int, at contentIndex: Int, _ edit: (inout String) -> Void) {
        guard case .message(var message)? = items[index] else { return }
        if contentIndex == message.content.count { message.content.append(.refusal(RefusalContent(refusal: ""))) }
        guard message.content.indices.contains(contentIndex),
              case .refusal(var part) = message.content[contentIndex] else { return }
        edit(&part.refusal)
        message.content[contentIndex] = .refusal(part)
        items[index] = .message(message)
    }

    /// The streamed text argument of a tool call: function and MCP arguments, custom tool input.
    mutating func editArguments(item index: Int, _ edit: (inout String) -> Void) {
        switch items[index] {
        case .functionCall(var call)?:
            edit(&call.arguments)
            items[index] = .functionCall(call)
        case .mcpCall(var call)?:
            edit(&call.arguments)
            items[index] = .mcpCall(call)
        case .customToolCall(var call)?:
            edit(&call.input)
            items[index] = .customToolCall(call)
        default:
            break
        }
    }

    mutating func editCode(item index: Int, _ edit: (inout String) -> Void) {
        guard case .codeInterpreterCall(var call)? = items[index] else { return }
        var code = call.code ?? ""
        edit(&code)
        call.code = code
        items[index] = .codeInterpreterCall(call)
    }

    mutating func editSummary(item index: Int, at summaryIndex: Int, _ edit: (inout String) -> Void) {
        guard case .reasoning(var reasoning)? = items[index] else { return }
        if summaryIndex == reasoning.summary.count { reasoning.summary.append(.init(text: "")) }
        guard reasoning.summary.indices.contains(summaryIndex) else { return }
        edit(&reasoning.summary[summaryIndex].text)
        items[index] = .reasoning(reasoning)
    }

    mutating func editReasoning(item index: Int, at contentIndex: Int, _ edit: (inout String) -> Void) {
        guard case .reasoning(var reasoning)? = items[index] else { return }
        var content = reasoning.content ?? []
        if contentIndex == content.count { content.append(ReasoningTextContent(text: "")) }
        guard content.indices.contains(contentIndex) else { return }
        edit(&content[contentIndex].text)
        reasoning.content = content
        items[index] = .reasoning(reasoning)
    }

    /// Puts `element` at `index`: replaces what is there, or appends when `index` is the end.
    static func place<Element>(_ element: Element, in array: inout [Element], at index: Int) {
        if array.indices.contains(index) {
            array[index] = element
        } else if index == array.count {
            array.append(element)
        }
    }
}
