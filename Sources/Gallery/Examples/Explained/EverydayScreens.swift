import ContainerUI

/// The stacks, frames and backgrounds of everyday app screens, as SwiftUI code writes them: a
/// profile header with a circular avatar and a button pushed to the trailing edge, a sign-in form
/// whose fields stop at 320 points and stay centred, a row of statistics sharing the width, a
/// progress card at most 400 points wide, chat bubbles held off the far edge by spacers with a
/// minimum length, a grid of adaptive tiles, a bar of icons, a badge on a bell and a banner
/// centred in at most 280 points. Right to left, every row is mirrored (the avatar on the right,
/// the bubbles swapped), while the badge's offset still moves it right, as the page draws it.
struct EverydayScreensExample: View {
    var rightToLeft = false
    @State private var email = ""
    @State private var password = ""
    var body: some View {
        ScrollView {
            VStack(spacing: 24) {
                HStack {
                    Image(systemName: "person.crop.circle.fill")
                        .resizable()
                        .frame(width: 60, height: 60)
                        .clipShape(Circle())
                    VStack(alignment: .leading) {
                        Text("Ada Lovelace").font(.title2.bold())
                        Text("@ada").foregroundStyle(.secondary)
                    }
                    Spacer()
                    Button("Follow") {}.buttonStyle(.borderedProminent)
                }
                .padding()
                VStack(spacing: 16) {
                    Text("Welcome back").font(.largeTitle.bold())
                    TextField("Email", text: $email)
                        .textFieldStyle(.roundedBorder)
                        .frame(maxWidth: 320)
                    SecureField("Password", text: $password)
                        .textFieldStyle(.roundedBorder)
                        .frame(maxWidth: 320)
                    Button {
                    } label: {
                        Text("Sign in").frame(maxWidth: .infinity)
                    }
                    .buttonStyle(.borderedProminent)
                    .frame(maxWidth: 320)
                }
                .padding()
                HStack {
                    ForEach(["12", "340", "5.6k"], id: \.self) { value in
                        VStack {
                            Text(value).font(.title.bold())
                            Text("label").font(.caption).foregroundStyle(.secondary)
                        }
                        .frame(maxWidth: .infinity)
                    }
                }
                .padding()
                .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 16))
                VStack(alignment: .leading, spacing: 8) {
                    HStack {
                        Text("Storage").font(.headline)
                        Spacer()
                        Text("75%").foregroundStyle(.secondary)
                    }
                    ProgressView(value: 0.75)
                    Text("48 GB of 64 GB used").font(.caption).foregroundStyle(.secondary)
                }
                .padding()
                .frame(maxWidth: 400)
                .background(Color(.secondarySystemBackground), in: RoundedRectangle(cornerRadius: 12))
                VStack(spacing: 8) {
                    ForEach(0..<4) { index in
                        let mine = index % 2 == 1
                        HStack {
                            if mine { Spacer(minLength: 40) }
                            Text(index == 2 ? "A longer message that wraps onto a second line at most widths" : "Hi there")
                                .padding(10)
                                .foregroundStyle(mine ? .white : .primary)
                                .background(mine ? Color.indigo : Color.gray.opacity(0.2), in: RoundedRectangle(cornerRadius: 16))
                            if !mine { Spacer(minLength: 40) }
                        }
                    }
                }
                LazyVGrid(columns: [GridItem(.adaptive(minimum: 100))]) {
                    ForEach(["star", "heart", "bell", "gear", "house"], id: \.self) { name in
                        VStack {
                            Image(systemName: name).font(.largeTitle)
                            Text(name).font(.caption)
                        }
                        .frame(maxWidth: .infinity, minHeight: 90)
                        .background(.quaternary, in: RoundedRectangle(cornerRadius: 12))
                    }
                }
                HStack {
                    ForEach(["house", "magnifyingglass", "bell", "person"], id: \.self) { name in
                        Image(systemName: name)
                            .resizable()
                            .scaledToFit()
                            .frame(height: 22)
                            .frame(maxWidth: .infinity)
                    }
                }
                .padding(.vertical, 8)
                .background(.bar)
                Image(systemName: "bell")
                    .font(.title)
                    .overlay(alignment: .topTrailing) {
                        Text("3").font(.caption2.bold()).padding(4).background(.red, in: Circle()).offset(x: 6, y: -6)
                    }
                Text("A banner with a long message, centred in at most 280 points of width")
                    .multilineTextAlignment(.center)
                    .frame(maxWidth: 280)
                    .padding()
                    .background(.yellow.opacity(0.3))
            }
            .padding()
        }
        .environment(\.layoutDirection, rightToLeft ? .rightToLeft : .leftToRight)
    }
}
