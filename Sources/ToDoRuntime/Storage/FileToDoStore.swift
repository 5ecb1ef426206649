import Dispatch
import Synchronization
import ToDoCore

/// Keeps the todos in a todo.txt file. All file work runs in order on its own serial queue,
/// off the main queue. Before each save it checks whether another program changed the file
/// since it was last read or written, and merges instead of overwriting. It never writes a
/// file larger than it would read back.
public final class FileToDoStore: ToDoStore {
  public let path: String
  private let fileSystem: any FileSystem
  private let queue = DispatchQueue(label: "todo.file-store", qos: .userInitiated)
  /// Whether to create the file's folder on the first save (the default location).
  private let createsDirectory: Bool

  /// What the file was when last read or written: its document and fingerprint. Touched
  /// only on `queue`; the mutex makes that checkable.
  private struct Base {
    var document = ToDoTxtDocument()
    var fingerprint: FileFingerprint?
    /// The versions before `document`, that a stale writer may have started from.
    var earlier = EarlierVersions()

    /// Moves on to `document`, now the file's version, keeping the one it leaves.
    mutating func moveOn(to document: ToDoTxtDocument, fingerprint: FileFingerprint?) {
      earlier.remember(self.document, size: self.fingerprint?.size)
      self.document = document
      self.fingerprint = fingerprint
    }
  }
  private let base = Mutex(Base())
  /// The largest file a save writes: what `ToDoTxtDocument.parse` reads back (smaller in
  /// tests).
  private let maximumSize: Int
  /// How a save or reload waits for another program to finish writing the file.
  private let writerWait: WriterWait
  /// Where a list the app leaves without having saved is kept (the state folder).
  private let unsavedFolder: String
  /// What the app last saw of the list, kept after each load, save and reload (off this
  /// queue, the newest only: `SeenRecordKeeper`); nil: not kept (the commands for
  /// scripts, the tests).
  private let seen: SeenRecordKeeper?
  /// What other programs changed since the record, found at the load; taken once.
  private let outsideChanges = Mutex<OutsideChanges?>(nil)
  /// The todos as the app last saw them, read at the last load, until `findLastSeen`
  /// takes them.
  private let lastSeen = Mutex<TitleList?>(nil)
  /// What the store has to tell of its own files (a record of what the app saw that is
  /// not trusted), once, with the file system's notices.
  private let notices = Mutex<[String]>([])

  public init(
    path: String, fileSystem: any FileSystem = LiveFileSystem(), createsDirectory: Bool = false,
    maximumSize: Int = ToDoTxtDocument.maximumSize, writerWait: WriterWait = .live,
    unsavedFolder: String = InPlaceWrite.defaultBackupFolder(), seen: SeenRecord? = nil
  ) {
    self.unsavedFolder = unsavedFolder
    self.seen = seen.map { SeenRecordKeeper(record: $0) }
    self.path = path
    self.fileSystem = fileSystem
    self.createsDirectory = createsDirectory
    self.maximumSize = maximumSize
    self.writerWait = writerWait
  }

  public func load(completion: @escaping @Sendable (Result<TitleList, ToDoStoreError>) -> Void) {
    loadDocument { result in completion(result.map(\.todoTitles)) }
  }

  /// `load`, answering with the whole file: its blank lines too, by which the command line
  /// numbers the todos as todo.sh does (`todo ls`). A missing file is an empty document.
  public func loadDocument(completion: @escaping @Sendable (Result<ToDoTxtDocument, ToDoStoreError>) -> Void)
  {
    queue.async { [self] in
      var loaded: [UInt8]?
      completion(
        Result { () throws(ToDoStoreError) -> ToDoTxtDocument in
          try writerWait.waitUntilFinished(
            path, in: fileSystem, known: nil, loading: true, doing: "loaded")
          fileSystem.finishInterruptedWrite(of: path)
          guard let contents = try fileSystem.read(path) else {
            base.withLock { $0 = Base() }  // A missing file is an empty list, created on first save.
            return ToDoTxtDocument()
          }
          let document = try ToDoTxtDocument.parse(contents.bytes)
          base.withLock { $0 = Base(document: document, fingerprint: contents.fingerprint) }
          loaded = contents.bytes
          return document
        })
      // After the answer: the list shows while the record is compared and kept.
      if let loaded { compareWithSeen(loaded) }
    }
  }

  /// At the load: what other programs changed since the app last saw the list (kept for
  /// `findOutsideChanges`), then the record replaced by what was loaded (only its time,
  /// when the bytes are the same; written off this queue). On `queue`; O(n) in the list's
  /// bytes.
  private func compareWithSeen(_ loaded: [UInt8]) {
    lastSeen.withLock { $0 = nil }
    guard let seen else { return }
    if let distrust = seen.record.distrust() {
      // Not read, not replaced: the user is told, and the list is loaded as ever.
      notices.withLock { $0.append(distrust + "; what changed while the app was closed is not shown") }
      return
    }
    guard let (old, moment) = seen.record.read() else { return seen.keep(loaded) }
    guard old != loaded else {
      // The list loaded is the one last seen: its titles share the loaded bytes, no copy.
      let loadedTitles = base.withLock { $0.document.todoTitles }
      lastSeen.withLock { $0 = loadedTitles }
      return seen.touch()
    }
    let oldTitles = (try? ToDoTxtDocument.parse(old))?.todoTitles
    lastSeen.withLock { $0 = oldTitles }
    let changes = OutsideChanges.between(seen: SeenRecord.lines(old), now: SeenRecord.lines(loaded))
    if !changes.isEmpty {
      outsideChanges.withLock { $0 = OutsideChanges(since: moment, changes: changes) }
    }
    seen.keep(loaded)
  }

  /// Writes the record of what the app last saw now, after the work queued before: what
  /// the store's queue and `SeenRecordKeeper` would write a moment later. Blocks.
  public func keepSeenRecordNow() {
    queue.sync { seen?.flush() }
  }

  public func findOutsideChanges(completion: @escaping @Sendable (OutsideChanges?) -> Void) {
    queue.async { [self] in
      completion(outsideChanges.withLock { $0.take() })
    }
  }

  public func findLastSeen(completion: @escaping @Sendable (TitleList?) -> Void) {
    queue.async { [self] in
      // Handed over once: the store keeps no second copy of the list for the session.
      completion(lastSeen.withLock { $0.take() })
    }
  }

  /// Writes, on the caller's thread, the record of what the app saw that is still pending
  /// (`SeenRecordKeeper` writes it a quiet moment after a save), after any write of it
  /// under way: on the way out, so that the next start does not take this app's last save
  /// for another program's change. Never waits for the store's queue (a save there may be
  /// waiting for another program's lock).
  public func finishRecords() {
    seen?.flush()
  }

  public func save(
    _ todos: ToDoList, base ancestor: ToDoList,
    completion: @escaping @Sendable (Result<SaveOutcome, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      // Another instance of the app waits while this one reads, merges and writes.
      let result = Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> SaveOutcome in
        try mergeAndWrite(todos, base: ancestor)
      }
      completion(result)
    }
  }

  /// Applies `todos`' changes since `ancestor` onto the file as it is now and writes the
  /// result, again when another program wrote meanwhile. On `queue`, under the file's lock.
  private func mergeAndWrite(_ todos: ToDoList, base ancestor: ToDoList) throws(ToDoStoreError) -> SaveOutcome
  {
    let ours = todos.lines
    let ancestorLines = ancestor.lines
    let known = base.withLock { $0 }
    // Another program may write between our read and our write: then merge again.
    var afterLateWrite: Current?
    for _ in 0..<Self.attempts {
      let current: Current
      if let late = afterLateWrite.take() {
        current = late
      } else {
        // Neither merged with half a file nor renamed over a program that still writes.
        try writerWait.waitUntilFinished(path, in: fileSystem, known: known.fingerprint, doing: "saved")
        current = try currentDocument(known: known)
      }
      // The file holds `ancestor`'s todos and nothing else (the usual save: it is as this
      // store read or wrote it): the merge is ours as it is, and there is nothing to
      // compare after the write.
      let oursWhole =
        !current.isMissing && current.document.holdsOnly(ancestorLines) && !ours.contains(where: \.isBlank)
      let (merged, conflicts, counterparts) =
        current.isMissing
        ? (ToDoTxtDocument(lines: ours, lineEnding: known.document.lineEnding), [], [:])
        : oursWhole
          ? (current.document.replacingLines(with: ours), [], [:])
          : current.document.mergingReporting(
            ours: ours, base: ancestorLines, ourChanges: { todos.indicesByID(from: ancestor) })
      let bytes = merged.bytes
      guard bytes.count <= maximumSize else { throw Self.tooLarge(bytes.count, maximum: maximumSize) }
      try Self.checkLoadsBack(bytes)
      var lateWrite: [UInt8]?
      guard
        let fingerprint = try fileSystem.writeAtomically(
          bytes, to: path, createDirectory: createsDirectory,
          unlessChangedFrom: current.fingerprint, lateWrite: &lateWrite)
      else { continue }
      base.withLock { $0.moveOn(to: merged, fingerprint: fingerprint) }
      WritesOfThisProcess.note(FileFingerprint.hash(bytes), of: path, by: ObjectIdentifier(self))
      seen?.keep(bytes)
      if let lateWrite {
        // Another program wrote to the file just replaced, after the last look: its change
        // (from what was read to what it left there) goes onto what was written, and that
        // is saved again over the file, which still holds what was written.
        let theirs = try ToDoTxtDocument.parse(lateWrite)
        let combined = theirs.mergingReporting(ours: merged.lines, base: current.document.lines).document
        afterLateWrite = (combined, fingerprint, true, false, false)
        continue
      }
      if current.isMissing, known.fingerprint != nil { return .savedOverDeleted }
      if oursWhole { return .saved }
      let lines = merged.todoLines
      // The same todos, the file's in its own Unicode normalisation: nothing to take.
      let same = lines.elementsEqual(ours) { $0.isCanonicallyEquivalent(to: $1) }
      guard !same || !conflicts.isEmpty else { return .saved }
      return .merged(
        MergedList(
          lines: lines, matching: todos, base: ancestor, counterparts: counterparts, conflicts: conflicts))
    }
    throw ToDoStoreError("Another program keeps changing the file while it is saved: '\(path)'")
  }

  /// `save` for a caller that works on the whole file, blank lines included (todo.sh's
  /// mode, where a deleted todo leaves its line empty so that the numbers stay): `lines`
  /// are the file's lines as the caller left them, `ancestor` the lines it loaded
  /// (`loadDocument`). Merged onto the file as it is now when another program wrote it
  /// meanwhile, under the same lock, checked and written atomically as a save; the file
  /// ends with a line ending.
  public func saveLines(
    _ lines: [TextLine], base ancestor: [TextLine],
    completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      completion(
        Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) in
          let known = base.withLock { $0 }
          var afterLateWrite: (document: ToDoTxtDocument, fingerprint: FileFingerprint)?
          for _ in 0..<Self.attempts {
            let current: Current
            if let late = afterLateWrite.take() {
              current = (late.document, late.fingerprint, true, false, false)
            } else {
              try writerWait.waitUntilFinished(path, in: fileSystem, known: known.fingerprint, doing: "saved")
              current = try currentDocument(known: known)
            }
            var merged =
              current.isMissing
              ? ToDoTxtDocument(lines: lines, lineEnding: known.document.lineEnding)
              : current.document.merging(ours: lines, base: ancestor)
            merged.endsWithLineEnding = true
            let bytes = merged.bytes
            guard bytes.count <= maximumSize else { throw Self.tooLarge(bytes.count, maximum: maximumSize) }
            try Self.checkLoadsBack(bytes)
            var lateWrite: [UInt8]?
            guard
              let fingerprint = try fileSystem.writeAtomically(
                bytes, to: path, createDirectory: createsDirectory, unlessChangedFrom: current.fingerprint,
                lateWrite: &lateWrite)
            else { continue }
            base.withLock { $0.moveOn(to: merged, fingerprint: fingerprint) }
            WritesOfThisProcess.note(FileFingerprint.hash(bytes), of: path, by: ObjectIdentifier(self))
            seen?.keep(bytes)
            guard let lateWrite else { return }
            // Another program wrote just before the rename: its change goes onto ours.
            let theirs = try ToDoTxtDocument.parse(lateWrite)
            let combined = theirs.merging(ours: merged.lines, base: current.document.lines)
            afterLateWrite = (combined, fingerprint)
          }
          throw ToDoStoreError("Another program keeps changing the file while it is saved: '\(path)'")
        })
    }
  }

  /// Reads the file again. Our own writes are not another program's change: a file whose
  /// fingerprint (size and time, then content hash) is what this store last read or wrote
  /// is `.unchanged`. A changed file is taken as it is when `todos` has no changes since
  /// `ancestor`; otherwise those changes are merged onto it and written, as a save does. A
  /// missing file is not written again (`.missing`): the next save writes it.
  public func reload(
    _ todos: ToDoList, base ancestor: ToDoList,
    completion: @escaping @Sendable (Result<ReloadOutcome, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      let result = Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> ReloadOutcome in
        let known = base.withLock { $0 }
        if let quick = try fileSystem.quickFingerprint(path), !quick.sameVersion(as: known.fingerprint) {
          try writerWait.waitUntilFinished(path, in: fileSystem, known: known.fingerprint, doing: "reloaded")
        }
        let current = try currentDocument(known: known)
        if current.isMissing { return known.fingerprint == nil ? .unchanged : .missing }
        guard current.changedElsewhere else {
          // Touched, not changed: later checks compare with this version, cheaply.
          base.withLock { $0.fingerprint = current.fingerprint }
          return .unchanged
        }
        // A stale copy renamed over the file: what it lacks of ours goes back in, written.
        guard todos == ancestor, !current.fromEarlierVersion else {
          switch try mergeAndWrite(todos, base: ancestor) {
          case .saved: return .unchanged
          case .savedOverDeleted: return .missing
          case .merged(let merged):
            return .changed(merged, ReloadSummary(before: todos, merged: merged, comparingText: true))
          }
        }
        base.withLock { $0.moveOn(to: current.document, fingerprint: current.fingerprint) }
        seen?.keep(current.document.bytes)
        let (merged, summary) = MergedList.reloaded(current.document.todoLines, matching: todos)
        return .changed(merged, summary)
      }
      completion(result)
    }
  }

  /// Appends `lines` to `done.txt` beside the list, on the store's queue after the saves
  /// before it, holding the list's write lock so that no other instance archives at once.
  public func archive(
    _ lines: [String], leavingOutCopies copies: [String],
    completion: @escaping @Sendable (Result<String, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      let lineEnding = base.withLock { $0.document.lineEnding }
      completion(
        Result(locking: path, in: fileSystem) { () throws(ToDoStoreError) -> String in
          try fileSystem.appendToDoneFile(
            lines, leavingOutCopies: copies, besideListAt: path, lineEnding: lineEnding)
        })
    }
  }

  /// Writes `todos` to a new file in the state folder (see `UnsavedCopy`), at once, on
  /// the caller's thread, even while a save waits on the store's queue; answers with the
  /// line that says where they are.
  public func keepUnsaved(_ todos: ToDoList, reason: String) -> String? {
    let lineEnding = base.withLock { $0.document.lineEnding }
    let lead = "todo: your latest changes are not saved in '\(path)' (\(reason))"
    do throws(ToDoStoreError) {
      let copy = try UnsavedCopy.write(
        todos.lines, listPath: path, folder: unsavedFolder, lineEnding: lineEnding, faults: fileSystem.faults)
      return "\(lead); the list as you left it is in '\(copy)'"
    } catch {
      return "\(lead), and could not be kept elsewhere: \(error.description)"
    }
  }

  public func takeNotices() -> [String] {
    notices.withLock { own in
      defer { own = [] }
      return own + fileSystem.takeNotices()
    }
  }

  public func findConflictCopies(completion: @escaping @Sendable ([ConflictCopy]) -> Void) {
    queue.async { [self] in
      completion(SyncConflictCopies.find(besides: path))
    }
  }

  public func moveConflictCopyAside(
    _ name: String, completion: @escaping @Sendable (Result<Void, ToDoStoreError>) -> Void
  ) {
    queue.async { [self] in
      completion(
        Result { () throws(ToDoStoreError) in
          try SyncConflictCopies.moveAside(name, besides: path, faults: fileSystem.faults)
        })
    }
  }

  /// Why a list is not saved whose file would be larger than the app reads back. Pure.
  static func tooLarge(_ size: Int, maximum: Int) -> ToDoStoreError {
    ToDoStoreError(
      "too large to read back (\(size.mebibytes) MiB, at most \(maximum.mebibytes)): delete some todos")
  }

  /// The last check before a save's bytes are written: the load's own (`ToDoTxtDocument
  /// .check`), so that whatever put a todo's text into the list, the app never writes a
  /// file it would refuse to load. Throws why, and the file is left as it was. O(bytes).
  static func checkLoadsBack(_ bytes: [UInt8]) throws(ToDoStoreError) {
    do {
      try ToDoTxtDocument.check(bytes)
    } catch {
      throw ToDoStoreError(
        "the list would not load back, so the file is left as it was: \(error.description); "
          + "edit the todo that holds it (e) or undo (Ctrl-Z)")
    }
  }

  /// How many times a save reads, merges and writes before it gives up on a file that
  /// another program keeps changing.
  static let attempts = 5

  /// The file as a save finds it; `fromEarlierVersion`: another program wrote a copy of a
  /// version before the last one over it, and `document` is that copy with the changes
  /// made since put back (see `currentDocument`).
  private typealias Current = (
    document: ToDoTxtDocument, fingerprint: FileFingerprint?, changedElsewhere: Bool, isMissing: Bool,
    fromEarlierVersion: Bool
  )

  /// The file as it is now and the fingerprint of that version (nil when it is missing);
  /// whether it differs from what was last read or written (size and modification time
  /// first, then the content hash); whether it is missing (never created, or deleted
  /// meanwhile: then ours is written whole).
  ///
  /// A file closer to one of the earlier versions than to the last one is a stale copy
  /// (read before the app's last save or reload, renamed over it after), unless another
  /// store of this app wrote it (`WritesOfThisProcess`): its lines are
  /// taken as a change of that earlier version, and the changes from there to the last
  /// version, which its writer never saw (the app's own new todos, say), are merged onto
  /// it, so that they are not taken for that writer's deletions.
  private func currentDocument(known: Base) throws(ToDoStoreError) -> Current {
    let quick = try fileSystem.quickFingerprint(path)
    if let quick, quick.sameVersion(as: known.fingerprint) {
      return (known.document, quick, false, false, false)
    }
    guard let contents = try fileSystem.read(path) else {
      return (ToDoTxtDocument(), nil, false, true, false)
    }
    if contents.fingerprint.contentHash == known.fingerprint?.contentHash {
      return (known.document, contents.fingerprint, false, false, false)  // Touched, not changed.
    }
    let theirs = try ToDoTxtDocument.parse(contents.bytes)
    // Another store of this app wrote it from the file as it was: a change, not a stale copy.
    let vouched = WritesOfThisProcess.wroteLast(
      contents.fingerprint.contentHash, of: path, otherThan: ObjectIdentifier(self))
    let latest = known.earlier.documents.isEmpty || vouched ? nil : known.document.todoLines
    guard let latest, let earlier = known.earlier.ancestor(of: theirs.todoLines, latest: latest) else {
      return (theirs, contents.fingerprint, true, false, false)
    }
    let caughtUp = theirs.mergingReporting(ours: latest, base: earlier).document
    return (caughtUp, contents.fingerprint, true, false, true)
  }
}

extension Int {
  /// This many bytes in MiB, rounded up, so that a size just over a limit never reads as
  /// the limit itself.
  fileprivate var mebibytes: Int { (self + (1 << 20) - 1) >> 20 }
}
