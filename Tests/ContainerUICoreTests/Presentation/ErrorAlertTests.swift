import ContainerUI
import Testing

/// `alert(isPresented:error:actions:)` and its form with a message: titled by the error's
/// description, shown only while presented with an error.
@Suite struct ErrorAlertTests {
    enum SaveError: LocalizedError {
        case diskFull
        var errorDescription: String? { "The disk is full" }
        var recoverySuggestion: String? { "Delete some files." }
    }

    @Test func titledByTheErrorsDescription() {
        let shown = resolve(Text("doc").alert(isPresented: .constant(true), error: SaveError.diskFull) { Button("OK") {} }).dump()
        #expect(shown.contains("The disk is full") && shown.contains("\"OK\""))
        let withMessage = resolve(Text("doc").alert(isPresented: .constant(true), error: SaveError.diskFull) { _ in
            Button("Retry") {}
        } message: { error in
            Text(error.recoverySuggestion ?? "")
        }).dump()
        #expect(withMessage.contains("Delete some files.") && withMessage.contains("\"Retry\""))
    }

    @Test func hiddenWithoutAnErrorOrWhenNotPresented() {
        let plain = resolve(Text("doc")).dump()
        #expect(resolve(Text("doc").alert(isPresented: .constant(true), error: SaveError?.none) { Button("OK") {} }).dump() == plain)
        #expect(resolve(Text("doc").alert(isPresented: .constant(false), error: SaveError.diskFull) { Button("OK") {} }).dump() == plain)
    }
}
