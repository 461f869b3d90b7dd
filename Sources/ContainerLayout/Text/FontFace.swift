import CFreeType
import CHarfBuzz
import Foundation

/// One font file opened with FreeType and wrapped for HarfBuzz shaping, at its design units:
/// advances are scaled to a size by the caller, so one face serves every size.
final class FontFace: @unchecked Sendable {
    /// The CSS weight of the face.
    let weight: Int
    /// Whether the face is italic.
    let isItalic: Bool
    private let library: FT_Library
    private let face: FT_Face
    private let font: OpaquePointer
    /// HarfBuzz's units per em at the size FreeType was set to (26.6 fixed point of one em).
    private let scale: Double
    /// The ascent and descent, in ems, that place a run's glyphs in its line box.
    let ascent: Double, descent: Double

    /// Opens `path`; `nil` when FreeType cannot read it.
    init?(path: String, weight: Int, isItalic: Bool) {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        var face: FT_Face?
        guard FT_New_Face(library, path, 0, &face) == 0, let face else {
            FT_Done_FreeType(library)
            return nil
        }
        let unitsPerEm = Int(face.pointee.units_per_EM)
        // One em of `unitsPerEm` pixels, unhinted: advances keep their design precision, and the
        // browser positions glyphs at fractional pixels too. A colour bitmap font (Noto Color
        // Emoji) has only fixed strikes: its first strike is used, and the bitmaps' advances
        // scaled from it, as Skia scales them.
        let isBitmapOnly = FT_Set_Char_Size(face, FT_F26Dot6(unitsPerEm * 64), 0, 72, 72) != 0
        if isBitmapOnly, face.pointee.num_fixed_sizes == 0 || FT_Select_Size(face, 0) != 0 {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        guard let font = hb_ft_font_create_referenced(face) else {
            FT_Done_Face(face)
            FT_Done_FreeType(library)
            return nil
        }
        hb_ft_font_set_load_flags(font, Int32(isBitmapOnly ? FT_LOAD_COLOR : FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP))
        var xScale: Int32 = 0, yScale: Int32 = 0
        hb_font_get_scale(font, &xScale, &yScale)
        self.library = library
        self.face = face
        self.font = font
        // A strike's advances come in 26.6 pixels of its size, whatever the scale HarfBuzz reports.
        self.scale = isBitmapOnly ? Double(face.pointee.size.pointee.metrics.x_ppem) * 64 : Double(max(xScale, 1))
        self.weight = weight
        self.isItalic = isItalic
        ascent = Double(face.pointee.ascender) / Double(max(unitsPerEm, 1))
        descent = -Double(face.pointee.descender) / Double(max(unitsPerEm, 1))
    }

    deinit {
        hb_font_destroy(font)
        FT_Done_Face(face)
        FT_Done_FreeType(library)
    }

    /// Whether the face has a glyph for `scalar`.
    func covers(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(face, FT_ULong(scalar.value)) != 0
    }

    /// Shapes `utf8` with `features` and returns the advance of each cluster, in ems, indexed by
    /// the cluster's first byte (bytes inside a cluster get 0). Not thread-safe: callers hold a lock.
    func clusterAdvances(_ utf8: [UInt8], features: [hb_feature_t] = []) -> [Double] {
        var advances = [Double](repeating: 0, count: utf8.count)
        guard !utf8.isEmpty, let buffer = hb_buffer_create() else { return advances }
        defer { hb_buffer_destroy(buffer) }
        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { chars in
                hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
            }
        }
        hb_buffer_guess_segment_properties(buffer)
        features.withUnsafeBufferPointer { hb_shape(font, buffer, $0.baseAddress, UInt32($0.count)) }
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
              let positions = hb_buffer_get_glyph_positions(buffer, &count) else { return advances }
        for index in 0..<Int(count) {
            let cluster = Int(infos[index].cluster)
            advances[cluster] += Double(positions[index].x_advance) / scale
        }
        return advances
    }
}
