// swift-tools-version: 6.0
import PackageDescription

// The performance lab, a package of its own beside the product (as swift-collections keeps
// its Benchmarks/): the micro-benchmarks of the pure core and the runtime, over the product
// package by path. `make bench` builds it in release (Benchmarks/bench.mk, README.md); the
// product's build never does. TODO_APP_ONLY (set by bench.mk) keeps the product's test-only
// package out of the resolution.
let package = Package(
  name: "ToDoLab",
  dependencies: [
    .package(name: "todo", path: "..")
  ],
  targets: [
    .executableTarget(
      name: "ToDoBenchmarks",
      dependencies: [
        .product(name: "ToDoCore", package: "todo"),
        .product(name: "ToDoRuntime", package: "todo"),
      ],
      path: "Sources/ToDoBenchmarks"
    )
  ],
  swiftLanguageModes: [.v6]
)
