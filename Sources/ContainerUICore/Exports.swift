/// SwiftUI re-exports Foundation (`CGFloat`, `CGSize`, `URL`, ...), so code written for it
/// compiles here unchanged.
@_exported import Foundation
