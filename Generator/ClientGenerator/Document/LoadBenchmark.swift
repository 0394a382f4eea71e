/// Times `DocumentReader.read` on the same bytes several times, for `Scripts/bench-load`.
///
/// Returns the seconds each iteration took, in order; the caller picks the statistic. Reading
/// errors are thrown rather than timed, so a broken spec cannot pass for a fast one.
public func benchmarkLoad(bytes: [UInt8], path: String, iterations: Int) throws(DiagnosticError) -> [Double] {
    let clock = ContinuousClock()
    var seconds: [Double] = []
    seconds.reserveCapacity(max(iterations, 0))
    for _ in 0..<max(iterations, 0) {
        let start = clock.now
        let root = try DocumentReader.read(bytes, path: path)
        let elapsed = clock.now - start
        // Keep the tree alive until the clock stops, then let it go outside the timing.
        withExtendedLifetime(root) {}
        let (whole, fraction) = elapsed.components
        seconds.append(Double(whole) + Double(fraction) * 1e-18)
    }
    return seconds
}
