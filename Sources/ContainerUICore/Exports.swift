/// SwiftUI re-exports Foundation (`CGFloat`, `CGSize`, `URL`, ...), so code written for it
/// compiles here unchanged.
@_exported import Foundation
/// SwiftUI re-exports Observation too, so an `@Observable` model needs no import of its own.
@_exported import Observation
/// SwiftUI re-exports Combine, so view models with `@Published` properties, `AnyCancellable`s
/// and `Timer.publish` compile unchanged: on Linux, Combine is OpenCombine.
@_exported import OpenCombine
@_exported import OpenCombineDispatch
@_exported import OpenCombineFoundation
/// `UTType`, which SwiftUI's file importers, pasting and `Transferable` take: Linux has no
/// UniformTypeIdentifiers framework, so the package's own module of that name stands in, and
/// `import UniformTypeIdentifiers` compiles as written too.
@_exported import UniformTypeIdentifiers
