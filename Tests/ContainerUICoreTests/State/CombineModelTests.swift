import ContainerUI
import Testing

/// Combine as SwiftUI code uses it, with `import ContainerUI` alone (SwiftUI re-exports Combine;
/// here it is OpenCombine): `@Published` properties publish, models built on pipelines compile
/// and run, and `onReceive` leaves the render as it was, subscribing to nothing.
@Suite struct CombineModelTests {
    final class SearchModel: ObservableObject {
        @Published var query = ""
        @Published private(set) var results: [String] = []
        private var cancellables = Set<AnyCancellable>()

        init() {
            $query
                .removeDuplicates()
                .map { query in query.isEmpty ? [] : ["\(query) one", "\(query) two"] }
                .assign(to: \.results, on: self)
                .store(in: &cancellables)
        }
    }

    struct Results: View {
        @ObservedObject var model: SearchModel
        var body: some View {
            List(model.results, id: \.self) { Text($0) }
                .onReceive(model.$results) { _ in }
        }
    }

    struct Countdown<Ticks: Publisher>: View where Ticks.Failure == Never {
        let ticks: Ticks
        @State private var remaining = 10
        var body: some View {
            Text("Time: \(remaining)")
                .onReceive(ticks) { _ in remaining -= 1 }
        }
    }

    @Test func publishedPropertiesPublishAndAnnounceTheirChanges() {
        let model = SearchModel()
        var seen: [String] = []
        var announced: [String] = []
        let values = model.$query.sink { seen.append($0) }
        // Two changes (the query, then the results its pipeline assigns), each announced before
        // the query's new value is stored: `@Published` publishes in `willSet`, as Combine's does.
        let changes = model.objectWillChange.sink { announced.append(model.query) }
        model.query = "stacks"
        #expect(seen == ["", "stacks"])
        #expect(announced == ["", ""])
        #expect(model.results == ["stacks one", "stacks two"])
        values.cancel()
        changes.cancel()
    }

    @Test func aBindingToAPublishedPropertyWritesThroughAndPublishes() {
        let model = SearchModel()
        let results = Results(model: model)
        results.$model.query.wrappedValue = "grids"
        #expect(model.results == ["grids one", "grids two"])
        let rows = resolve(results).root.nodes { if case .text = $0.kind { true } else { false } }
        #expect(rows.count == 2)
    }

    @Test func onReceiveRendersTheViewAsItIsAndNeverSubscribes() {
        var subscriptions = 0
        let subject = PassthroughSubject<Date, Never>()
        let ticks = subject.handleEvents(receiveSubscription: { _ in subscriptions += 1 })
        let view = Countdown(ticks: ticks)
        #expect(resolve(view).dump() == resolve(Text("Time: 10")).dump())
        subject.send(Date())
        #expect(subscriptions == 0)
        #expect(renderHTML(view) == renderHTML(Text("Time: 10")))
    }

    @Test func timerPublishersAndSchedulersAreThere() {
        // The forms SwiftUI code writes, each a publisher of dates (not started: nothing connects).
        let timer = Timer.publish(every: 1, on: .main, in: .common).autoconnect()
        let tolerant = Timer.publish(every: 0.5, tolerance: 0.1, on: RunLoop.main, in: .default)
        #expect(tolerant.interval == 0.5)
        let view = Countdown(ticks: timer)
        #expect(resolve(view).dump() == resolve(Text("Time: 10")).dump())
        // Dispatch queues and run loops are schedulers.
        var received: [Int] = []
        let done = Just(3).receive(on: ImmediateScheduler.shared).sink { received.append($0) }
        _ = Just(1).delay(for: .seconds(1), scheduler: DispatchQueue.main)
        _ = Just(1).debounce(for: .milliseconds(300), scheduler: RunLoop.main)
        #expect(received == [3])
        done.cancel()
    }
}
