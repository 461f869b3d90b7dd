import ContainerUI
import ContainerUICore
import Foundation
import Gallery

/// A named view to render, for goldens, screenshots and the HTML checks.
package struct Sample {
    /// The file name, without extension.
    package var name: String
    /// The resolved view.
    package var tree: () -> ResolvedTree

    init<V: View>(_ name: String, _ view: @escaping @autoclosure () -> V) {
        self.init(name, tree: { resolve(view()) })
    }

    /// Resolved with "now" fixed at ``Samples/moment``, so that text counting from now renders
    /// the same on every run.
    init(_ name: String, tree: @escaping () -> ResolvedTree) {
        self.name = name
        self.tree = { RenderClock.$fixedNow.withValue(Samples.moment, operation: tree) }
    }
}

package enum Samples {
    /// The moment samples are rendered at: Thursday 26 November 2026, 07:30 UTC.
    package static let moment = Date(timeIntervalSince1970: 1_795_678_200)

    /// Every gallery example at its default arguments: the seeds' screens and the explanations.
    package static var gallery: [Sample] {
        GalleryCatalog.examples.map { example in
            Sample(example.id, tree: { resolve(example.makeView(example.defaultArguments)) })
        }
    }

    /// One sample per view family.
    package static var families: [Sample] { [
        Sample("stacks", StacksSample()),
        Sample("frames", FramesSample()),
        Sample("drawing", DrawingSample()),
        Sample("text", TextSample()),
        Sample("colors", ColorsSample()),
        Sample("resolved-colors", ResolvedColorsSample()),
        Sample("shapes", ShapesSample()),
        Sample("shape-drawing", ShapeDrawingSample()),
        Sample("shape-operations", ShapeOperationsSample()),
        Sample("concentric-rectangle", ConcentricRectangleSample()),
        Sample("shadow-styles", ShadowStyleSample()),
        Sample("symbols", SymbolsSample()),
        Sample("controls", ControlsSample()),
        Sample("tint", TintSample()),
        Sample("list", ListSample()),
        Sample("liststyles", ListStylesSample()),
        Sample("buttonstyles", ButtonStylesSample()),
        Sample("formcontrols", FormControlsSample()),
        Sample("slider-ticks", SliderTicksSample()),
        Sample("texteditors", TextEditorSample()),
        Sample("datepickers", DatePickerSample()),
        Sample("gauges", GaugeSample()),
        Sample("grids", GridsSample()),
        Sample("layoutmodifiers", LayoutModifiersSample()),
        Sample("scene-padding", ScenePaddingSample()),
        Sample("alignmentguides", AlignmentGuidesSample()),
        Sample("anchor-preferences", AnchorPreferenceSample()),
        Sample("stackview", StackViewSample()),
        Sample("scroll", ScrollSample()),
        Sample("safe-area-inset", SafeAreaInsetSample()),
        Sample("mask", MaskSample()),
        Sample("accessibility", AccessibilitySample()),
        Sample("accessibility-focus", AccessibilityFocusSample()),
        Sample("accessibility-representation", AccessibilityRepresentationSample()),
        Sample("accessibility-custom-content", AccessibilityCustomContentSample()),
        Sample("blend-modes", BlendModeSample()),
        Sample("effects", EffectsSample()),
        Sample("section-decorations", SectionDecorationSample()),
        Sample("section-index", SectionIndexSample()),
        Sample("glass", GlassSample()),
        Sample("glass-dark", GlassSample().environment(\.colorScheme, .dark)),
        Sample("composed", ComposedSample()),
        Sample("container-styles", ContainerStylesSample()),
        Sample("navigation", NavigationSample()),
        Sample("navigation-pushed", NavigationPushedSample()),
        Sample("navigation-split", NavigationSplitSample()),
        Sample("navigation-search", SearchSample()),
        Sample("navigation-subtitle", NavigationSubtitleSample()),
        Sample("navigation-large-subtitle", NavigationLargeSubtitleSample()),
        Sample("tabs-bar", TabsSample()),
        Sample("tabs-paged", PagedTabsSample()),
        Sample("tab-accessory", TabAccessorySample()),
        Sample("menus", MenusSample()),
        Sample("presentation-sheet", SheetSample()),
        Sample("presentation-alert", AlertSample()),
        Sample("presentation-dialog", DialogSample()),
    ] }

    /// Every family in one scrolling page: every view kind and every modifier.
    package static var everything: Sample { Sample("everything", ScrollView {
        VStack(spacing: 24) {
            StacksSample(); FramesSample(); DrawingSample(); TextSample(); ColorsSample(); ShapesSample(); ShapeDrawingSample()
            SymbolsSample(); ControlsSample(); ListSample().frame(height: 420); ListStylesSample(); ButtonStylesSample(); FormControlsSample(); TextEditorSample(); DatePickerSample(); GridsSample(); LayoutModifiersSample(); AccessibilitySample(); BlendModeSample(); EffectsSample(); AlignmentGuidesSample(); StackViewSample(); ScrollSample()
            ComposedSample()
            NavigationSample().frame(height: 520)
            NavigationPushedSample().frame(height: 360)
            NavigationSplitSample().frame(height: 300)
            TabsSample().frame(height: 420)
            PagedTabsSample().frame(height: 300)
            MenusSample()
        }
    }) }
}
