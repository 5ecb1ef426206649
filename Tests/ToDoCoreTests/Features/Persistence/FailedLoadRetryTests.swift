import Testing
import ToDoTestSupport

@testable import ToDoCore

@Suite("A load that failed, and the file changed")
struct FailedLoadRetryTests {
  @Test func aChangeOfTheFileAfterAFailedLoadLoadsItAgain() {
    let (failed, _) = reduce(
      State(), [.system(.started), .persistence(.loadFailed("another program is still writing the file"))])
    let (again, command) = reducer(failed, .reload(.fileChangedOutside))
    #expect(command == .batch([.persistence(.load), Command.spinnerTick]))
    #expect(again.loadStatus == .loading(spinnerFrame: 0))
    #expect(again.status == StatusMessage("Loading again…", kind: .info))
  }
}
