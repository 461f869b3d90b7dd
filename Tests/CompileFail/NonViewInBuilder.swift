// expected-error: this expression does not conform to 'View'
import ContainerUI

struct Broken: View {
    var body: some View {
        VStack {
            Text("fine")
            42
        }
    }
}
