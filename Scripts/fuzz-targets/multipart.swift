// Fuzz target: multipart encoding of arbitrary field names, values, file names and contents.
//
// The input is split at zero bytes into name/value pairs (the last piece, if odd, is a file's
// contents named by the piece before it). A finding is: encoding throws for text fields, the
// body does not start and end with the boundary, the boundary occurs other than as a
// delimiter, or a header line has a raw CR or LF in it.
import Foundation

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOne(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let pieces = UnsafeBufferPointer(start: bytes, count: count).split(separator: 0, omittingEmptySubsequences: false)
        .map { String(decoding: $0, as: UTF8.self) }
    var form = MultipartFormData()
    var parts = 0
    var index = 0
    while index + 1 < pieces.count {
        form.append(pieces[index], pieces[index + 1])
        parts += 1
        index += 2
    }
    if index < pieces.count {
        form.append("file", file: .data(Data(pieces[index].utf8), filename: pieces.first ?? "file"))
        parts += 1
    }
    guard parts > 0 else { return 0 }
    let body: Data
    do {
        body = try form.encodeToData()
    } catch {
        fatalError("encoding threw \(error)")
    }
    let delimiter = Data("--\(form.boundary)".utf8)
    guard body.starts(with: delimiter) else { fatalError("the body does not start with the boundary") }
    guard body.suffix(delimiter.count + 4) == delimiter + Data("--\r\n".utf8) else { fatalError("the body does not end with the boundary") }
    var occurrences = 0
    var searchStart = body.startIndex
    while let range = body.range(of: delimiter, in: searchStart..<body.endIndex) {
        occurrences += 1
        searchStart = range.upperBound
    }
    guard occurrences == parts + 1 else { fatalError("the boundary occurs \(occurrences) times for \(parts) parts") }
    // Every part's headers: bytes up to the first blank line, without a bare CR or LF (read as
    // bytes: as a String, a combining mark after "\r\n" would join the line break).
    let opening = Data("--\(form.boundary)\r\n".utf8)
    let blankLine = Data("\r\n\r\n".utf8)
    var cursor = body.startIndex
    while let start = body.range(of: opening, in: cursor..<body.endIndex) {
        guard let headerEnd = body.range(of: blankLine, in: start.upperBound..<body.endIndex) else {
            fatalError("a part has no blank line after its headers")
        }
        let headers = body[start.upperBound..<headerEnd.lowerBound]
        var previous: UInt8 = 0
        for (offset, byte) in headers.enumerated() {
            let next = offset + 1 < headers.count ? headers[headers.startIndex + offset + 1] : 0
            if byte == 0x0D, next != 0x0A { fatalError("a header has a bare CR") }
            if byte == 0x0A, previous != 0x0D { fatalError("a header has a bare LF") }
            previous = byte
        }
        cursor = headerEnd.upperBound
    }
    return 0
}
