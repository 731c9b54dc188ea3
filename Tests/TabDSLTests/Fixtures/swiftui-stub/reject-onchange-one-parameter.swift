// The one-parameter action is iOS 14's `onChange(of:perform:)`, deprecated in iOS 17 (the
// generated code's minimum): a warning, so an error with warnings as errors.
// expect: 'onChange(of:perform:)' is deprecated: deprecated in iOS 17.0 (the generated code's minimum): use `onChange` with a two or zero parameter action closure instead
import SwiftUI

struct Screen: View {
    @State private var count = 0

    var body: some View {
        Text("Count")
            .onChange(of: count) { new in
                print(new)
            }
    }
}
