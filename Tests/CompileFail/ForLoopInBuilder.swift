// expected-error: cannot be used with result builder 'ViewBuilder'
import ContainerUI

struct Broken: View {
    var body: some View {
        VStack {
            for index in 0..<3 {
                Text("\(index)")
            }
        }
    }
}
