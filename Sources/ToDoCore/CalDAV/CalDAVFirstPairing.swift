extension CalDAVSyncPlan {
  /// The lines of the list that no sync carried yet (not among the last synced lines), by
  /// what they say once mapped (`VTodoFields.pairingKey`), each taken once. Pure.
  struct UnsyncedLines {
    private var byKey: [VTodoFields: [String]] = [:]

    /// Takes the first line left that says `key`; nil when none does.
    mutating func take(_ key: VTodoFields) -> String? {
      guard var lines = byKey[key], !lines.isEmpty else { return nil }
      let line = lines.removeFirst()
      byKey[key] = lines
      return line
    }

    fileprivate init(_ lines: [String]) {
      for line in lines { byKey[VTodoFields.pairingKey(ofLine: line), default: []].append(line) }
    }
  }

  /// The lines of `ours` that `base` does not hold (as many times as `base` lacks them).
  /// O(n). Pure.
  static func unsyncedLines(ours: [String], base: [String]) -> UnsyncedLines {
    var synced: [String: Int] = [:]
    for line in base { synced[line, default: 0] += 1 }
    var lines: [String] = []
    for line in ours {
      if let count = synced[line], count > 0 {
        synced[line] = count - 1
      } else {
        lines.append(line)
      }
    }
    return UnsyncedLines(lines)
  }
}

extension VTodoFields {
  /// What a line says as a VTODO would carry it: its mapped fields, the priority as it
  /// comes back from `PRIORITY` (D–Z as C), the categories as a set's order. Two lines
  /// with the same key are one todo written two ways. Pure.
  static func pairingKey(ofLine line: String) -> VTodoFields {
    var fields = VTodoFields(line: ToDoTxtLine(line))
    fields.priority = fields.priority.flatMap {
      VTodoPriority.letter(for: String(VTodoPriority.value(for: $0)))
    }
    fields.categories = fields.categories.sorted()
    return fields
  }
}
