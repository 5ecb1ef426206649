// swift-tools-version: 6.0
import PackageDescription

// The app alone when TODO_APP_ONLY is set (`make build`, `make run`, `make release` and
// `make install` set it): building and running need no test target and no test-only
// package, so none is fetched or compiled. Without it (`swift build`, `swift test` as typed,
// `make test`) the tests are targets too. The benchmarks are a package of their own
// (`Benchmarks/Package.swift`), which depends on this one by path: nothing here builds them.
let appOnly = Context.environment["TODO_APP_ONLY"] != nil

let app: [Target] = [
  .systemLibrary(
    name: "CNcurses",
    providers: [.apt(["libncursesw5-dev"])]
  ),
  .target(name: "ToDoCore"),
  .target(name: "ToDoRuntime", dependencies: ["ToDoCore"]),
  // The terminal's protocol, pure: bytes into UTF-8 and keys, mouse reports and pastes.
  .target(name: "TerminalProtocol", dependencies: ["ToDoCore"]),
  .target(name: "ToDoTerminal", dependencies: ["ToDoCore", "TerminalProtocol", "CNcurses"]),
  .executableTarget(
    name: "todo",
    dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTerminal"]
  ),
]

let tests: [Target] = [
  .target(name: "ToDoTestSupport", dependencies: ["ToDoCore"], path: "Tests/ToDoTestSupport"),
  .testTarget(
    name: "ToDoCoreTests",
    dependencies: [
      "ToDoCore", "ToDoTestSupport", .product(name: "CustomDump", package: "swift-custom-dump"),
    ]),
  .testTarget(
    name: "TerminalProtocolTests", dependencies: ["TerminalProtocol", "ToDoCore", "ToDoTestSupport"]),
  .testTarget(
    name: "ToDoRuntimeTests", dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTestSupport"]),
  .testTarget(name: "ToDoTerminalTests", dependencies: ["ToDoTerminal", "ToDoCore"]),
  .testTarget(name: "EndToEndTests", dependencies: ["todo", "ToDoTestSupport"]),
]

let package = Package(
  name: "todo",
  products: [
    .executable(name: "todo", targets: ["todo"]),
    // For the lab (Benchmarks/Package.swift), which measures the core and the runtime.
    .library(name: "ToDoCore", targets: ["ToDoCore"]),
    .library(name: "ToDoRuntime", targets: ["ToDoRuntime"]),
  ],
  dependencies: appOnly
    ? []
    : [
      // Tests only: readable diffs of two states when a reducer test fails.
      .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3")
    ],
  targets: appOnly ? app : app + tests,
  swiftLanguageModes: [.v6]
)
