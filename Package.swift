// swift-tools-version: 6.0
import PackageDescription

let package = Package(
  name: "todo",
  products: [
    .executable(name: "todo", targets: ["todo"])
  ],
  dependencies: [
    // Tests only: readable diffs of two states when a reducer test fails.
    .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.7.3")
  ],
  targets: [
    .systemLibrary(
      name: "CNcurses",
      providers: [.apt(["libncursesw5-dev"])]
    ),
    .target(name: "ToDoCore"),
    .target(name: "ToDoRuntime", dependencies: ["ToDoCore"]),
    .target(name: "ToDoTerminal", dependencies: ["ToDoCore", "CNcurses"]),
    .executableTarget(
      name: "todo",
      dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTerminal"]
    ),
    .executableTarget(
      name: "ToDoBenchmarks", dependencies: ["ToDoCore", "ToDoRuntime"],
      path: "Benchmarks/Sources/ToDoBenchmarks"),
    .target(name: "ToDoTestSupport", dependencies: ["ToDoCore"], path: "Tests/ToDoTestSupport"),
    .testTarget(
      name: "ToDoCoreTests",
      dependencies: [
        "ToDoCore", "ToDoTestSupport", .product(name: "CustomDump", package: "swift-custom-dump"),
      ]),
    .testTarget(name: "ToDoRuntimeTests", dependencies: ["ToDoCore", "ToDoRuntime", "ToDoTestSupport"]),
    .testTarget(name: "EndToEndTests", dependencies: ["todo"]),
  ],
  swiftLanguageModes: [.v6]
)
