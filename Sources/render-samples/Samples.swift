import ContainerUI
import Foundation

/// A named view to render, for goldens, screenshots and the HTML checks.
struct Sample {
    /// The file name, without extension.
    var name: String
    /// The resolved view.
    var tree: () -> ResolvedTree

    init<V: View>(_ name: String, _ view: @escaping @autoclosure () -> V) {
        self.name = name
        tree = { resolve(view()) }
    }
}

enum Samples {
    /// The seeds' screens.
    static var seeds: [Sample] { [
        Sample("card", Card { Text("Hello, World!"); Text("My name is Majid Jabrayilov") }),
        Sample("carousel", Carousel { Color.yellow; Color.orange; Color.red; Color.blue; Color.green }),
        Sample("magazine", Magazine { Color.yellow; Color.orange; Color.red; Color.blue; Color.green }),
        Sample("displayboard", FavoritesBoard()),
        Sample("pie", Pie(startAngle: Angle.degrees(0 - 90), endAngle: Angle.degrees(110 - 90), clockwise: true)),
        Sample("surface", SurfaceStack { Image(systemName: "pencil").font(.system(size: 32)); Text("Hello, world!") }),
        Sample("playback", PlaybackSettings()),
    ] }

    /// One sample per view family.
    static var families: [Sample] { [
        Sample("stacks", StacksSample()),
        Sample("frames", FramesSample()),
        Sample("drawing", DrawingSample()),
        Sample("text", TextSample()),
        Sample("colors", ColorsSample()),
        Sample("shapes", ShapesSample()),
        Sample("symbols", SymbolsSample()),
        Sample("controls", ControlsSample()),
        Sample("list", ListSample()),
        Sample("grids", GridsSample()),
        Sample("stackview", StackViewSample()),
        Sample("scroll", ScrollSample()),
    ] }

    /// Every family in one scrolling page: every view kind and every modifier.
    static var everything: Sample { Sample("everything", ScrollView {
        VStack(spacing: 24) {
            StacksSample(); FramesSample(); DrawingSample(); TextSample(); ColorsSample(); ShapesSample()
            SymbolsSample(); ControlsSample(); ListSample().frame(height: 420); GridsSample(); StackViewSample(); ScrollSample()
        }
    }) }
}
