// expected-error: named colours come from an Xcode asset catalog, which ContainerUI cannot read
import ContainerUI

// A colour from an asset catalog names why it cannot work, rather than asking for a UIColor.
struct Brand: View {
    var body: some View {
        Color("Brand")
    }
}
