import Foundation

/// The moment a render takes as "now": the time of rendering, for the text styles that count
/// from it (`Text(_:style:)`'s `.relative`, `.offset` and `.timer`) and for a calendar's today.
/// A page is one frame, so such text does not tick. Tests fix the moment with
/// `RenderClock.$fixedNow.withValue(date) { … }`, which holds for the task that renders.
package enum RenderClock {
    /// The moment to use instead of the machine's clock, if any.
    @TaskLocal package static var fixedNow: Date?

    /// Now: the fixed moment if one is set, else the machine's clock.
    package static var now: Date { fixedNow ?? Date() }
}
