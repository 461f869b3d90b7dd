/// SwiftUI re-exports Foundation (`CGFloat`, `CGSize`, `URL`, ...), so code written for it
/// compiles here unchanged.
@_exported import Foundation
/// SwiftUI re-exports Observation too, so an `@Observable` model needs no import of its own.
@_exported import Observation
