/// Markup taken apart into the pixel lengths written in its `style` attributes (`12px`,
/// `-3.5px`) and the rest, its template: the same views rendered for two sizes that differ only in
/// such lengths have equal templates, and each length can then be fitted across window widths.
struct StyleLengths {
    /// The markup without the lengths.
    private(set) var template: [UInt8] = []
    /// Where each length was cut out of `template`.
    private(set) var cuts: [Int] = []
    /// The lengths, in px.
    private(set) var lengths: [Double] = []
    /// Each length as it was written, `px` included.
    private(set) var written: [[UInt8]] = []

    init(_ markup: [UInt8]) {
        template.reserveCapacity(markup.count)
        let attribute = Array(#" style=""#.utf8)
        var index = 0, inStyle = false
        while index < markup.count {
            let byte = markup[index]
            if !inStyle {
                template.append(byte)
                index += 1
                if byte == UInt8(ascii: "\""), template.count >= attribute.count, template.suffix(attribute.count).elementsEqual(attribute) {
                    inStyle = true
                }
                continue
            }
            if byte == UInt8(ascii: "\"") {
                inStyle = false
            } else if let end = Self.lengthEnd(in: markup, at: index),
                      let value = Double(String(decoding: markup[index..<(end - 2)], as: UTF8.self)) {
                cuts.append(template.count)
                lengths.append(value)
                written.append(Array(markup[index..<end]))
                index = end
                continue
            }
            template.append(byte)
            index += 1
        }
    }

    /// Whether `other` is the same markup but for its lengths.
    func hasTemplate(of other: StyleLengths) -> Bool {
        cuts == other.cuts && template == other.template
    }

    /// The markup with each length written by `length` (given its index) instead.
    func markup(_ length: (Int, inout [UInt8]) -> Void) -> [UInt8] {
        var markup: [UInt8] = []
        markup.reserveCapacity(template.count + 16 * cuts.count)
        var start = 0
        for (index, cut) in cuts.enumerated() {
            markup += template[start..<cut]
            length(index, &markup)
            start = cut
        }
        markup += template[start...]
        return markup
    }

    /// Where a length starting at `index` ends (past its `px`): a number that starts a token
    /// (not the digits of a name such as `--cui-m1c`) followed by `px` and nothing that continues
    /// a name; `nil` when none starts there.
    private static func lengthEnd(in markup: [UInt8], at index: Int) -> Int? {
        if index > 0, isNameByte(markup[index - 1]) { return nil }
        var end = index
        if end < markup.count, markup[end] == UInt8(ascii: "-") { end += 1 }
        let digits = end
        while end < markup.count, isDigit(markup[end]) || markup[end] == UInt8(ascii: ".") { end += 1 }
        guard end > digits, end + 1 < markup.count, markup[end] == UInt8(ascii: "p"), markup[end + 1] == UInt8(ascii: "x") else { return nil }
        end += 2
        if end < markup.count, isNameByte(markup[end]) { return nil }
        return end
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
            || (byte | 0x20 >= UInt8(ascii: "a") && byte | 0x20 <= UInt8(ascii: "z"))
    }
}
