@testable import ToDoCore

extension CalDAVSyncPlan {
  /// The vdir `vdir` after this plan's writes and deletions, by name. Pure; for the tests.
  func applied(to vdir: [VdirFile]) -> [VdirFile] {
    var files = vdir.filter { file in
      !deletions.contains(file.name) && !writes.contains { $0.name == file.name }
    }
    files += writes
    return files.sorted { $0.name < $1.name }
  }
}
