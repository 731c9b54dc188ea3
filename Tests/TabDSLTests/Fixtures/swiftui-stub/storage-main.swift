// What the stub does for real, which behaviour tests rely on: State and the bindings it
// projects, derived bindings, NavigationPath (and its Codable form), SceneStorage, the
// environment with an observable object, and the recorder of tab view selections and
// presentations, the tabs' values and the `onChange` actions.
import SwiftUI
import Observation

@MainActor @Observable final class Model {
    var tab = 0
    var modal: Item?
}

struct Item: Codable, Hashable, Identifiable {
    var id: Int
}

struct Root: View {
    @Bindable var model: Model

    var body: some View {
        TabView(selection: $model.tab) {
            Tab("Zero", systemImage: "0.circle", value: 0) { Text("0") }
            Tab("One", systemImage: "1.circle", value: 1) { Text("1") }
        }
        .fullScreenCover(item: $model.modal, onDismiss: { print("dismissed") }) { item in
            Text("\(item.id)")
        }
        .environment(model)
        .onChange(of: model.tab) { old, new in print("changed:", old, new) }
        .onAppear { print("appeared") }
    }
}

struct Reader: View {
    @Environment(Model.self) var model
    @Environment(Model.self) var optionalModel: Model?
    @Environment(\.layoutDirection) var direction
    @SceneStorage("Demo.tab") var stored = "none"

    var body: some View { Text(verbatim: "\(model.tab)") }
}

MainActor.assumeIsolated {
    let state = State(wrappedValue: 1)
    let binding = state.projectedValue
    binding.wrappedValue = 2
    print("state:", state.wrappedValue)

    struct Pair { var left = 0; var right = 0 }
    let pair = State(wrappedValue: Pair())
    pair.projectedValue.right.wrappedValue = 5
    print("derived:", pair.wrappedValue.right)
    let optional = Binding<Int?>(binding)
    optional.wrappedValue = 9
    print("optional:", state.wrappedValue, Binding<Int>(Binding<Int?>.constant(nil)) == nil)

    var path = NavigationPath()
    path.append(Item(id: 1))
    path.append("detail")
    print("path:", path.count, path.isEmpty)
    let data = try! JSONEncoder().encode(path.codable!)
    let restored = NavigationPath(try! JSONDecoder().decode(NavigationPath.CodableRepresentation.self, from: data))
    print("restored:", restored.count, restored == path)
    struct Plain: Hashable {}
    path.append(Plain())
    print("codable:", path.codable == nil)
    path.removeLast(3)
    print("emptied:", path.isEmpty, path == NavigationPath())

    let model = Model()
    StubRecorder.stubReset()
    _ = Root(model: model).body
    StubRecorder.appearActions.forEach { $0() }
    let selection = StubRecorder.lastTabViewSelection(Int.self)
    selection?.wrappedValue = 1
    print("selection:", model.tab, StubRecorder.tabValues, StubRecorder.tabViewSelections.count)
    StubRecorder.changeActions.forEach { $0() }
    let presentation = StubRecorder.presentations.first
    print("presentation:", presentation?.modifier ?? "none", presentation?.isPresented() ?? true)
    model.modal = Item(id: 7)
    print("presented:", presentation?.isPresented() ?? false)
    presentation?.end()
    print("modal:", model.modal == nil, presentation?.isPresented() ?? true)

    let reader = Reader()
    reader.stored = "1"
    print("environment:", reader.model === model, reader.optionalModel === model, reader.direction)
    print("scene storage:", Reader().stored)
    StubEnvironment.shared.reset()
    StubSceneStore.shared.reset()
    print("after reset:", Reader().optionalModel == nil, Reader().stored)
}
