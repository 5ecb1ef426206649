import Testing

@testable import ToDoRuntime

@Suite("File fingerprints")
struct FileFingerprintTests {
  /// The content hash tells a changed file from the one last read or written: any one
  /// byte changed, at any place (each lane of the word-wise hash, and the tail), any
  /// length, and bytes swapped between words, give another hash.
  @Test func theContentHashTellsApartFilesThatDifferInOneByteOrInLength() {
    let original = (0..<97).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
    var hashes: Set<UInt64> = [FileFingerprint.hash(original)]
    var count = 1
    for index in original.indices {
      for flip: UInt8 in [0x01, 0x80] {
        var changed = original
        changed[index] ^= flip
        hashes.insert(FileFingerprint.hash(changed))
        count += 1
      }
    }
    for length in 0..<original.count {
      hashes.insert(FileFingerprint.hash(Array(original.prefix(length))))
      count += 1
    }
    var swapped = original
    swapped.swapAt(0, 8)
    hashes.insert(FileFingerprint.hash(swapped))
    count += 1
    #expect(hashes.count == count)
    #expect(FileFingerprint.hash(original) == FileFingerprint.hash(Array(original)))
  }
}
