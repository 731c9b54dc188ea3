// A tab view's selection must be Hashable.
// expect: requires that 'Choice' conform to 'Hashable'
import SwiftUI

struct Choice {
    var name: String
}

struct Screen: View {
    @State private var choice = Choice(name: "home")

    var body: some View {
        TabView(selection: $choice) {
            Text("Home")
        }
    }
}
