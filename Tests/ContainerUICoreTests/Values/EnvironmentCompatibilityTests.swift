import ContainerUI
import ContainerUICore
import Foundation
import Testing

/// Environment values older SwiftUI code reads: the content size category, the pixel length,
/// multiple windows, and the refresh action of `refreshable`.
@Suite("Environment values of older and app code")
struct EnvironmentCompatibilityTests {
    private struct Reader: View {
        @Environment(\.sizeCategory) private var category
        @Environment(\.pixelLength) private var pixel
        @Environment(\.supportsMultipleWindows) private var multipleWindows
        @Environment(\.refresh) private var refresh

        var body: some View {
            Text("\(String(describing: category)) \(pixel) \(multipleWindows) \(refresh != nil)")
        }
    }

    private func shown(_ view: some View) -> String? {
        resolve(view).root.firstText?.string
    }

    @Test("Defaults: a large category, half a point a pixel at 2x, one window, no refresh")
    func defaults() {
        #expect(shown(Reader()) == "large 0.500000 false false")
    }

    @Test("The category is the Dynamic Type size by another name, both ways")
    func category() {
        #expect(shown(Reader().environment(\.sizeCategory, .accessibilityExtraLarge))?.hasPrefix("accessibilityExtraLarge") == true)
        #expect(shown(Reader().dynamicTypeSize(.xSmall))?.hasPrefix("extraSmall") == true)
        #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory && !ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        #expect(DynamicTypeSize(ContentSizeCategory.extraLarge) == .xLarge && ContentSizeCategory(.accessibility5) == .accessibilityExtraExtraExtraLarge)
        #expect(ContentSizeCategory.small < .large)
        var environment = EnvironmentValues()
        environment.sizeCategory = .extraExtraLarge
        #expect(environment.dynamicTypeSize == .xxLarge)
    }

    @Test("A pixel is one over the display scale")
    func pixelLength() {
        #expect(shown(Reader().environment(\.displayScale, 3))?.contains(" 0.333") == true)
    }

    @Test("refreshable offers its action to the views inside, which can run it")
    func refresh() async {
        #expect(shown(Reader().refreshable {})?.hasSuffix("true") == true)
        let counter = Counter()
        let box = ActionBox()
        _ = resolve(Grabber(box: box).refreshable { await counter.increment() })
        await box.action?()
        #expect(await counter.value == 1)
    }

    private actor Counter {
        var value = 0
        func increment() { value += 1 }
    }

    private final class ActionBox: @unchecked Sendable {
        var action: RefreshAction?
    }

    /// Keeps the refresh action it reads, as a view with its own refresh button would.
    private struct Grabber: View {
        let box: ActionBox
        @Environment(\.refresh) private var refresh

        var body: some View {
            box.action = refresh
            return EmptyView()
        }
    }
}
