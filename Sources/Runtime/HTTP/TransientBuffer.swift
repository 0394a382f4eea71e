/// The size of the buffers the runtime allocates and frees over and over while it moves a
/// large body (file reads, spill blocks, batch file writes): 64 KiB.
///
/// Kept below glibc's initial mmap threshold (128 KiB) on purpose. glibc serves a larger
/// allocation with its own mmap, and when such a block is freed it raises the threshold to
/// the block's size and its trim threshold to twice that (up to 32 and 64 MiB). From then on
/// every buffer below the new threshold comes from the malloc arenas, and each arena (one per
/// thread that allocates, up to 8 per core: URLSession's and Dispatch's threads, the
/// cooperative pool) keeps up to the trim threshold of freed memory resident. In a
/// million-request batch job, 1 MiB write buffers and a 2 MiB id set raised the thresholds to
/// 2 and 4 MiB; with buffers of this size they stay at 128 and 256 KiB through the job.
enum TransientBuffer {
    static let size = 64 << 10
}
