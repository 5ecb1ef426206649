import Glibc
import ToDoCore

extension Journal {
  /// Rewrites the journal without its oldest entries when it holds more than `maxBytes`
  /// or entries older than `maxAge` seconds: it keeps the entries of the last `keepSteps`
  /// steps whatever their age or size (the undo across restarts needs them), and at most
  /// those the bounds allow beyond. Read from its end back (the memory it takes is what it
  /// keeps, whatever the file's size), written through the file layer (a unique temporary
  /// beside it, flushed, renamed over it, the folder flushed), under its lock. Does nothing
  /// to a journal within the bounds, or one not trusted. Blocks on the file.
  public func compact(maxBytes: Int, maxAge: Int?, keepSteps: Int, now: Int = JournalTime.now()) {
    guard let descriptor = try? openTrusted(O_RDONLY) else { return }
    defer { close(descriptor) }
    Self.lock(descriptor)
    _ = compactLocked(
      descriptor, bounds: JournalBounds(maxBytes: maxBytes, maxAge: maxAge, keepSteps: keepSteps), now: now)
  }

  /// The entries the undo across restarts is restored from: the journal compacted to
  /// `bounds` first when it is past them (then only what is kept is read), read whole
  /// otherwise; or why the journal is not used (a link, another user's). Blocks on the
  /// file, under its lock.
  public func restorable(within bounds: JournalBounds, now: Int = JournalTime.now())
    -> Result<[JournalEntry], JournalError>
  {
    let descriptor: Int32
    do throws(JournalError) {
      descriptor = try openTrusted(O_RDONLY)
    } catch {
      return error.isMissing ? .success([]) : .failure(error)
    }
    defer { close(descriptor) }
    Self.lock(descriptor)
    if let kept = compactLocked(descriptor, bounds: bounds, now: now) { return .success(kept) }
    guard let bytes = try? Descriptors.readAll(descriptor, path: path) else { return .success([]) }
    return .success(Self.entries(in: bytes))
  }

  /// `compact`'s work on the open journal, its lock held by the caller: the entries kept,
  /// oldest first, when it was past its bounds (even if the rewrite failed), nil when it
  /// was within them.
  func compactLocked(_ descriptor: Int32, bounds: JournalBounds, now: Int) -> [JournalEntry]? {
    var status = stat()
    guard fstat(descriptor, &status) == 0 else { return nil }
    let size = Int(status.st_size)
    let cutoff = bounds.maxAge.map { JournalTime.timestamp(now - $0) }
    let tooOld = cutoff.map { cutoff in Self.firstEntry(descriptor).map { $0.at < cutoff } ?? false } ?? false
    guard size > bounds.maxBytes || tooOld else { return nil }
    var lines = JournalLines(descriptor: descriptor, size: size)
    var kept: [JournalEntry] = []
    var keptSize = 0
    var steps = Set<Int>()
    while let line = lines.next() {
      guard let entry = JournalEntry.parse(line[...]) else { continue }
      // The steps are numbered in the order they are appended: the last `keepSteps`
      // numbers met from the end are the last steps.
      let needed = steps.count < bounds.keepSteps || steps.contains(entry.step)
      let withinBounds =
        keptSize + line.count + 1 <= bounds.maxBytes / 2 && cutoff.map { entry.at >= $0 } ?? true
      guard needed || withinBounds else { break }
      if needed { steps.insert(entry.step) }
      kept.append(entry)
      keptSize += line.count + 1
    }
    kept.reverse()
    var bytes: [UInt8] = []
    bytes.reserveCapacity(keptSize)
    for entry in kept {
      bytes.append(contentsOf: entry.jsonLine.utf8)
      bytes.append(0x0A)
    }
    let files = LiveFileSystem(faults: faults)
    // Under the journal's lock no instance appends: the fingerprint is the file's as read.
    _ = try? files.writeAtomically(
      bytes, to: path, createDirectory: false, unlessChangedFrom: try files.quickFingerprint(path))
    return kept
  }

  /// The journal's first whole entry (its oldest), read from its first 64 KiB.
  private static func firstEntry(_ descriptor: Int32) -> JournalEntry? {
    var head = [UInt8](repeating: 0, count: JournalLines.chunkSize)
    let count = head.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, 0) }
    guard count > 0, let end = head.prefix(count).firstIndex(of: 0x0A) else { return nil }
    return JournalEntry.parse(head[..<end])
  }
}
