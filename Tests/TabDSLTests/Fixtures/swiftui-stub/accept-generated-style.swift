// Generated-style SwiftUI that must type-check against the stub in Swift 5, Swift 5 with
// complete concurrency checking and Swift 6, warnings as errors: an observable model, a tab
// view in both forms, navigation stacks bound to the model, presentations, the environment,
// scene storage, and a drawn bar with shapes, accessibility, feedback and Liquid Glass.
import SwiftUI
import Observation

public enum DemoTab: String, Hashable, Sendable, CaseIterable, Identifiable {
    case home, search, add
    public var id: String { rawValue }
}

@MainActor @Observable
public final class DemoModel {
    public var currentTab: DemoTab = .home
    public var paths: [DemoTab: NavigationPath] = [.home: NavigationPath()]
    public private(set) var presentedModal: DemoTab?
    public var badges: [DemoTab: String] = [:]
    public init() {}
    public func dismissModal() { presentedModal = nil }
    public var homePath: NavigationPath {
        get { paths[.home] ?? NavigationPath() }
        set { paths[.home] = newValue }
    }
    public var modal: DemoTab? {
        get { presentedModal }
        set { if newValue == nil { dismissModal() } }
    }
}

struct NotchShape: Shape {
    var depth: CGFloat
    var animatableData: CGFloat {
        get { depth }
        set { depth = newValue }
    }
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.minX, y: rect.minY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.minY), radius: depth, startAngle: .degrees(180), endAngle: .degrees(0), clockwise: true)
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY))
        path.closeSubpath()
        return path
    }
}

public struct DemoTabView: View {
    @Bindable private var model: DemoModel
    @SceneStorage("Demo.currentTab") private var storedTab: String = ""
    @Environment(\.accessibilityReduceMotion) private var reduceMotion
    @Environment(\.layoutDirection) private var layoutDirection
    @State private var isPresented = false
    @Namespace private var namespace

    public init(model: DemoModel) { self.model = model }

    public var body: some View {
        Group {
            if #available(iOS 18.0, *) {
                TabView(selection: $model.currentTab) {
                    Tab("Home", systemImage: "house", value: DemoTab.home) {
                        NavigationStack(path: $model.homePath) {
                            Text("Home").navigationDestination(for: Int.self) { Text("\($0)") }
                        }
                    }
                    .badge(model.badges[.home].map { Text($0) })
                    .accessibilityIdentifier("home")
                    Tab(value: DemoTab.search, role: .search) {
                        Text("Search")
                    }
                    TabSection("More") {
                        Tab(value: DemoTab.add) {
                            EmptyView()
                        } label: {
                            Label { Text(LocalizedStringResource("Demo.add.title", defaultValue: "Add", table: "Localizable", bundle: .main, comment: "c")) } icon: { Image(systemName: "plus") }
                        }
                    }
                }
                .tabViewStyle(.sidebarAdaptable)
            } else {
                TabView(selection: $model.currentTab) {
                    Text("Home")
                        .tabItem { Label("Home", systemImage: "house") }
                        .tag(DemoTab.home)
                        .badge(3)
                }
            }
        }
        .modifier(BarModifier())
        .environment(model)
        .tint(.red)
        .toolbarBackground(.bar, for: .tabBar)
        .toolbarBackground(.visible, for: .tabBar)
        .fullScreenCover(item: $model.modal, onDismiss: { print("dismissed") }) { tab in
            NavigationStack { Text(tab.rawValue) }.presentationBackground(.clear)
        }
        .sheet(isPresented: $isPresented) {
            Text("Sheet").presentationSizing(.form).presentationDetents([.medium, .large]).interactiveDismissDisabled()
        }
        .onChange(of: model.currentTab) { old, new in storedTab = new.rawValue }
        .onChange(of: model.currentTab, initial: true) { print("changed") }
        .task { await Task.yield() }
        .onAppear { if let tab = DemoTab(rawValue: storedTab) { model.currentTab = tab } }
    }
}

struct BarModifier: ViewModifier {
    func body(content: Content) -> some View {
        if #available(iOS 26.0, *) {
            content.tabBarMinimizeBehavior(.onScrollDown).tabViewBottomAccessory { Text("Mini") }
        } else {
            content
        }
    }
}

struct DemoBar: View {
    @Environment(DemoModel.self) private var model
    @Environment(\.dynamicTypeSize) private var typeSize
    @Environment(\.dismiss) private var dismiss
    @State private var frames: [DemoTab: CGRect] = [:]
    @Namespace private var indicator

    var body: some View {
        GeometryReader { proxy in
            ZStack(alignment: .bottom) {
                NotchShape(depth: 10)
                    .fill(.ultraThinMaterial)
                    .shadow(color: .black.opacity(0.2), radius: 4, y: 2)
                    .clipShape(UnevenRoundedRectangle(topLeadingRadius: 12, topTrailingRadius: 12))
                HStack(spacing: 0) {
                    ForEach(DemoTab.allCases) { tab in
                        Button {
                            withAnimation(.easeInOut(duration: 0.25)) { model.currentTab = tab }
                        } label: {
                            VStack(spacing: 2) {
                                Image(systemName: "house").symbolVariant(model.currentTab == tab ? .fill : .none)
                                Text(verbatim: tab.rawValue).font(.system(size: 10, weight: .medium)).lineLimit(1)
                            }
                            .frame(maxWidth: .infinity)
                            .contentShape(Rectangle())
                        }
                        .buttonStyle(.plain)
                        .accessibilityLabel(Text(tab.rawValue))
                        .accessibilityHint("Opens \(tab.rawValue)")
                        .accessibilityAddTraits(model.currentTab == tab ? [.isButton, .isSelected] : .isButton)
                        .accessibilityIdentifier("Demo.\(tab.rawValue)")
                        .accessibilityShowsLargeContentViewer()
                        .onGeometryChange(for: CGRect.self, of: { $0.frame(in: .global) }) { frames[tab] = $0 }
                        .matchedGeometryEffect(id: tab, in: indicator)
                    }
                }
                .padding(.horizontal, 16)
                Capsule().fill(Color.accentColor).frame(width: 20, height: 3).offset(x: frames[model.currentTab]?.midX ?? 0)
                Circle().strokeBorder(Color(red: 1, green: 0, blue: 0), lineWidth: 1)
                RoundedRectangle(cornerRadius: 8).stroke(Color("Brand", bundle: .main), style: StrokeStyle(lineWidth: 1, dash: [2]))
            }
            .frame(height: 49 + proxy.safeAreaInsets.bottom)
            .background(.bar, in: Rectangle())
            .overlay(alignment: .top) { Rectangle().frame(height: 0.5).foregroundStyle(.separatorStandIn) }
            .accessibilityElement(children: .contain)
            .accessibilityAddTraits(.isTabBar)
            .sensoryFeedback(.selection, trigger: model.currentTab)
            .dynamicTypeSize(...DynamicTypeSize.xxxLarge)
            .animation(.snappy, value: model.currentTab)
            .transition(.opacity)
            .environment(\.layoutDirection, .rightToLeft)
        }
        .safeAreaInset(edge: .bottom, spacing: 0) { Color.clear.frame(height: 0) }
        .ignoresSafeArea(.keyboard)
        .toolbar(.hidden, for: .tabBar)
        .zIndex(1).allowsHitTesting(true).opacity(1)
        .onTapGesture { dismiss() }
        .glassEffectIfAvailable()
    }
}

extension ShapeStyle where Self == Color {
    static var separatorStandIn: Color { Color(.sRGB, white: 0.5, opacity: 0.3) }
}

extension View {
    @ViewBuilder func glassEffectIfAvailable() -> some View {
        if #available(iOS 26.0, *) {
            self.glassEffect(.regular.interactive(), in: Capsule())
        } else {
            self.background(.regularMaterial)
        }
    }
}

struct ItemFrames: PreferenceKey {
    static let defaultValue: [DemoTab: CGRect] = [:]
    static func reduce(value: inout [DemoTab: CGRect], nextValue: () -> [DemoTab: CGRect]) {
        value.merge(nextValue()) { $1 }
    }
}

struct RaisedButton: View {
    @ScaledMetric(relativeTo: .caption) private var titleSize: CGFloat = 10
    @ScaledMetric private var diameter: CGFloat = 56
    @State private var frames: [DemoTab: CGRect] = [:]
    var action: () -> Void

    var body: some View {
        Button(action: action) {
            Label("Add", systemImage: "plus")
                .labelStyle(.iconOnly)
                .imageScale(.large)
                .font(.system(size: titleSize))
        }
        .frame(width: diameter, height: diameter)
        .background(Circle().fill(.tint))
        .background(Color.red)
        .overlay(Capsule().stroke(.white, lineWidth: 1))
        .scaleEffect(1.0)
        .anchorPreference(key: ItemFrames.self, value: .bounds) { _ in [DemoTab.add: .zero] }
        .onPreferenceChange(ItemFrames.self) { frames = $0 }
        .accessibilityValue(Text("1 of 3"))
        .accessibilityAction { action() }
        .accessibilityAction(named: Text("Add")) { action() }
    }
}
