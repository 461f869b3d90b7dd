import ContainerUI
import Testing

/// The window actions and the user's accessibility settings as a server render reads them: the
/// actions run nothing, the settings are the system's defaults, and `presentationMode` follows
/// `isPresented`.
@Suite struct EnvironmentActionTests {
    struct Reader: View {
        @Environment(\.openWindow) private var openWindow
        @Environment(\.dismissWindow) private var dismissWindow
        @Environment(\.colorSchemeContrast) private var contrast
        @Environment(\.accessibilityReduceMotion) private var reduceMotion
        @Environment(\.legibilityWeight) private var weight
        var body: some View {
            let _ = openWindow(id: "detail")
            let _ = dismissWindow()
            Text("\(contrast == .standard) \(reduceMotion) \(weight == nil)")
        }
    }

    @Test func settingsAreTheSystemsDefaults() {
        #expect(resolve(Reader()).dump().contains("\"true false true\""))
        let values = EnvironmentValues()
        #expect(!values.accessibilityReduceTransparency && !values.accessibilityDifferentiateWithoutColor)
        #expect(!values.accessibilityInvertColors && !values.accessibilityShowButtonShapes)
        #expect(!values.accessibilityVoiceOverEnabled && !values.accessibilitySwitchControlEnabled)
    }

    @available(*, deprecated)
    struct OldSheet: View {
        @Environment(\.presentationMode) private var presentationMode
        var body: some View {
            Text(presentationMode.wrappedValue.isPresented ? "presented" : "not presented")
        }
    }

    @available(*, deprecated)
    @Test func presentationModeFollowsIsPresented() {
        #expect(resolve(OldSheet()).dump().contains("\"not presented\""))
        #expect(resolve(Text("x").sheet(isPresented: .constant(true)) { OldSheet() }).dump().contains("\"presented\""))
    }
}
