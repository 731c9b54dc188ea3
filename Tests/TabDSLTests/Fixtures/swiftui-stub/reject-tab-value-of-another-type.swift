// Every tab's value has the type of the tab view's selection.
// expect: cannot convert value of type 'String' to expected argument type 'Int'
import SwiftUI

struct Screen: View {
    @State private var selection = 0

    var body: some View {
        TabView(selection: $selection) {
            Tab("Home", systemImage: "house", value: 0) {
                Text("Home")
            }
            Tab("Search", systemImage: "magnifyingglass", value: "search") {
                Text("Search")
            }
        }
    }
}
