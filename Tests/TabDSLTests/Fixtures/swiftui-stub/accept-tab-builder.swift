// The tab builder's forms: conditions, optional tabs, `ForEach`, groups, sections with headers,
// availability checks, ten tabs in a block, tab views without a selection, and tab content of
// its own.
import SwiftUI

enum Place: Hashable, Sendable, CaseIterable, Identifiable {
    case one, two, three, four, five, six, seven, eight, nine, ten
    var id: Self { self }
}

struct Places: View {
    @State private var selection: Place = .one
    var showsExtra: Bool
    var compact: Bool

    var body: some View {
        TabView(selection: $selection) {
            Tab("One", systemImage: "1.circle", value: Place.one) { Text("1") }
            if showsExtra {
                Tab("Two", systemImage: "2.circle", value: Place.two) { Text("2") }
            }
            if compact {
                Tab("Three", systemImage: "3.circle", value: Place.three) { Text("3") }
            } else {
                Tab("Three", image: "three", value: Place.three) { Text("3") }
                    .badge(3)
            }
            TabSection {
                ForEach([Place.four, .five]) { place in
                    Tab(String(describing: place), systemImage: "circle", value: place) { Text("more") }
                }
            } header: {
                Label("More", systemImage: "ellipsis")
            }
            Group {
                Tab(value: Place.six, role: .search) { Text("Search") }
                    .customizationID("six")
                    .defaultVisibility(.hidden, for: .tabBar)
            }
            if #available(iOS 26.0, *) {
                Tab("Seven", systemImage: "7.circle", value: Place.seven) { Text("7") }
                    .accessibilityLabel("Seventh")
                    .accessibilityHint(Text("Opens the seventh"))
            }
            Tab(value: Place.eight) { Text("8") } label: { Label("Eight", systemImage: "8.circle") }
            Tab("Nine", systemImage: "9.circle", value: Place.nine) { Text("9") }
                .badge(Text("new"))
            Tab("Ten", systemImage: "10.circle", value: Place.ten) { Text("10") }
                .badge("!")
                .hidden(compact)
        }
        .tabViewStyle(.sidebarAdaptable)
    }
}

struct Unselected: View {
    var body: some View {
        TabView {
            Tab("Home", systemImage: "house") { Text("Home") }
            Tab(role: .search) { Text("Search") }
            TabSection("Library") {
                Tab("Songs", systemImage: "music.note") { Text("Songs") }
            }
        }
        .tabViewStyle(.tabBarOnly)
    }
}

struct Classic: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Text("Home")
                .tabItem { Label("Home", systemImage: "house") }
                .tag(0)
                .badge(2)
            Text("Inbox")
                .tabItem { Label("Inbox", systemImage: "tray") }
                .tag(1)
                .badge(Optional<String>.none)
        }
        .tabViewStyle(.automatic)
        .toolbarBackground(Color.white, for: .tabBar)
        .toolbarColorScheme(.dark, for: .tabBar)
    }
}

/// Tab content of its own: its body gives its `TabValue`.
struct MoreTabs: TabContent {
    var body: some TabContent<Place> {
        Tab("Nine", systemImage: "9.circle", value: Place.nine) { Text("9") }
        Tab("Ten", systemImage: "10.circle", value: Place.ten) { Text("10") }
    }
}

struct Composed: View {
    @State private var selection: Place = .nine

    var body: some View {
        TabView(selection: $selection) {
            MoreTabs()
        }
    }
}
