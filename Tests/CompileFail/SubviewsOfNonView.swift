// expected-error: conform to 'View'
import ContainerUI

struct Broken: View {
    var body: some View {
        ForEach(subviews: "not a view") { subview in subview }
    }
}
