import ContainerLayout
import ContainerUI
import Foundation

/// Lays `view` out in a window of `width` × `height` and returns the frames by node id.
func frames<V: View>(of view: V, width: CGFloat = 390, height: CGFloat = 844) -> [String: CGRect] {
    layout(resolve(view), in: CGSize(width: width, height: height)).framesByID.mapValues(\.frame)
}
