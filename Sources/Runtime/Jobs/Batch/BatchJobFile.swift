import Foundation

/// Saves and loads a batch job's description (`job.json` in the job's directory), so a job
/// survives a restart of the process that started it.
public enum BatchJobFile {
    /// The description's file name inside a job directory.
    public static let name = "job.json"

    /// Writes `job` to `directory/job.json`, atomically (a crash leaves the old or the new one).
    public static func save(_ job: some Encodable, in directory: URL) throws(AIClientError) {
        let url = directory.appendingPathComponent(name)
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
            try encoder.encode(job).write(to: url, options: .atomic)
        } catch {
            throw AIClientError.invalidRequest("cannot save the batch job description to \(url.path): \(error)")
        }
    }

    /// Reads the description saved in `directory`.
    public static func load<Job: Decodable>(_ type: Job.Type, from directory: URL) throws(AIClientError) -> Job {
        let url = directory.appendingPathComponent(name)
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw AIClientError.invalidRequest("no batch job description at \(url.path): \(error)")
        }
        do {
            // The client's own decoder, as for everything it reads: the file holds ids and
            // statuses the providers sent.
            return try JSONCoding.decoder.decode(type, from: data)
        } catch {
            throw AIClientError.decoding(error, payload: data, type: type, context: url.path)
        }
    }

    /// Refuses a directory that already holds a job (load it instead of writing a new one).
    public static func checkFree(_ directory: URL) throws(AIClientError) {
        let url = directory.appendingPathComponent(name)
        if FileManager.default.fileExists(atPath: url.path) {
            throw AIClientError.invalidRequest("\(directory.path) already holds a batch job (\(name)): load it to resume, or use another directory")
        }
    }
}
