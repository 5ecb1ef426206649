import Glibc

/// Writes all of `bytes` to `descriptor`, again after a signal and after a short write;
/// false when the descriptor stopped taking them (a closed pipe, a full disk), the rest
/// unwritten. Unbuffered, so that what goes to standard output and error keeps its order.
/// Blocks; any thread.
@discardableResult
public func writeAll(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> Bool {
  var written = 0
  while written < bytes.count {
    let count = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
    if count < 0, errno == EINTR { continue }
    guard count > 0 else { return false }
    written += count
  }
  return true
}
