extension Text {
    /// The characters of this text and its appended runs, without styles: a title or a name
    /// where only a string fits.
    package var plainString: String {
        string + appended.map(\.plainString).joined()
    }
}
