import ContainerUICore
import Foundation

/// CSS custom properties for the open start tag's `style` attribute.
///
/// Only numbers this module formats and static keywords reach a `style`: there is no method that
/// takes a `String`, so user text can never be placed in CSS.
extension HTMLOutput {
    /// Adds `name:<value>px;`.
    @inline(__always)
    mutating func styleVar(_ name: StaticString, px value: Double) {
        styleVarStart(name)
        style.append("", FormattedNumber(value), "px;")
    }

    /// Adds `name:<value>;` for a unitless number.
    @inline(__always)
    mutating func styleVar(_ name: StaticString, number value: Double) {
        styleVarStart(name)
        style.append("", FormattedNumber(value), ";")
    }

    /// Adds `name:<value>;` for a static keyword or expression.
    @inline(__always)
    mutating func styleVar(_ name: StaticString, static value: StaticString) {
        styleVarStart(name)
        styleRaw(value)
        styleVarEnd()
    }

    /// Starts `name:`; the value follows through the other `style` methods.
    @inline(__always)
    mutating func styleVarStart(_ name: StaticString) {
        style.append(name, ":")
    }

    /// Appends a static piece of a value.
    @inline(__always)
    mutating func styleRaw(_ value: StaticString) {
        style.append(value)
    }

    /// Appends a number.
    @inline(__always)
    mutating func styleNumber(_ value: Double) {
        style.append("", FormattedNumber(value), "")
    }

    /// Appends an integer.
    @inline(__always)
    mutating func styleNumber(_ value: Int) {
        style.append("", FormattedNumber(value), "")
    }

    /// Appends a number followed by `px`.
    @inline(__always)
    mutating func stylePx(_ value: Double) {
        style.append("", FormattedNumber(value), "px")
    }

    /// Appends `url(data:image/png;base64,…)` of a PNG the server drew: the bytes are base64
    /// encoded here, so only base64's own characters reach the `style`.
    mutating func stylePNG(_ png: [UInt8]) {
        style.append("url(data:image/png;base64,")
        let encoded = Data(png).base64EncodedData()
        encoded.withUnsafeBytes { style.append(contentsOf: $0.bindMemory(to: UInt8.self)) }
        style.append(UInt8(ascii: ")"))
    }

    /// Ends the value with `;`.
    @inline(__always)
    mutating func styleVarEnd() {
        style.append(UInt8(ascii: ";"))
    }
}
