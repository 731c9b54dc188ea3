// iOS 17's `onChange(of:initial:_:)` takes an action with no parameter or two (old and new value).
// expect: but 3 were used in closure body
import SwiftUI

struct Screen: View {
    @State private var count = 0

    var body: some View {
        Text("Count")
            .onChange(of: count) { old, new, extra in
                print(old, new, extra)
            }
    }
}
