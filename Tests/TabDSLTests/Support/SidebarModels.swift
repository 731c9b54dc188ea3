import Foundation
@testable import TabDSL

/// Layouts with the iPad sidebar, sections, the search tab, the bottom accessory and the
/// drawn bar's material, resolved by the compiler from `.tabs` sources: the Music example and
/// the generators' cases for these constructs.
enum SidebarModels {
    /// The file `source` resolves to, as `examples/<name>.tabs`; nil (and a test failure
    /// where it's used) when the source has errors.
    static func file(_ name: String, _ source: String) -> ResolvedFile? {
        Compiler.compile(SourceFile(path: "examples/\(name).tabs", text: source)).resolved
    }

    /// The examples among these files (their generated Swift is in examples/generated/).
    static let examples = ["music", "music-swiftui"]

    /// examples/music.tabs as committed.
    static var musicSource: String { exampleSource("music") }

    /// examples/music-swiftui.tabs as committed: the Music example in SwiftUI.
    static var musicSwiftUISource: String { exampleSource("music-swiftui") }

    /// The text of examples/NAME.tabs.
    static func exampleSource(_ name: String) -> String {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("examples/\(name).tabs"), encoding: .utf8)) ?? ""
    }

    /// SwiftUI with a sidebar: two sections (a symbol icon, an image icon), a section without
    /// an icon, a search tab, a modal outside the sections and an accessory.
    static let tunesSource = """
        layout Tunes {
            kind: system
            framework: swiftui
            sidebar: adaptable
            accessory: TunesPlayerView(player: player, compact: true)

            inject player: TunesPlayer

            item home { title: "Home"; icon: symbol("house"); screen: TunesHomeView(player: player) }
            section library {
                title: "Library"
                icon: symbol("books.vertical")
                item songs { title: "Songs"; icon: symbol("music.note"); screen: TunesSongsView(); badge: 2 }
                item albums { title: "Albums"; icon: symbol("square.stack"); screen: TunesAlbumsView() }
            }
            section store {
                title: "Store \\"Shop\\""
                icon: image("StoreIcon")
                item radio { title: "Radio"; icon: symbol("dot.radiowaves.left.and.right"); screen: TunesRadioView() }
            }
            section more {
                title: "More"
                item charts { title: "Charts"; icon: symbol("chart.bar"); screen: TunesChartsView(); navigation: false }
            }
            modal compose { title: "New Playlist"; icon: symbol("plus"); screen: TunesComposeView(); presentation: pageSheet }
            item search { title: "Search"; icon: symbol("magnifyingglass"); role: search; screen: TunesSearchView(player: player) }
        }
        """

    /// A drawn bar with Liquid Glass (a notch, a border and a shadow over it), and one with the
    /// chrome blur.
    static let glassSource = """
        layout Glassy {
            kind: custom
            item home { title: "Home"; icon: symbol("house"); screen: GlassyHomeViewController() }
            item add { icon: symbol("plus"); accessibilityLabel: "Add"; screen: GlassyAddViewController(); raised: raised(size: 60, offset: 20) }
            item me { title: "Me"; icon: symbol("person"); screen: GlassyMeViewController() }
            style {
                material: glass
                background: dynamic(light: #FFFFFF80, dark: #00000080)
                shape: notch()
                border: border(width: 1, color: systemGray4, edges: top)
                shadow: shadow(color: black, opacity: 0.1, radius: 8, x: 0, y: -2)
            }
        }

        layout Frosted {
            kind: custom
            item home { title: "Home"; icon: symbol("house"); screen: FrostedHomeViewController() }
            item me { title: "Me"; icon: symbol("person"); screen: FrostedMeViewController() }
            style { material: blur }
        }
        """

    /// UIKit with a sidebar, for the behaviour scenarios of the `UITab` path: a badge, a section
    /// holding a tab without navigation, a modal outside the sections whose dismissal selects a
    /// section's item, a search tab, restoration. `OrchardFlat` is the same layout without
    /// `sidebar`, section and search role: the classic path, which the same scenarios run on.
    /// `Grove` takes the `UITab` path for its search tab alone, with what else changes the
    /// controller's code: `access: public`, haptics, a transition, every binding, eager screens,
    /// a raised modal, an image icon, a search tab without navigation.
    static let orchardSource = """
        layout Orchard {
            kind: system
            sidebar: adaptable
            restoresSelection: true
            item home { title: "Home"; icon: symbol("house"); screen: OrchardHomeViewController(); badge: 3 }
            section library {
                title: "Library"
                icon: symbol("books.vertical")
                item songs { title: "Songs"; icon: symbol("music.note"); screen: OrchardSongsViewController() }
                item albums { title: "Albums"; icon: symbol("square.stack"); screen: OrchardAlbumsViewController(); navigation: false }
            }
            modal compose { title: "New"; icon: symbol("plus"); screen: OrchardComposeViewController(); afterDismiss: select(songs) }
            item search { title: "Search"; icon: symbol("magnifyingglass"); role: search; screen: OrchardSearchViewController() }
        }

        layout OrchardFlat {
            kind: system
            restoresSelection: true
            item home { title: "Home"; icon: symbol("house"); screen: OrchardHomeViewController(); badge: 3 }
            item songs { title: "Songs"; icon: symbol("music.note"); screen: OrchardSongsViewController() }
            item albums { title: "Albums"; icon: symbol("square.stack"); screen: OrchardAlbumsViewController(); navigation: false }
            modal compose { title: "New"; icon: symbol("plus"); screen: OrchardComposeViewController(); afterDismiss: select(songs) }
            item search { title: "Search"; icon: symbol("magnifyingglass"); screen: OrchardSearchViewController() }
        }

        layout Grove {
            kind: system
            access: public
            haptics: light
            transition: crossDissolve(duration: 0.2)
            bindings: [closure, delegate, rx, combine]
            loading: eager
            strings: none
            item home { title: "Home"; icon: symbol("house"); screen: GroveHomeViewController() }
            modal compose { icon: symbol("plus"); accessibilityLabel: "New"; screen: GroveComposeViewController(); raised: raised(size: 56, offset: 12) }
            item search { title: "Find"; icon: image("FindIcon"); role: search; screen: GroveSearchViewController(); navigation: false }
            style { shape: notch() }
        }
        """

    /// The Music example in both frameworks, Tunes, Glassy/Frosted and Orchard/OrchardFlat, each as a file.
    static var files: [ResolvedFile] {
        [file("music", musicSource), file("music-swiftui", musicSwiftUISource), file("tunes", tunesSource),
         file("glassy", glassSource), file("orchard", orchardSource)].compactMap { $0 }
    }
}
