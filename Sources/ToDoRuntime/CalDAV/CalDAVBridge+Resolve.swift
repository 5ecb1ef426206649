import ToDoCore

extension CalDAVBridge {
  /// `todo caldav-resolve FIRST SECOND`, as vdirsyncer's `conflict_resolution` command
  /// runs it: the two versions of one task merged against the last sync's state at
  /// `stateFile` (`CalDAVConflictResolution`), the result written over both files (what
  /// vdirsyncer then takes), then the version kept apart, if any, added to the list in
  /// `store` (`ToDoStore.add`: its lock and its merge), where the next sync makes it a
  /// task. The files untouched when they cannot be merged; a list that cannot be
  /// written fails the command, so that vdirsyncer asks again on its next run. `faults`:
  /// a test's, for the two files. Blocks.
  public static func resolve(
    first: String, second: String, stateFile: String, store: some ToDoStore, listPath: String,
    stamp: String, faults: FileFaults = .none
  ) -> Outcome {
    let fileSystem = LiveFileSystem(faults: faults)
    var read: [(text: String, fingerprint: FileFingerprint)] = []
    for path in [first, second] {
      do {
        guard let contents = try fileSystem.read(path, kind: .list),
          let text = String(validating: contents.bytes, as: UTF8.self)
        else { return Outcome(status: 2, messages: ["cannot read \(path): no such file, or not UTF-8"]) }
        read.append((text, contents.fingerprint))
      } catch {
        return Outcome(status: 2, messages: ["cannot read \(path): \(error)"])
      }
    }
    let state: CalDAVSyncState
    switch CalDAVStateFile(path: stateFile).read() {
    case .success(let known): state = known
    case .failure(let problem): return Outcome(status: 2, messages: [problem.message])
    }
    let resolution: CalDAVConflictResolution
    do {
      resolution = try CalDAVConflictResolution(
        first: read[0].text, second: read[1].text, state: state, stamp: stamp, zone: .system)
    } catch {
      return Outcome(status: 2, messages: [error.message])
    }
    for (path, version) in zip([first, second], read) where version.text != resolution.text {
      do {
        guard
          try fileSystem.writeAtomically(
            Array(resolution.text.utf8), to: path, createDirectory: false,
            unlessChangedFrom: version.fingerprint)
            != nil
        else { return Outcome(status: 2, messages: ["\(path) changed while it was merged"]) }
      } catch {
        return Outcome(status: 2, messages: ["cannot write \(path): \(error)"])
      }
    }
    if let line = resolution.keptApart,
      case .failure(let error) = waitForCompletion({ store.add([line], completion: $0) })
    {
      return Outcome(
        status: 2, messages: [resolution.message, "cannot add ‘\(line)’ to \(listPath): \(error)"])
    }
    return Outcome(status: 0, messages: [resolution.message])
  }
}
