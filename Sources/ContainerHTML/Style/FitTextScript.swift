import Foundation

/// The one script of ContainerHTML: SwiftUI sizes a `Text` that wraps to its widest line, and CSS
/// has no such width (a wrapped block is as wide as the space offered), so after the fonts load,
/// and whenever the window changes size, the script gives every wrapped `.cui-t` the width of
/// its widest line (trailing spaces excluded) unless its parent stretches it or its line limit
/// cuts it. In a row, which shares its width as a SwiftUI stack does, the wrapped texts are
/// narrowed one at a time, the least flexible first, each measured in what the row shares out
/// after the one before. It also shrinks a single-line text with a minimum scale factor (`.cui-msf`) that
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
    // the width of its widest line, trailing spaces excluded (a centred or end-aligned line's leading spaces too), unless its parent stretches it or
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

      // A wrapped text's widest line and the length of all its lines together (null for one line,
      // or for more than its line limit shows). A centred or end-aligned line is measured from its
      // first word to its last; any other from the edge it starts at, so that its leading spaces count.
      function measureLines(text, range) {
        const box = text.getBoundingClientRect();
        const style = getComputedStyle(text);
        const rtl = style.direction === "rtl", fromWords = style.textAlign === "center" || style.textAlign === "end";
        const lines = new Map();
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          for (const match of node.data.matchAll(word)) {
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            for (const rect of range.getClientRects()) {
              const top = Math.round(rect.top);
              const line = lines.get(top) ?? { left: rtl || fromWords ? rect.left : box.left, right: rtl && !fromWords ? box.right : rect.right };
              line.left = Math.min(line.left, rect.left);
              line.right = Math.max(line.right, rect.right);
              lines.set(top, line);
            }
          }
        }
        let widest = 0, total = 0;
        for (const line of lines.values()) {
          widest = Math.max(widest, line.right - line.left);
          total += line.right - line.left;
        }
        const limit = parseInt(text.style.getPropertyValue("--cui-lines"), 10);
        return lines.size > 1 && !(lines.size > limit) ? { widest: Math.ceil(widest * 64) / 64, total } : null;
      }

      function idealWidth(text, range) {
        range.selectNodeContents(text);
        return range.getBoundingClientRect().width;
      }

      function scale(text, width, ideal) {
        if (!(ideal > width)) return null;
        return Math.max(parseFloat(text.style.getPropertyValue("--cui-msf")), Math.floor(width / ideal * 1000) / 1000);
      }

      // The flex row that shares its width among the text and its siblings, through the boxes
      // of the text's modifiers, or null where a column or grid comes first.
      function sharingRow(text) {
        for (let box = text.parentElement; box !== null && box !== root; box = box.parentElement) {
          const style = getComputedStyle(box);
          if (style.display.endsWith("grid")) return null;
          if (style.display.endsWith("flex")) return style.flexDirection.startsWith("row") ? box : null;
        }
        return null;
      }

      function narrow(text, width) {
        text.style.width = width + "px";
        text.style.maxWidth = width + "px";
      }

      // How far a wrapped text can shrink, as the layout engine orders a stack's children: the
      // length of its lines less its widest character (the narrowest it wraps to, breaking
      // anywhere). Measured only where a row holds more than one wrapped text.
      function flexibility(text, lines, range) {
        let widest = 0;
        const walker = document.createTreeWalker(text, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          let offset = 0;
          for (const character of node.data) {
            range.setStart(node, offset);
            range.setEnd(node, offset + character.length);
            widest = Math.max(widest, range.getBoundingClientRect().width);
            offset += character.length;
          }
        }
        return lines.total - widest;
      }

      // A stack offers its children, least flexible first, equal shares of what is left, so in a
      // row the least flexible wrapped text is narrowed first and the next measured only once the
      // row has shared out what that freed: one text a row in each round.
      function narrowWrapped(texts, range) {
        let pending = texts.filter((text) => !stretched(text));
        while (pending.length > 0) {
          const rows = new Map(), later = [];
          for (const text of pending) {
            const lines = measureLines(text, range);
            if (lines === null) continue;
            const row = sharingRow(text);
            if (row === null) { narrow(text, lines.widest); continue; }
            if (!rows.has(row)) rows.set(row, []);
            rows.get(row).push({ text, lines });
          }
          for (const wrapped of rows.values()) {
            let first = wrapped[0];
            if (wrapped.length > 1) {
              for (const entry of wrapped) entry.flexibility = flexibility(entry.text, entry.lines, range);
              for (const entry of wrapped) if (entry.flexibility < first.flexibility) first = entry;
              for (const entry of wrapped) if (entry !== first) later.push(entry.text);
            }
            narrow(first.text, first.lines.widest);
          }
          pending = later;
        }
      }

      function fit() {
        const texts = Array.from(document.querySelectorAll(".cui-t"));
        const scaled = Array.from(document.querySelectorAll(".cui-msf"));
        root.classList.add("cui-measuring");
        for (const text of texts) { text.style.removeProperty("width"); text.style.removeProperty("max-width"); }
        for (const text of scaled) text.style.removeProperty("--cui-sc");
        const range = document.createRange();
        // A scaled text's width as laid out, then its ideal width on one unwrapped line.
        const offered = scaled.map((text) => text.getBoundingClientRect().width);
        root.classList.add("cui-msfm");
        const scales = scaled.map((text, index) => scale(text, offered[index], idealWidth(text, range)));
        root.classList.remove("cui-msfm");
        narrowWrapped(texts, range);
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
