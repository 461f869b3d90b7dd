import Foundation

/// The one script of ContainerHTML: SwiftUI sizes a `Text` that wraps to its widest line, and CSS
/// has no such width (a wrapped block is as wide as the space offered), so after the fonts load,
/// and whenever the window changes size, the script gives every wrapped `.cui-t` the width of
/// its widest line (trailing spaces excluded) unless its parent stretches it or its line limit
/// cuts it. It also shrinks a single-line text with a minimum scale factor (`.cui-msf`) that
/// does not fit its width, down to the factor (`--cui-sc`, rounded down to a thousandth, as the
/// layout engine computes it). Layout stays flex and grid; only those widths and scales are set.
/// Serve ``bytes`` at a URL and pass it to ``HTMLDocumentOptions/fitTextScript``.
public enum FitTextScript {
    /// The script as UTF-8 bytes.
    public static let bytes: [UInt8] = Array(source.utf8)

    private static let source = #"""
    // ContainerUI: a Text that wraps is as wide as its widest line, as SwiftUI sizes it, where CSS
    // makes a wrapped block as wide as the space offered (CSS has no width for "the widest line").
    // Once the fonts are loaded, and whenever the window changes size, every wrapped `.cui-t` gets
    // the width of its widest line, trailing spaces excluded (a centred line's leading spaces too), unless its parent stretches it or
    // its line limit cuts it; a single-line `.cui-msf` that does not fit shrinks, down to its
    // minimum scale factor.
    (() => {
      "use strict";
      const root = document.documentElement;
      const word = /\S+/g;

      function stretched(text) {
        const parent = getComputedStyle(text.parentElement);
        if (!parent.display.endsWith("flex") || !parent.flexDirection.startsWith("column")) return false;
        const self = getComputedStyle(text).alignSelf;
        return self === "stretch" || ((self === "auto" || self === "normal") && ["stretch", "normal"].includes(parent.alignItems));
      }

      // A centred line is measured from its first word to its last; any other from the edge
      // it starts at, so that its leading spaces count.
      function widestLine(text, range) {
        const box = text.getBoundingClientRect();
        const style = getComputedStyle(text);
        const rtl = style.direction === "rtl", centred = style.textAlign === "center";
        const lines = new Map();
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.data.matchAll(word)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            for (const rect of range.getClientRects()) {
              const top = Math.round(rect.top);
              const line = lines.get(top) ?? { left: rtl || centred ? rect.left : box.left, right: rtl && !centred ? box.right : rect.right };
              line.left = Math.min(line.left, rect.left);
              line.right = Math.max(line.right, rect.right);
              lines.set(top, line);
            }
          }
        }
        let widest = 0;
        for (const line of lines.values()) widest = Math.max(widest, line.right - line.left);
        const limit = parseInt(text.style.getPropertyValue("--cui-lines"), 10);
        return lines.size > 1 && !(lines.size > limit) ? Math.ceil(widest * 64) / 64 : null;
      }

      function idealWidth(text, range) {
        range.selectNodeContents(text);
        return range.getBoundingClientRect().width;
      }

      function scale(text, width, ideal) {
        if (!(ideal > width)) return null;
        return Math.max(parseFloat(text.style.getPropertyValue("--cui-msf")), Math.floor(width / ideal * 1000) / 1000);
      }

      function fit() {
        const texts = Array.from(document.querySelectorAll(".cui-t"));
        const scaled = Array.from(document.querySelectorAll(".cui-msf"));
        root.classList.add("cui-measuring");
        for (const text of texts) text.style.removeProperty("width");
        for (const text of scaled) text.style.removeProperty("--cui-sc");
        const range = document.createRange();
        const widths = texts.map((text) => (stretched(text) ? null : widestLine(text, range)));
        // A scaled text's width as laid out, then its ideal width on one unwrapped line.
        const offered = scaled.map((text) => text.getBoundingClientRect().width);
        root.classList.add("cui-msfm");
        const scales = scaled.map((text, index) => scale(text, offered[index], idealWidth(text, range)));
        root.classList.remove("cui-msfm");
        texts.forEach((text, index) => { if (widths[index] !== null) text.style.width = widths[index] + "px"; });
        scaled.forEach((text, index) => { if (scales[index] !== null) text.style.setProperty("--cui-sc", scales[index]); });
        root.classList.remove("cui-measuring");
      }

      let width = 0, height = 0;
      function refit() {
        if (innerWidth === width && innerHeight === height) return;
        width = innerWidth;
        height = innerHeight;
        fit();
      }
      document.fonts.ready.then(() => { refit(); addEventListener("resize", refit); });
    })();
    """#
}
