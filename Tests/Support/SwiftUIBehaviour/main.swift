// Behaviour scenarios for the generated SwiftUI models and views, run on the SwiftUI stub. The
// tests compile this with the generated code of the SwiftUI layouts (Grocer, Atlas, Sketch…),
// `Tests/Support/Behaviour/Harness.swift` (for `check` and `expectEqual`) and the stubs, and run
// it once per scenario: `swiftui-behaviour <scenario>` prints PASS or the failed checks.
//
// The scenarios of the model and of its selection and presentation behaviour run on both kinds:
// the tests build this program twice, once with Grocer and Atlas as `kind: system` (SwiftUI's
// `TabView`) and every other SwiftUI layout, and once, with `-D DRAWN`, with only Grocer and
// Atlas, generated as `kind: custom` (the drawn bar) under the same names.

import Combine
import Foundation
import Observation
import RxSwift
import SwiftUI

/// Everything the Grocer model's bindings told, in order.
@MainActor
final class Told: GrocerTabModelDelegate, AtlasTabModelDelegate {
    var events: [String] = []

    func tabModel(_ model: GrocerTabModel, didSelect tab: GrocerTab) { events.append("didSelect \(tab)") }
    func tabModel(_ model: GrocerTabModel, didPresent tab: GrocerTab) { events.append("didPresent \(tab)") }
    func tabModel(_ model: GrocerTabModel, didDismiss tab: GrocerTab) { events.append("didDismiss \(tab)") }
    func tabModel(_ model: AtlasTabModel, didSelect tab: AtlasTab) { events.append("didSelect \(tab)") }
    func tabModel(_ model: AtlasTabModel, didPresent tab: AtlasTab) { events.append("didPresent \(tab)") }
    func tabModel(_ model: AtlasTabModel, didDismiss tab: AtlasTab) { events.append("didDismiss \(tab)") }
}

/// A Grocer model whose closure and delegate report into one list.
@MainActor
func makeGrocer(initial: GrocerTab = .lists) -> (GrocerTabModel, Told) {
    let model = GrocerTabModel(initial: initial)
    let told = Told()
    model.tabDelegate = told
    model.onSelect = { told.events.append("onSelect \($0)") }
    return (model, told)
}

/// Whether reading `read` and then running `change` tells an observer.
@MainActor
func notifiesObservers(_ read: () -> Void, after change: () -> Void) -> Bool {
    final class Flag: @unchecked Sendable { var raised = false }
    let flag = Flag()
    withObservationTracking(read) { flag.raised = true }
    change()
    return flag.raised
}

/// A path with `count` screens pushed.
func pushed(_ count: Int) -> NavigationPath {
    var path = NavigationPath()
    for index in 0..<count { path.append(index) }
    return path
}

/// Evaluates a view's body, as SwiftUI does on each update; the stub records the bindings.
@MainActor
func render<V: View>(_ view: V) {
    _ = view.body
}

/// A button of the stub, which runs its action when tapped.
protocol Tappable {
    @MainActor func tap()
}

extension Button: Tappable {
    @MainActor func tap() { stubTap() }
}

/// Taps on the Grocer view's bar, as a person makes them, and the tab the bar shows as selected.
@MainActor
struct GrocerBar {
    let tap: (GrocerTab) -> Void
    let shown: () -> GrocerTab
}

/// Every button in `view`, in the order they were made: found through the stored properties of
/// the modifiers and containers around them (a safe-area inset's content included), in the
/// content of each `GeometryReader` laid out for `proxy`, and in the body of each `Bar`.
@MainActor
func buttons<Bar: View>(in view: Any, bar: Bar.Type, proxy: GeometryProxy) -> [any Tappable] {
    if let button = view as? any Tappable { return [button] }
    if let bar = view as? Bar { return buttons(in: bar.body, bar: Bar.self, proxy: proxy) }
    if let reader = view as? any StubGeometryReading { return buttons(in: reader.stubContent(proxy), bar: Bar.self, proxy: proxy) }
    let mirror = Mirror(reflecting: view)
    // Views are values: an object (a model, a bundle) holds no views, and may refer back to itself.
    if mirror.displayStyle == .class { return [] }
    return mirror.children.flatMap { buttons(in: $0.value, bar: Bar.self, proxy: proxy) }
}

/// A drawn bar's frame on a phone, over the home indicator.
let phoneBar = GeometryProxy(stubFrame: CGRect(x: 0, y: 0, width: 390, height: 83),
                             safeAreaInsets: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0))

#if DRAWN

/// `kind: custom`: the drawn bar in the container's bottom safe-area inset, laid out on a phone
/// over the home indicator. A tap runs its item's button action; the bar shows the model's
/// current tab as selected (its items and indicator read nothing else).
@MainActor
func grocerBar(_ view: GrocerTabView, _ model: GrocerTabModel) -> GrocerBar? {
    let found = buttons(in: view.body, bar: GrocerTabBar.self, proxy: phoneBar)
    guard found.count == GrocerTab.allCases.count else {
        check(false, "the container's bar has \(found.count) buttons, not one per item")
        return nil
    }
    return GrocerBar(tap: { tab in GrocerTab.allCases.firstIndex(of: tab).map { found[$0].tap() } }, shown: { model.currentTab })
}
#else
/// `kind: system`: SwiftUI's `TabView`, which writes the tapped tab's value into its selection
/// binding and shows the binding's value as selected.
@MainActor
func grocerBar(_ view: GrocerTabView, _ model: GrocerTabModel) -> GrocerBar? {
    StubRecorder.stubReset()
    render(view)
    guard let selection = StubRecorder.tabViewSelections.last as? Binding<GrocerTab> else {
        check(false, "TabView got no Binding<GrocerTab>")
        return nil
    }
    expectEqual(StubRecorder.tabValues, GrocerTab.allCases.map { AnyHashable($0) }, "a Tab for every item, in order")
    return GrocerBar(tap: { selection.wrappedValue = $0 }, shown: { selection.wrappedValue })
}
#endif

/// The scenarios of the model and of its selection and presentation behaviour, for both kinds.
var scenarios: [String: @MainActor () -> Void] = [
    "tapAndCodeSelection": {
        let (model, told) = makeGrocer()
        expectEqual(model.currentTab, .lists, "initial")
        model.select(.pantry)
        expectEqual(model.currentTab, .pantry, "a tap selects")
        expectEqual(told.events, ["onSelect pantry", "didSelect pantry"], "a tap is told once to each binding")
        told.events = []
        model.paths[.deals] = pushed(2)
        model.currentTab = .deals
        expectEqual(model.currentTab, .deals, "code selects")
        expectEqual(told.events, ["onSelect deals", "didSelect deals"], "a change in code is told once")
        expectEqual(model.paths[.deals]?.count, 2, "selecting in code pops nothing")
        told.events = []
        check(!notifiesObservers({ _ = model.currentTab }, after: { model.currentTab = .deals }), "setting the current value notifies nobody")
        expectEqual(told.events, [], "setting the current value tells nothing")
        check(notifiesObservers({ _ = model.currentTab }, after: { model.select(.account) }), "a selection notifies observers (the view)")
    },
    "reselectPopsToRoot": {
        let (model, told) = makeGrocer()
        model.paths[.lists] = pushed(3)
        model.select(.lists)
        expectEqual(model.paths[.lists]?.count, 0, "a tap on the selected tab empties its path")
        expectEqual(told.events, [], "popping is not a selection")
        check(!notifiesObservers({ _ = model.paths }, after: { model.select(.lists) }), "an empty path is left alone")
        model.select(.account)
        told.events = []
        model.select(.account)
        expectEqual(model.currentTab, .account, "reselecting a tab without a stack keeps it")
        expectEqual(told.events, [], "reselecting tells nothing")
        check(model.paths[.account] == nil, "no path for a tab without a NavigationStack")
        expectEqual(Set(model.paths.keys), [.lists, .pantry, .deals], "a path for every tab with a NavigationStack")
    },
    "modalPresentedNeverSelected": {
        let (model, told) = makeGrocer()
        model.select(.pantry)
        told.events = []
        model.select(.scan)
        expectEqual(model.presentedModal, .scan, "a tap on a modal item presents it")
        expectEqual(model.currentTab, .pantry, "the modal item is not selected")
        expectEqual(told.events, ["didPresent scan"], "presenting is told once, and is not a selection")
        model.select(.scan)
        expectEqual(told.events, ["didPresent scan"], "one modal at a time")
        model.currentTab = .scan
        expectEqual(model.currentTab, .pantry, "currentTab ignores a modal item")
        let started = GrocerTabModel(initial: .scan)
        expectEqual(started.currentTab, .lists, "a modal item given as initial is ignored")
        expectEqual(started.presentedModal, nil, "and not presented")
    },
    "afterDismissInCode": {
        let (model, told) = makeGrocer()
        model.select(.pantry)
        model.select(.scan)
        told.events = []
        model.dismissModal()
        expectEqual(model.presentedModal, nil, "dismissed")
        expectEqual(model.currentTab, .lists, "afterDismiss: select(lists)")
        expectEqual(told.events, ["onSelect lists", "didSelect lists", "didDismiss scan"], "the selection and the dismissal told once")
        model.dismissModal()
        expectEqual(told.events.count, 3, "a second dismissal does nothing")
    },
    "afterDismissThroughThePresentation": {
        // A swipe, or the screen's `dismiss`: SwiftUI sets the presentation's item to nil.
        let (model, told) = makeGrocer()
        let view = GrocerTabView(model: model, store: GroceryStore())
        model.select(.deals)
        model.select(.scan)
        StubRecorder.stubReset()
        render(view)
        let covers = StubRecorder.presentations.filter { $0.modifier == "fullScreenCover" }
        expectEqual(covers.count, 1, "one fullScreenCover for the full-screen modal")
        guard let cover = covers.first else { return }
        check(cover.isPresented(), "the cover presents the modal")
        told.events = []
        cover.end()
        expectEqual(model.presentedModal, nil, "the presentation's end dismisses the modal")
        expectEqual(model.currentTab, .lists, "afterDismiss applied")
        expectEqual(told.events, ["onSelect lists", "didSelect lists", "didDismiss scan"], "told once")
        cover.end()
        expectEqual(told.events.count, 3, "SwiftUI setting nil again changes nothing")
        // Dismissed in code: the cover's binding reads nil, so SwiftUI takes the screen down.
        model.select(.scan)
        check(cover.isPresented(), "presented again")
        model.dismissModal()
        check(!cover.isPresented(), "dismissModal() ends the presentation")
    },
    "presentationsByStyle": {
        let model = AtlasTabModel()
        let told = Told()
        model.tabDelegate = told
        StubRecorder.stubReset()
        render(AtlasTabView(model: model, model: AtlasSession(), bundle: AtlasBundle()))
        let covers = StubRecorder.presentations.filter { $0.modifier == "fullScreenCover" }
        let sheets = StubRecorder.presentations.filter { $0.modifier == "sheet" }
        expectEqual(covers.count, 1, "one cover")
        expectEqual(sheets.count, 1, "one sheet")
        guard let cover = covers.first, let sheet = sheets.first else { return }
        for (tab, isCover) in [(AtlasTab.cover, true), (.overlay, true), (.page, false), (.form, false), (.sheet, false)] {
            model.select(tab)
            expectEqual(cover.isPresented(), isCover, "\(tab) in the cover")
            expectEqual(sheet.isPresented(), !isCover, "\(tab) in the sheet")
            (isCover ? cover : sheet).end()
            expectEqual(model.presentedModal, nil, "\(tab) dismissed")
        }
        expectEqual(model.currentTab, .map, "the last afterDismiss: select(map)")
        model.select(.settings)
        model.select(.overlay)
        cover.end()
        expectEqual(model.currentTab, .settings, "afterDismiss: keep")
        model.select(.cover)
        cover.end()
        expectEqual(model.currentTab, .saved, "afterDismiss: select(saved)")
        expectEqual(told.events.filter { $0.hasPrefix("didDismiss") }.count, 7, "each dismissal told once")
    },
    // The bar's taps: TabView's selection binding (`kind: system`), the drawn bar's buttons
    // (`kind: custom`).
    "tabViewSelectionNeverModal": {
        let (model, told) = makeGrocer()
        let view = GrocerTabView(model: model, store: GroceryStore())
        guard let bar = grocerBar(view, model) else { return }
        expectEqual(bar.shown(), .lists, "the bar shows the current tab")
        bar.tap(.scan)
        expectEqual(bar.shown(), .lists, "a modal item is never shown as selected")
        expectEqual(model.presentedModal, .scan, "a tap on it became a presentation")
        expectEqual(told.events, ["didPresent scan"], "and no selection")
        model.dismissModal()
        bar.tap(.deals)
        expectEqual(bar.shown(), .deals, "a tapped tab is selected")
        expectEqual(model.currentTab, .deals, "through the model")
        model.paths[.deals] = pushed(1)
        bar.tap(.deals)
        expectEqual(model.paths[.deals]?.count, 0, "a tap on the selected tab pops its stack")
        guard let again = grocerBar(view, model) else { return }
        expectEqual(again.shown(), .deals, "after afterDismiss and the taps, the bar reads the model")
    },
    "publisherCurrentValue": {
        let (model, _) = makeGrocer()
        var first: [GrocerTab] = []
        let subscription = model.selectedTabPublisher.sink { first.append($0) }
        expectEqual(first, [.lists], "a new subscriber gets the current tab")
        model.select(.pantry)
        model.select(.scan)
        model.currentTab = .pantry
        var second: [GrocerTab] = []
        let later = model.selectedTabPublisher.sink { second.append($0) }
        model.dismissModal()
        expectEqual(first, [.lists, .pantry, .lists], "each change once; presenting is not one")
        expectEqual(second, [.pantry, .lists], "a later subscriber starts from the tab current then")
        subscription.cancel()
        later.cancel()
    },
    "rxSelectedTab": {
        var values: [AtlasTab] = []
        var completed = false
        var model: AtlasTabModel? = AtlasTabModel(initial: .saved)
        let subscription = model?.rx.selectedTab.subscribe(onNext: { values.append($0) }, onCompleted: { completed = true })
        model?.select(.settings)
        expectEqual(values, [.saved, .settings], "the current tab first, then each change")
        check(!completed, "not completed while the model lives")
        model = nil
        check(completed, "completes when the model goes away")
        subscription?.dispose()
    },
    "badges": {
        let (model, _) = makeGrocer()
        expectEqual(model.badge(for: .lists), "3", "the layout's integer badge")
        expectEqual(model.badge(for: .deals), "New", "the layout's text badge")
        expectEqual(model.badge(for: .pantry), nil, "no badge")
        check(notifiesObservers({ _ = model.badge(for: .lists) }, after: { model.setBadge("12", for: .lists) }), "a new badge updates the view")
        expectEqual(model.badge(for: .lists), "12", "set from app state")
        model.setBadge(nil, for: .deals)
        expectEqual(model.badge(for: .deals), nil, "removed")
        check(!notifiesObservers({ _ = model.badge(for: .lists) }, after: { model.setBadge("12", for: .lists) }), "the same badge changes nothing")
    },
    "identifiersAndRestoredSelection": {
        expectEqual(GrocerTab.lists.accessibilityIdentifier, "tab.lists", "accessibility identifier")
        expectEqual(GrocerTab.scan.accessibilityLabel, "Scan", "accessibility label")
        StubSceneStore.shared.values = ["Atlas.currentTab": "saved"]
        let model = AtlasTabModel()
        let view = AtlasTabView(model: model, model: AtlasSession(), bundle: AtlasBundle())
        StubRecorder.stubReset()
        render(view)
        expectEqual(model.currentTab, .map, "nothing restored before the view appears")
        StubRecorder.appearActions.forEach { $0() }
        expectEqual(model.currentTab, .saved, "the scene's stored tab is restored when the view appears")
        model.currentTab = .settings
        StubRecorder.stubReset()
        render(view)
        StubRecorder.changeActions.forEach { $0() }
        expectEqual(StubSceneStore.shared.values["Atlas.currentTab"] as? String, "settings", "the selection is kept by item id")
        for stored in ["cover", "gone"] {
            StubSceneStore.shared.values = ["Atlas.currentTab": stored]
            let other = AtlasTabModel()
            StubRecorder.stubReset()
            render(AtlasTabView(model: other, model: AtlasSession(), bundle: AtlasBundle()))
            StubRecorder.appearActions.forEach { $0() }
            expectEqual(other.currentTab, .map, "'\(stored)' is not restored as the selection")
        }
    },
]

#if !DRAWN
/// Scenarios of the other layouts: the sidebar, and the drawn bar's own parts.
let otherScenarios: [String: @MainActor () -> Void] = [
    // Sections and the search role change nothing about selection: every item, a section's
    // included, is a Tab in order; a modal never becomes the selection; the search tab and a
    // tab in a section are selected like any tab.
    "sidebarSectionsAndSearch": {
        let model = TunesTabModel()
        StubRecorder.stubReset()
        render(TunesTabView(model: model, player: TunesPlayer()))
        expectEqual(StubRecorder.tabValues, TunesTab.allCases.map { AnyHashable($0) }, "a Tab for every item, sections' included, in order")
        guard let selection = StubRecorder.tabViewSelections.last as? Binding<TunesTab> else {
            return check(false, "TabView got no Binding<TunesTab>")
        }
        selection.wrappedValue = .compose
        expectEqual(selection.wrappedValue, .home, "a modal value never reaches TabView's selection")
        expectEqual(model.presentedModal, .compose, "it became a presentation")
        model.dismissModal()
        selection.wrappedValue = .search
        expectEqual(model.currentTab, .search, "the search tab is selected like any tab")
        selection.wrappedValue = .radio
        expectEqual(model.currentTab, .radio, "a tab in a section too")
    },
    "minimalLayout": {
        let model = SketchTabModel()
        expectEqual(model.currentTab, .draw, "the first item")
        model.select(.layers)
        expectEqual(model.currentTab, .layers, "selects")
        check(!notifiesObservers({ _ = model.currentTab }, after: { model.select(.layers) }), "reselecting changes nothing")
        StubRecorder.stubReset()
        render(SketchTabView(model: model))
        expectEqual(StubRecorder.presentations.count, 0, "no presentations without modal items")
        // `kind: custom`: the bar is drawn, not SwiftUI's TabView.
        check(StubRecorder.tabViewSelections.isEmpty, "the drawn bar's container makes no TabView")
    },
    // `kind: custom` (the drawn bar): the model behaves as for `kind: system`.
    "drawnBarSelection": {
        let model = OrbitTabModel()
        var told: [OrbitTab] = []
        model.onSelect = { told.append($0) }
        expectEqual(model.currentTab, .home, "the first item")
        model.select(.feed)
        expectEqual(model.currentTab, .feed, "a tap selects")
        model.currentTab = .home
        expectEqual(told, [.feed, .home], "each change told once")
        check(!notifiesObservers({ _ = model.currentTab }, after: { model.currentTab = .home }), "setting the current value changes nothing")
        model.paths[.home] = pushed(2)
        model.select(.home)
        expectEqual(model.paths[.home]?.count, 0, "a tap on the selected tab pops its stack")
        expectEqual(told, [.feed, .home], "popping is not a selection")
    },
    // The raised item is a modal: a tap presents it, it never becomes the selection, and the
    // container's cover ends with afterDismiss.
    "raisedModalPresentation": {
        let model = OrbitTabModel()
        StubRecorder.stubReset()
        render(OrbitTabView(model: model))
        let covers = StubRecorder.presentations.filter { $0.modifier == "fullScreenCover" }
        expectEqual(covers.count, 1, "one fullScreenCover for the raised modal")
        guard let cover = covers.first else { return }
        model.select(.post)
        expectEqual(model.presentedModal, .post, "a tap on the raised button presents its screen")
        expectEqual(model.currentTab, .home, "the raised modal item is never selected")
        check(cover.isPresented(), "the container presents it")
        cover.end()
        expectEqual(model.presentedModal, nil, "the presentation's end dismisses it")
        expectEqual(model.currentTab, .feed, "afterDismiss: select(feed)")
    },
    // The drawn bar's taps through its container: each item's button, the raised one included,
    // does what `select(_:)` does; while a screen hides the bar there is nothing to tap.
    "drawnBarTapsThroughTheContainer": {
        let model = OrbitTabModel()
        let view = OrbitTabView(model: model)
        let taps = buttons(in: view.body, bar: OrbitTabBar.self, proxy: phoneBar)
        expectEqual(taps.count, 3, "a button per item, the raised one included, in the layout's order")
        guard taps.count == 3 else { return }
        taps[2].tap()
        expectEqual(model.currentTab, .feed, "the feed item's button selects it")
        taps[1].tap()
        expectEqual(model.presentedModal, .post, "the raised button presents its modal item's screen")
        expectEqual(model.currentTab, .feed, "which is never selected")
        model.dismissModal()
        taps[0].tap()
        expectEqual(model.currentTab, .home, "the home item's button selects it")
        model.paths[.home] = pushed(2)
        taps[0].tap()
        expectEqual(model.paths[.home]?.count, 0, "a tap on the selected item pops its stack")
        model.setBarHidden(true, by: UUID(), in: .home)
        expectEqual(buttons(in: view.body, bar: OrbitTabBar.self, proxy: phoneBar).count, 0, "a hidden bar has nothing to tap")
    },
    "badgeOnRaisedItem": {
        let model = OrbitTabModel()
        expectEqual(model.badge(for: .post), "1", "the raised item's badge from the layout")
        check(notifiesObservers({ _ = model.badge(for: .post) }, after: { model.setBadge("2", for: .post) }), "a new badge on the raised item updates the bar")
        expectEqual(model.badge(for: .post), "2", "set from app state")
        model.setBadge(nil, for: .post)
        expectEqual(model.badge(for: .post), nil, "removed")
        expectEqual(model.badge(for: .feed), "5", "the other items' badges are their own")
    },
    // `financeTabBarVisibility(.hidden)` on a screen: the bar hides while a screen shown on top of
    // the selected tab asks, and comes back when it goes or another tab is selected.
    "barVisibilityRequests": {
        let model = OrbitTabModel()
        let detail = UUID()
        let other = UUID()
        check(!model.isBarHidden, "shown at start")
        check(notifiesObservers({ _ = model.isBarHidden }, after: { model.setBarHidden(true, by: detail, in: .home) }), "a request updates the container")
        check(model.isBarHidden, "hidden while the selected tab's top screen asks")
        model.setBarHidden(true, by: other, in: .feed)
        model.select(.feed)
        check(model.isBarHidden, "the feed tab's screen asks too")
        model.setBarHidden(false, by: other, in: .feed)
        check(!model.isBarHidden, "shown once that screen goes")
        model.select(.home)
        check(model.isBarHidden, "hidden again on the tab whose screen still asks")
        check(!notifiesObservers({ _ = model.isBarHidden }, after: { model.setBarHidden(true, by: detail, in: .home) }), "asking twice changes nothing")
        model.setBarHidden(false, by: detail, in: .home)
        check(!model.isBarHidden, "shown when the screen is popped")
        model.setBarHidden(false, by: detail, in: .home)
        check(!model.isBarHidden, "a screen that no longer asks changes nothing")
    },
    // The drawn bar places its parts from the shared geometry, given its size, its safe area
    // (leading and trailing, which swap sides right to left) and the layout direction.
    "drawnBarGeometryBothDirections": {
        // Points computed two ways agree to a thousandth.
        func near(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 0.001 }
        func near(_ a: CGRect, _ b: CGRect) -> Bool {
            near(a.minX, b.minX) && near(a.minY, b.minY) && near(a.width, b.width) && near(a.height, b.height)
        }
        let size = CGSize(width: 390, height: 49)
        let safeArea = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let ltr = MeadowTabBar.geometry(size: size, safeArea: safeArea, layoutDirection: .leftToRight)
        let rtl = MeadowTabBar.geometry(size: size, safeArea: safeArea, layoutDirection: .rightToLeft)
        let width = CGFloat(350) / 3
        check(near(ltr.row, CGRect(x: 10, y: 0, width: 350, height: 49)), "the row inside the left and right safe area")
        check(near(rtl.row, CGRect(x: 30, y: 0, width: 350, height: 49)), "right to left, the leading inset is on the right")
        check(near(ltr.itemFrame(for: .garden).minX, 10), "the first item at the left")
        check(near(rtl.itemFrame(for: .garden).maxX, 380), "right to left, the first item at the right")
        check(near(rtl.itemFrame(for: .shed).minX, 30), "and the last at the left")
        check(near(ltr.itemFrame(for: .bloom).width, width), "fill equally")
        for geometry in [ltr, rtl] {
            let slot = geometry.itemFrame(for: .bloom)
            check(near(geometry.raisedButtonFrame, CGRect(x: slot.midX - 28, y: -16, width: 56, height: 56)), "the raised circle on its slot, rising above the bar")
            for tab in [MeadowTab.garden, .bloom, .shed] {
                let indicator = geometry.indicatorFrame(for: tab)
                check(near(indicator.midX, geometry.itemFrame(for: tab).midX), "the underline under \(tab)")
                check(near(indicator.maxY, geometry.itemFrame(for: tab).maxY), "along the bottom of \(tab)'s slot")
            }
        }
        let tall = OrbitTabBar.geometry(size: CGSize(width: 390, height: 90), safeArea: EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0),
                                        layoutDirection: .leftToRight, naturalWidths: [.home: 40, .feed: 40])
        check(near(tall.row.height, 56), "the row above the bottom safe area")
        check(near(tall.itemFrame(for: .home).width, 40), "equal spacing uses the measured widths")
    },
    // The drawn bar lays out from the geometry: laid out in a frame with a safe area, it puts
    // each item, the raised button and the indicator at the centers of the geometry's frames, in
    // both layout directions.
    "drawnBarPlacesItsPartsFromTheGeometry": {
        func near(_ a: [CGPoint], _ b: [CGPoint]) -> Bool {
            a.count == b.count && zip(a, b).allSatisfy { abs($0.x - $1.x) < 0.001 && abs($0.y - $1.y) < 0.001 }
        }
        let model = MeadowTabModel()
        model.select(.shed)
        let size = CGSize(width: 390, height: 49)
        let safeArea = EdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            StubEnvironment.shared.values.layoutDirection = direction
            let geometry = MeadowTabBar.geometry(size: size, safeArea: safeArea, layoutDirection: direction)
            let frames = [geometry.itemFrame(for: .garden), geometry.raisedButtonFrame, geometry.itemFrame(for: .shed), geometry.indicatorFrame(for: .shed)]
            let expected = frames.map { CGPoint(x: $0.midX, y: $0.midY) }
            StubRecorder.stubReset()
            let bar = MeadowTabBar(model: model, bundle: Bundle.main)
            stubLayOutGeometryReaders(in: bar.body, proxy: GeometryProxy(stubFrame: CGRect(origin: .zero, size: size), safeAreaInsets: safeArea))
            check(near(StubRecorder.positions, expected), "\(direction): placed at \(StubRecorder.positions), expected \(expected)")
        }
        // A non-floating bar with a notch, a raised modal item and a dot, laid out over the home indicator.
        let orbit = OrbitTabModel()
        let tall = CGSize(width: 402, height: 90)
        let insets = EdgeInsets(top: 0, leading: 0, bottom: 34, trailing: 0)
        for direction in [LayoutDirection.leftToRight, .rightToLeft] {
            StubEnvironment.shared.values.layoutDirection = direction
            let geometry = OrbitTabBar.geometry(size: tall, safeArea: insets, layoutDirection: direction)
            let frames = [geometry.itemFrame(for: .home), geometry.raisedButtonFrame, geometry.itemFrame(for: .feed), geometry.indicatorFrame(for: .home)]
            StubRecorder.stubReset()
            stubLayOutGeometryReaders(in: OrbitTabBar(model: orbit, bundle: Bundle.main).body,
                                      proxy: GeometryProxy(stubFrame: CGRect(origin: .zero, size: tall), safeAreaInsets: insets))
            check(near(StubRecorder.positions, frames.map { CGPoint(x: $0.midX, y: $0.midY) }), "Orbit \(direction): placed at \(StubRecorder.positions)")
            check(geometry.raisedButtonFrame.minY < 0, "the raised button rises above the bar")
        }
        StubEnvironment.shared.values.layoutDirection = .leftToRight
        check(MeadowTabBar.geometry(size: size, safeArea: safeArea, layoutDirection: .rightToLeft).itemFrame(for: .garden).midX > 195,
              "right to left, the first item is on the right")
    },
    // The drawn bar's container with `restoresSelection` and the model of a `hidesOnPush: false`
    // layout, which never hides its bar.
    "drawnBarRestoredSelection": {
        StubSceneStore.shared.values = ["Orbit.currentTab": "feed"]
        let model = OrbitTabModel()
        StubRecorder.stubReset()
        render(OrbitTabView(model: model))
        StubRecorder.appearActions.forEach { $0() }
        expectEqual(model.currentTab, .feed, "the scene's stored tab is restored")
        StubSceneStore.shared.values = ["Orbit.currentTab": "post"]
        let other = OrbitTabModel()
        StubRecorder.stubReset()
        render(OrbitTabView(model: other))
        StubRecorder.appearActions.forEach { $0() }
        expectEqual(other.currentTab, .home, "a modal item is not restored as the selection")
        let meadow = MeadowTabModel()
        meadow.select(.bloom)
        expectEqual(meadow.currentTab, .bloom, "a raised tab item is selected like any tab")
    },
]
for (name, scenario) in otherScenarios { scenarios[name] = scenario }
#endif

let name = CommandLine.arguments.dropFirst().first ?? ""
if name == "--list" {
    print(scenarios.keys.sorted().joined(separator: "\n"))
    exit(0)
}
guard let scenario = scenarios[name] else {
    print("unknown scenario \(name)")
    exit(2)
}
scenario()
if Harness.failures.isEmpty {
    print("PASS")
} else {
    print(Harness.failures.joined(separator: "\n"))
    exit(1)
}
