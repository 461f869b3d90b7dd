import ContainerUICore
import Foundation

/// What a `GeometryReader` tells its content as a function of the window's width: every number of
/// its proxy (size, place in the window, the frames of the views naming coordinate spaces) a line
/// of the window's width through the page layouts' values.
struct WindowProxy {
    private var width, height, x, y: WindowLength
    private var named: [AnyHashable: (x: WindowLength, y: WindowLength, width: WindowLength, height: WindowLength)]
    private var safeAreaInsets: EdgeInsets

    /// The lines through `samples` (three at least, by window width), or `nil` when a number is
    /// not on one or the samples do not name the same spaces.
    init?(_ samples: [(window: Double, proxy: GeometryProxy)]) {
        guard samples.count >= 3, let first = samples.first?.proxy,
              samples.allSatisfy({ Set($0.proxy.namedFrames.keys) == Set(first.namedFrames.keys) }) else { return nil }
        func line(_ value: (GeometryProxy) -> CGFloat) -> WindowLength? {
            WindowLength.line(through: samples.map { ($0.window, Double(value($0.proxy))) }, minimumCount: 3)
        }
        guard let width = line(\.size.width), let height = line(\.size.height), let x = line(\.origin.x), let y = line(\.origin.y) else { return nil }
        (self.width, self.height, self.x, self.y) = (width, height, x, y)
        named = [:]
        for name in first.namedFrames.keys {
            guard let x = line({ $0.namedFrames[name]!.minX }), let y = line({ $0.namedFrames[name]!.minY }),
                  let width = line({ $0.namedFrames[name]!.width }), let height = line({ $0.namedFrames[name]!.height }) else { return nil }
            named[name] = (x, y, width, height)
        }
        safeAreaInsets = first.safeAreaInsets
    }

    /// Whether every number is the same at every width.
    var isConstant: Bool {
        ([width, height, x, y] + named.values.flatMap { [$0.x, $0.y, $0.width, $0.height] }).allSatisfy { $0.slope == 0 }
    }

    /// The proxy in a window `window` wide (lengths at least zero).
    func proxy(at window: Int) -> GeometryProxy {
        func value(_ line: WindowLength) -> CGFloat { CGFloat(line.slope * Double(window) + line.intercept) }
        return GeometryProxy(
            size: CGSize(width: max(0, value(width)), height: max(0, value(height))), safeAreaInsets: safeAreaInsets,
            origin: CGPoint(x: value(x), y: value(y)),
            namedFrames: named.mapValues { CGRect(x: value($0.x), y: value($0.y), width: max(0, value($0.width)), height: max(0, value($0.height))) })
    }
}
