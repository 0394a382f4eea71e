/// Types YAML scalars like JSON under the YAML 1.2 core schema, working on raw UTF-8 bytes.
///
/// Only plain (unquoted) scalars are typed; quoted ones are always strings. The core schema,
/// unlike YAML 1.1, leaves `yes`, `on`, `2024-10-01` and `1.0.0` as strings. Written by hand
/// over bytes because it runs once per scalar of multi-megabyte specs.
enum YAMLScalar {
    /// The JSON-like value of a plain scalar: null, bool, integer, number or string.
    static func plainValue(_ text: UnsafeBufferPointer<UInt8>) -> DocumentNode.Value {
        guard let first = text.first else { return .null }
        switch first {
        case ascii("~"), ascii("n"), ascii("N"):
            if isNull(text) { return .null }
        case ascii("t"), ascii("T"), ascii("f"), ascii("F"):
            if let bool = bool(text) { return .bool(bool) }
        case ascii("0")...ascii("9"), ascii("-"), ascii("+"), ascii("."):
            if let number = integer(text) ?? float(text) { return number }
        default:
            break
        }
        return .string(String(decoding: text, as: UTF8.self))
    }

    /// `null | Null | NULL | ~ |` (empty).
    static func isNull(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch text.count {
        case 0: true
        case 1: text[0] == ascii("~")
        case 4: matches(text, "null") || matches(text, "Null") || matches(text, "NULL")
        default: false
        }
    }

    /// `true | True | TRUE | false | False | FALSE`.
    static func bool(_ text: UnsafeBufferPointer<UInt8>) -> Bool? {
        switch text.count {
        case 4 where matches(text, "true") || matches(text, "True") || matches(text, "TRUE"): true
        case 5 where matches(text, "false") || matches(text, "False") || matches(text, "FALSE"): false
        default: nil
        }
    }

    /// `[-+]?[0-9]+ | 0o[0-7]+ | 0x[0-9a-fA-F]+`; an integer too large for `Int` becomes a number.
    static func integer(_ text: UnsafeBufferPointer<UInt8>) -> DocumentNode.Value? {
        let count = text.count
        guard count > 0 else { return nil }
        if count > 2 && text[0] == ascii("0") && (text[1] == ascii("o") || text[1] == ascii("x")) {
            let radix: UInt64 = text[1] == ascii("o") ? 8 : 16
            return radixInteger(text, radix: radix)
        }
        let negative = text[0] == ascii("-")
        let digitsStart = (negative || text[0] == ascii("+")) ? 1 : 0
        guard digitsStart < count else { return nil }
        var magnitude: UInt64 = 0
        var overflowed = false
        for index in digitsStart..<count {
            let digit = text[index] &- ascii("0")
            guard digit < 10 else { return nil }
            if !overflowed {
                let (times10, overflow1) = magnitude.multipliedReportingOverflow(by: 10)
                let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
                magnitude = sum
                overflowed = overflow1 || overflow2
            }
        }
        if !overflowed {
            if !negative && magnitude <= UInt64(Int.max) { return .integer(Int(magnitude)) }
            if negative && magnitude <= UInt64(Int.max) + 1 { return .integer(Int(truncatingIfNeeded: 0 &- magnitude)) }
        }
        // Too large for Int: keep it as the closest Double, as JSON readers do.
        return Double(String(decoding: text, as: UTF8.self)).map(DocumentNode.Value.number)
    }

    /// `[-+]?(\.[0-9]+|[0-9]+(\.[0-9]*)?)([eE][-+]?[0-9]+)?`, `[-+]?.inf` (three spellings) and
    /// `.nan` (three spellings), as a number. Integers are not matched here.
    static func float(_ text: UnsafeBufferPointer<UInt8>) -> DocumentNode.Value? {
        let count = text.count
        var index = 0
        var negative = false
        if index < count && (text[index] == ascii("-") || text[index] == ascii("+")) {
            negative = text[index] == ascii("-")
            index += 1
        }
        guard index < count else { return nil }
        if text[index] == ascii(".") && count - index == 4 {
            let rest = UnsafeBufferPointer(rebasing: text[(index + 1)...])
            if matches(rest, "inf") || matches(rest, "Inf") || matches(rest, "INF") {
                return .number(negative ? -.infinity : .infinity)
            }
            if index == 0 && (matches(rest, "nan") || matches(rest, "NaN") || matches(rest, "NAN")) {
                return .number(.nan)
            }
        }
        var integerDigits = 0
        while index < count && isDigit(text[index]) {
            index += 1
            integerDigits += 1
        }
        var fractionDigits = 0
        if index < count && text[index] == ascii(".") {
            index += 1
            while index < count && isDigit(text[index]) {
                index += 1
                fractionDigits += 1
            }
            // `.5` and `5.` are numbers; a lone `.` is not.
            guard integerDigits > 0 || fractionDigits > 0 else { return nil }
        } else if integerDigits == 0 {
            return nil
        }
        if index < count && (text[index] == ascii("e") || text[index] == ascii("E")) {
            index += 1
            if index < count && (text[index] == ascii("-") || text[index] == ascii("+")) { index += 1 }
            var exponentDigits = 0
            while index < count && isDigit(text[index]) {
                index += 1
                exponentDigits += 1
            }
            guard exponentDigits > 0 else { return nil }
        }
        guard index == count else { return nil }
        return Double(String(decoding: text, as: UTF8.self)).map(DocumentNode.Value.number)
    }

    private static func radixInteger(_ text: UnsafeBufferPointer<UInt8>, radix: UInt64) -> DocumentNode.Value? {
        var magnitude: UInt64 = 0
        var approximate: Double = 0
        var overflowed = false
        for index in 2..<text.count {
            guard let digit = digitValue(text[index]), UInt64(digit) < radix else { return nil }
            approximate = approximate * Double(radix) + Double(digit)
            if !overflowed {
                let (times, overflow1) = magnitude.multipliedReportingOverflow(by: radix)
                let (sum, overflow2) = times.addingReportingOverflow(UInt64(digit))
                magnitude = sum
                overflowed = overflow1 || overflow2
            }
        }
        if !overflowed && magnitude <= UInt64(Int.max) { return .integer(Int(magnitude)) }
        return .number(approximate)
    }

    private static func digitValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case ascii("0")...ascii("9"): byte - ascii("0")
        case ascii("a")...ascii("f"): byte - ascii("a") + 10
        case ascii("A")...ascii("F"): byte - ascii("A") + 10
        default: nil
        }
    }

    @inline(__always)
    private static func isDigit(_ byte: UInt8) -> Bool {
        byte &- ascii("0") < 10
    }

    /// Whether `text` is exactly the ASCII `word`.
    @inline(__always)
    private static func matches(_ text: UnsafeBufferPointer<UInt8>, _ word: StaticString) -> Bool {
        guard text.count == word.utf8CodeUnitCount else { return false }
        let wordBytes = word.utf8Start
        for index in 0..<text.count where text[index] != wordBytes[index] {
            return false
        }
        return true
    }
}

@inline(__always)
private func ascii(_ character: Unicode.Scalar) -> UInt8 {
    UInt8(ascii: character)
}
