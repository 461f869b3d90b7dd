import ContainerUI

/// How an `HStack` shares a width it cannot fit: its children other than spacers, least flexible
/// first, are each offered an equal part of what is left after the spacers' minimum lengths; the
/// spacers get what remains. A title next to a short value keeps its line; two long texts wrap
/// side by side; a text between two colours is offered a third; `layoutPriority` lets it go first.
struct StackSharingExample: View {
    var rowWidth = 300

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
    }
}
