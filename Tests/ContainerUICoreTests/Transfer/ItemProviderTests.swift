import ContainerUI
@testable import ContainerUICore
import Foundation
import Testing

/// `NSItemProvider` with objects, data, files and `Transferable` values; the drag and drop
/// modifiers that take providers; `NSUserActivity` and the Handoff modifiers.
@Suite("Item providers and user activities")
struct ItemProviderTests {
    struct Note: Codable, Transferable, Equatable {
        var title: String
        static var transferRepresentation: some TransferRepresentation {
            CodableRepresentation(contentType: .json)
            ProxyRepresentation(exporting: \.title) { Note(title: $0) }
        }
    }

    struct Sketch: Transferable, Equatable {
        var strokes: String
        static var transferRepresentation: some TransferRepresentation {
            FileRepresentation(contentType: .plainText) { sketch in
                let file = FileManager.default.temporaryDirectory.appendingPathComponent("sketch-\(UUID().uuidString).txt")
                try Data(sketch.strokes.utf8).write(to: file)
                return SentTransferredFile(file)
            } importing: { received in
                Sketch(strokes: try String(contentsOf: received.file, encoding: .utf8))
            }
        }
    }

    /// What a load hands its completion handler, awaited.
    private func loaded<T: Sendable>(_ load: (@escaping @Sendable (T?, (any Error)?) -> Void) -> Progress) async -> (value: T?, error: NSError?) {
        await withCheckedContinuation { continuation in
            _ = load { value, error in continuation.resume(returning: (value, error.map { $0 as NSError })) }
        }
    }

    private func transferable<T: Transferable & Sendable>(_ type: T.Type, from provider: NSItemProvider) async -> Result<T, any Error> {
        await withCheckedContinuation { continuation in
            provider.loadTransferable(type: type) { continuation.resume(returning: $0) }
        }
    }

    @Test("A string carried as an object is UTF-8 text, loaded as a String or an NSString")
    func stringObject() async {
        let provider = NSItemProvider(object: "Scrolling in the Deep" as NSString)
        #expect(provider.registeredTypeIdentifiers == ["public.utf8-plain-text"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.plain-text") && provider.hasItemConformingToTypeIdentifier("public.text"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.url") && !provider.hasItemConformingToTypeIdentifier("com.example.unknown"))
        #expect(provider.canLoadObject(ofClass: String.self) && provider.canLoadObject(ofClass: NSString.self))
        #expect(!provider.canLoadObject(ofClass: URL.self))
        let string = await loaded { provider.loadObject(ofClass: String.self, completionHandler: $0) }
        #expect(string.value == "Scrolling in the Deep" && string.error == nil)
        let data = await loaded { provider.loadDataRepresentation(forTypeIdentifier: "public.plain-text", completionHandler: $0) }
        #expect(data.value == Data("Scrolling in the Deep".utf8))
        let url = await loaded { provider.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(url.value == nil && url.error?.domain == NSItemProviderErrorDomain && url.error?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
        #expect(url.error?.localizedDescription.contains("public.url") == true)
    }

    @Test("A URL carried as an object is a URL, and a file URL a file URL first")
    func urlObject() async {
        let web = NSItemProvider(object: URL(string: "https://example.com/songs?id=3")! as NSURL)
        #expect(web.registeredTypeIdentifiers == ["public.url"])
        let file = NSItemProvider(object: URL(fileURLWithPath: "/tmp/song.m4a") as NSURL)
        #expect(file.registeredTypeIdentifiers == ["public.file-url", "public.url"])
        let url = await loaded { web.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(url.value == URL(string: "https://example.com/songs?id=3"))
        let fileURL = await loaded { file.loadObject(ofClass: URL.self, completionHandler: $0) }
        #expect(fileURL.value == URL(fileURLWithPath: "/tmp/song.m4a"))
        #expect(!web.canLoadObject(ofClass: String.self))
    }

    @Test("Data is written to a named temporary file, removed once the handler returns")
    func dataAsFile() async throws {
        let provider = NSItemProvider()
        provider.suggestedName = "Setlist"
        provider.registerDataRepresentation(for: .json) { completion in
            completion(Data(#"["Born to Build & Run"]"#.utf8), nil)
            return nil
        }
        #expect(provider.registeredContentTypes == [.json] && provider.registeredContentTypes(conformingTo: .text) == [.json])
        var progress: Progress?
        let seen = await withCheckedContinuation { continuation in
            progress = provider.loadFileRepresentation(forTypeIdentifier: "public.json") { url, error in
                continuation.resume(returning: url.map { ($0, try? Data(contentsOf: $0)) })
            }
        }
        let (url, contents) = try #require(seen)
        #expect(url.lastPathComponent == "Setlist.json" && contents == Data(#"["Born to Build & Run"]"#.utf8))
        // The handler has returned once the progress is finished (it may still be running when
        // the continuation resumes here).
        for _ in 0..<200 where progress?.isFinished != true { try await Task.sleep(for: .milliseconds(10)) }
        #expect(progress?.isFinished == true && !FileManager.default.fileExists(atPath: url.path))
    }

    @Test("A file is read for its data, opened in place only when registered so")
    func fileAsData() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ItemProviderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("cover.png")
        try Data([0x89, 0x50, 0x4E, 0x47]).write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.png"] && provider.suggestedName == "cover")
        #expect(provider.hasItemConformingToTypeIdentifier("public.image") && !provider.hasRepresentationConforming(toTypeIdentifier: "public.png", fileOptions: .openInPlace))
        let data = await loaded { provider.loadDataRepresentation(for: .image, completionHandler: $0) }
        #expect(data.value == Data([0x89, 0x50, 0x4E, 0x47]))
        let inPlace = NSItemProvider(contentsOf: file, contentType: .png, openInPlace: true)
        #expect(inPlace.registeredTypeIdentifiers(fileOptions: .openInPlace) == ["public.png"])
        let opened = await withCheckedContinuation { continuation in
            inPlace.loadFileRepresentation(for: .png, openInPlace: true) { url, isInPlace, _ in continuation.resume(returning: (url, isInPlace)) }
        }
        #expect(opened.0 == file && opened.1)
        let copyFirst = NSItemProvider()
        copyFirst.registerDataRepresentation(for: .png) { completion in
            completion(Data([1]), nil)
            return nil
        }
        copyFirst.registerFileRepresentation(for: .png, openInPlace: true) { completion in
            completion(file, false, nil)
            return nil
        }
        let inPlaceFirst = await withCheckedContinuation { continuation in
            copyFirst.loadInPlaceFileRepresentation(forTypeIdentifier: "public.png") { url, isInPlace, _ in continuation.resume(returning: (url, isInPlace)) }
        }
        #expect(inPlaceFirst.0 == file && inPlaceFirst.1, "the representation registered in place, though a copy comes first")
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
    }

    @Test("The first representation registered that conforms is loaded; items keep their class")
    func orderAndItems() async {
        let provider = NSItemProvider(item: "first" as NSString, typeIdentifier: "public.plain-text")
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .ownProcess) { completion in
            completion(Data("second".utf8), nil)
            return nil
        }
        let text = await loaded { provider.loadDataRepresentation(forTypeIdentifier: "public.text", completionHandler: $0) }
        #expect(text.value == Data("first".utf8))
        let utf8 = await loaded { provider.loadDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", completionHandler: $0) }
        #expect(utf8.value == Data("second".utf8))
        let item = await withCheckedContinuation { continuation in
            provider.loadItem(forTypeIdentifier: "public.plain-text") { item, _ in continuation.resume(returning: (item as? NSString).map { $0 as String }) }
        }
        #expect(item == "first")
        #expect((provider.copy() as? NSItemProvider)?.registeredTypeIdentifiers == ["public.plain-text", "public.utf8-plain-text"])
        #expect(NSItemProvider(item: nil, typeIdentifier: "public.text").registeredTypeIdentifiers.isEmpty)
    }

    @Test("A Transferable value is registered in each type its representations send, and loaded back")
    func transferable() async throws {
        let provider = NSItemProvider()
        provider.register(Note(title: "Some Body Like View"))
        #expect(provider.registeredTypeIdentifiers == ["public.json", "public.utf8-plain-text"])
        let json = await loaded { provider.loadDataRepresentation(for: .json, completionHandler: $0) }
        #expect(json.value.map { String(decoding: $0, as: UTF8.self) } == #"{"title":"Some Body Like View"}"#)
        #expect(try await transferable(Note.self, from: provider).get() == Note(title: "Some Body Like View"))
        #expect(try await transferable(String.self, from: provider).get() == "Some Body Like View")

        let textOnly = NSItemProvider(object: "Born to Build & Run" as NSString)
        #expect(try await transferable(Note.self, from: textOnly).get() == Note(title: "Born to Build & Run"))
        let missing = await transferable(Note.self, from: NSItemProvider())
        #expect(throws: (any Error).self) { try missing.get() }

        let sketchProvider = NSItemProvider()
        sketchProvider.register(Sketch(strokes: "M0 0 L10 10"))
        #expect(sketchProvider.registeredTypeIdentifiers == ["public.plain-text"])
        #expect(try await transferable(Sketch.self, from: sketchProvider).get() == Sketch(strokes: "M0 0 L10 10"))
    }

    @Test("A drop's info picks the providers of the types asked for")
    @MainActor func dropInfo() {
        let text = NSItemProvider(object: "text" as NSString)
        let link = NSItemProvider(object: URL(string: "https://example.com")! as NSURL)
        let info = DropInfo(location: CGPoint(x: 4, y: 8), providers: [text, link], acceptedTypes: [.url])
        #expect(info.itemProviders(for: [.url]).map { $0 === link } == [true])
        #expect(info.itemProviders(for: [.text, .url]).count == 2 && !info.hasItemsConforming(to: [.image]))
        struct Delegate: DropDelegate {
            func performDrop(info: DropInfo) -> Bool { true }
        }
        #expect(Delegate().validateDrop(info: info) && Delegate().dropUpdated(info: info) == nil)
        #expect(!Delegate().validateDrop(info: DropInfo(location: .zero, providers: [text], acceptedTypes: [.url])))
    }

    @Test("Drag, drop, insertion and Handoff modifiers leave the view as it is")
    func modifiersKeepTheView() {
        struct Delegate: DropDelegate {
            func performDrop(info: DropInfo) -> Bool { false }
        }
        let plain = resolve(List { ForEach(["a", "b"], id: \.self) { Text($0) } }).root.dump()
        let view = List {
            ForEach(["a", "b"], id: \.self) { name in Text(name).onDrag { NSItemProvider(object: name as NSString) } }
                .onInsert(of: [.text]) { _, _ in }
                .dropDestination(for: String.self) { _, _ in }
        }
        .onDrop(of: [.text], isTargeted: nil) { _ in true }
        .onDrop(of: [.url], isTargeted: .constant(false)) { _, _ in false }
        .onDrop(of: [.fileURL], delegate: Delegate())
        .itemProvider { nil }
        .onContinueUserActivity("com.example.song") { _ in }
        .userActivity("com.example.song") { $0.title = "Song" }
        .userActivity("com.example.song", element: Optional("a")) { _, _ in }
        .handlesExternalEvents(preferring: ["*"], allowing: ["*"])
        #expect(resolve(view).root.dump() == plain)
        let paste = resolve(PasteButton(supportedContentTypes: [.text]) { _ in }).root.dump()
        #expect(paste == resolve(PasteButton(payloadType: String.self) { _ in }).root.dump())
    }

    @Test("A user activity holds its description, becomes current and is invalidated")
    func userActivity() {
        let activity = NSUserActivity(activityType: "com.example.song")
        activity.title = "Scrolling in the Deep"
        activity.userInfo = ["id": 3, "album": "Builders"]
        activity.addUserInfoEntries(from: ["id": 4, "track": 1])
        #expect(activity.userInfo?["id"] as? Int == 4 && activity.userInfo?["album"] as? String == "Builders" && activity.userInfo?["track"] as? Int == 1)
        #expect(activity.isEligibleForHandoff && !activity.isEligibleForSearch)
        activity.becomeCurrent()
        #expect(NSUserActivity.current === activity)
        let other = NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
        other.resignCurrent()
        #expect(NSUserActivity.current === activity)
        activity.invalidate()
        #expect(NSUserActivity.current == nil)
        activity.becomeCurrent()
        #expect(NSUserActivity.current == nil)
    }
}
