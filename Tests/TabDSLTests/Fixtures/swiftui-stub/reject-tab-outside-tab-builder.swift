// A `Tab` is tab content, not a view: it only goes in a tab view's builder.
// expect: static method 'buildExpression' requires that 'Tab<Never, Text, DefaultTabLabel>' conform to 'View'
import SwiftUI

struct Screen: View {
    var body: some View {
        VStack {
            Tab("Home", systemImage: "house") {
                Text("Home")
            }
        }
    }
}
