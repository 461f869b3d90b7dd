import ContainerUI

/// How an `HStack` shares a width it cannot fit: its children other than spacers, least flexible
/// first, are each offered an equal part of what is left after the spacers' minimum lengths; the
/// spacers get what remains. A title next to a short value keeps its line; two long texts wrap
/// side by side; a text between two colours is offered a third; `layoutPriority` lets it go first.
/// A colour with a maximum stops there, padding included, and leaves the rest to the others; a
/// stack of bounded colours is as wide as the widest, and is centred like them; a row of a label
/// and a colour at most 120 wide is as wide as the label and the colour's 120 points. At an
/// accessibility text size, a text in a row 44 points tall shows the lines that fit ("Hell…").
struct StackSharingExample: View {
    var rowWidth = 300
    var textSize = DynamicTypeSize.large

    var body: some View {
        VStack(alignment: .leading, spacing: 16) {
            Text("Rows \(rowWidth) points wide")
                .font(.headline)
                .padding(.bottom, 8)
                .frame(maxWidth: .infinity, alignment: .leading)
                .overlay(alignment: .bottom) { Divider() }
            VStack(spacing: 12) {
                HStack {
                    Text("Quarterly planning review")
                    Spacer()
                    Text("Tuesday")
                        .foregroundStyle(.secondary)
                }
                Divider()
                HStack(alignment: .top) {
                    Text("Where")
                    Spacer()
                    Text("Conference room 4B, north wing, second floor")
                        .foregroundStyle(.secondary)
                        .multilineTextAlignment(.trailing)
                }
                Divider()
                HStack(alignment: .top) {
                    Text("Agenda for the product and design leads")
                    Spacer()
                    Text("Budget, hiring and the spring roadmap")
                        .foregroundStyle(.secondary)
                }
            }
            .padding(12)
            .background(.background, in: RoundedRectangle(cornerRadius: 12))
            HStack {
                Color.purple
                Text("Hello, world")
                Color.pink
            }
            .frame(height: 44)
            HStack {
                Color.purple
                Text("Hello, world").layoutPriority(1)
                Color.pink
            }
            .frame(height: 44)
            HStack {
                Color.orange
                    .frame(maxWidth: 60)
                    .clipShape(RoundedRectangle(cornerRadius: 6))
                    .padding(4)
                    .background(.quaternary, in: RoundedRectangle(cornerRadius: 10))
                VStack(spacing: 4) {
                    Color.mint.frame(maxWidth: 80)
                    Color.mint.opacity(0.5).frame(maxWidth: 50)
                }
                Color.indigo
                    .frame(maxHeight: 24)
                Text("Bounded")
                    .font(.caption)
            }
            .frame(height: 44)
            HStack {
                Text("Up to 120 points beside its label")
                    .font(.footnote)
                Color.yellow
                    .frame(maxWidth: 120)
                    .frame(height: 12)
            }
            VStack {
                Color.teal
                Spacer()
                Text("The colour takes all but the spacer's 8 points")
                    .font(.footnote)
            }
            .frame(height: 96)
        }
        .frame(width: CGFloat(rowWidth))
        .padding()
        .background(Color(red: 0.95, green: 0.95, blue: 0.97))
        .dynamicTypeSize(textSize)
    }
}
