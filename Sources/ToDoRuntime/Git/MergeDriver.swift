import ToDoCore

/// What `todo merge-driver` does with the three versions git hands it: the merged file's
/// bytes, one line for each change it could not apply as meant, and the exit status git
/// reads. A todo.txt list is merged with the app's own three-way merge
/// (`ToDoTxtDocument.mergingReporting`, `LineMerge`); a done file as the log it is
/// (`DoneFileMerge`). Pure: bytes in, bytes out; the executable reads and writes the files.
///
/// Exit status (decision 0211): 0 when the merge is clean or only named a todo deleted on
/// one side and changed on the other (the changed one is kept: nothing is lost, deleting it
/// again is one key); 1 when a todo was changed on both sides in different ways (both
/// versions are in the file, without conflict markers, and git leaves the path conflicted
/// until the user keeps one and runs `git add`); 2 when a version cannot be read as a
/// todo.txt file (binary, not UTF-8, too large): ours is left as it is.
public enum MergeDriver {
  /// Which merge a path gets: git names the driver, `todo` for a list, `todo-done` (the
  /// option `--done`) for its done file.
  public enum FileKind: Equatable, Sendable {
    case list, doneFile
  }

  /// A merge's result. Pure value.
  public struct Outcome: Equatable, Sendable {
    /// The merged file, to write over ours; nil to leave ours as it is.
    public var bytes: [UInt8]?
    /// What to print, a line each (without the newline), reason first.
    public var messages: [String]
    /// The exit status: 0 merged, 1 merged with todos to pick from, 2 not merged.
    public var status: Int32
  }

  /// The merge of `ours` and `theirs`, two edits of `ancestor`, for the file at `path`
  /// (relative to the repository; used in the messages only). Pure; O(n) expected, as
  /// `LineMerge` is.
  public static func merge(
    ancestor: [UInt8], ours: [UInt8], theirs: [UInt8], kind: FileKind, path: String
  ) -> Outcome {
    // One side unchanged, or both changed alike: the other side's bytes, as they are.
    if theirs == ancestor || theirs == ours { return Outcome(bytes: ours, messages: [], status: 0) }
    if ours == ancestor { return Outcome(bytes: theirs, messages: [], status: 0) }
    let documents: (ancestor: ToDoTxtDocument, ours: ToDoTxtDocument, theirs: ToDoTxtDocument)
    do throws(ToDoStoreError) {
      documents = (
        try parse(ancestor, "the common ancestor"), try parse(ours, "ours"), try parse(theirs, "theirs")
      )
    } catch {
      return Outcome(
        bytes: nil,
        messages: [
          "Not merged: \(error.description) (\(path))",
          "To fix: edit \(path) by hand, or keep one side: git checkout --ours \(path) "
            + "(or --theirs), then git add \(path) && git commit",
        ], status: 2)
    }
    switch kind {
    case .doneFile:
      let merged = DoneFileMerge.merge(
        ancestor: documents.ancestor, ours: documents.ours, theirs: documents.theirs)
      return Outcome(bytes: merged.bytes, messages: [], status: 0)
    case .list:
      return mergeList(documents.ancestor, documents.ours, documents.theirs, path: path)
    }
  }

  /// The list merged as the app merges a file another program changed: theirs is the file,
  /// with our changes applied to it (ours' additions first where both added at one place,
  /// each kept line with its own bytes and ending). Blank lines count as lines.
  private static func mergeList(
    _ ancestor: ToDoTxtDocument, _ ours: ToDoTxtDocument, _ theirs: ToDoTxtDocument, path: String
  ) -> Outcome {
    let merged = theirs.mergingReporting(ours: ours.lines, base: ancestor.lines)
    let document = Self.format(of: merged.document, ancestor: ancestor, ours: ours, theirs: theirs)
    let stopping = merged.conflicts.filter { $0.ours != nil && $0.theirs != nil }
    var messages = merged.conflicts.map { "\(Self.onBranches($0.message)) (\(path))" }
    if !stopping.isEmpty {
      let count = stopping.count == 1 ? "1 todo was" : "\(stopping.count) todos were"
      messages.append(
        "To fix: \(count) changed on both branches; both versions are in \(path): "
          + "keep one of each, then git add \(path) && git commit")
    }
    return Outcome(bytes: document.bytes, messages: messages, status: stopping.isEmpty ? 0 : 1)
  }

  /// `document` (theirs merged) with ours' byte order mark, line ending and final newline
  /// where ours changed them since the ancestor and theirs did not: a side that converted
  /// the file keeps its conversion. Otherwise theirs' format, each line's own ending kept.
  private static func format(
    of document: ToDoTxtDocument, ancestor: ToDoTxtDocument, ours: ToDoTxtDocument,
    theirs: ToDoTxtDocument
  ) -> ToDoTxtDocument {
    func changed(_ side: ToDoTxtDocument) -> Bool {
      side.startsWithByteOrderMark != ancestor.startsWithByteOrderMark
        || (side.lineEnding != ancestor.lineEnding && !ancestor.lines.isEmpty)
        || side.endsWithLineEnding != ancestor.endsWithLineEnding
    }
    guard changed(ours), !changed(theirs) else { return document }
    return ToDoTxtDocument(
      lines: document.lines, lineEnding: ours.lineEnding, endsWithLineEnding: ours.endsWithLineEnding,
      startsWithByteOrderMark: ours.startsWithByteOrderMark)
  }

  /// A conflict's message as the app says it, with the other side named as git's: the
  /// other branch, not another program.
  static func onBranches(_ message: String) -> String {
    message.replacing("replaced by another program with", with: "replaced on the other branch with")
      .replacing("changed by another program to", with: "changed on the other branch to")
  }

  /// `bytes` read as a todo.txt file, or the reason they cannot be, naming the version.
  private static func parse(_ bytes: [UInt8], _ name: String) throws(ToDoStoreError) -> ToDoTxtDocument {
    do {
      return try ToDoTxtDocument.parse(bytes)
    } catch {
      throw ToDoStoreError("\(name) cannot be read: \(error.description)")
    }
  }
}
