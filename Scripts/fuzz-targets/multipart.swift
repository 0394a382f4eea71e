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
    // Every part's headers: lines up to the blank line, none with a bare CR or LF inside.
    let text = String(decoding: body, as: UTF8.self)
    for part in text.components(separatedBy: "--\(form.boundary)\r\n").dropFirst() {
        guard let headerEnd = part.range(of: "\r\n\r\n") else { fatalError("a part has no blank line after its headers") }
        for line in part[..<headerEnd.lowerBound].components(separatedBy: "\r\n") {
            if line.contains("\r") || line.contains("\n") { fatalError("a header line has a raw line break: \(line.debugDescription)") }
        }
    }
    return 0
}
