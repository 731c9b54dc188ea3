// View modifiers: layout, appearance, life cycle and changes, sensory feedback, accessibility,
// animation and the environment. Each returns its view wrapped in `ModifiedContent`; `onAppear`
// and `onChange` record their actions in `StubRecorder` (a test calls them), and
// `environment(_:)` with an object places it in `StubEnvironment`.
//
// Sources (documentation/SwiftUI/view/…, `nonisolated func … -> some View` unless noted):
//  - frame(width:height:alignment:).md, frame(minwidth:idealwidth:maxwidth:minheight:
//    idealheight:maxheight:alignment:).md, padding(_:).md (EdgeInsets and CGFloat),
//    padding(_:_:).md, offset(_:).md, offset(x:y:).md, position(_:).md, position(x:y:).md,
//    background(alignment:content:).md, background(_:alignment:).md and overlay(_:alignment:).md
//    (iOS 13, deprecated for a future release: no warning), background(_:ignoressafeareaedges:).md,
//    background(ignoressafeareaedges:).md, background(_:in:fillstyle:).md,
//    overlay(alignment:content:).md, overlay(_:ignoressafeareaedges:).md,
//    overlay(_:in:fillstyle:).md, clipshape(_:style:).md, clipped(antialiased:).md,
//    cornerradius… (deprecated, left out), shadow(color:radius:x:y:).md, opacity(_:).md,
//    zindex(_:).md, allowshittesting(_:).md, contentshape(_:eofill:).md,
//    contentshape(_:_:eofill:).md, safeareainset(edge:alignment:spacing:content:).md (both
//    edges, iOS 15), ignoressafearea(_:edges:).md (iOS 14), hidden().md, disabled(_:).md,
//    id(_:).md, fixedsize().md, layoutpriority(_:).md, aspectratio(_:contentmode:).md.
//  - font(_:).md, fontweight(_:).md, foregroundstyle(_:).md (iOS 15), foregroundcolor(_:).md
//    (deprecated), tint(_:).md (Color? iOS 15, ShapeStyle? iOS 16), imagescale(_:).md,
//    symbolvariant(_:).md (iOS 15), linelimit(_:).md, multilinetextalignment(_:).md,
//    minimumscalefactor(_:).md, dynamictypesize(_:).md (a size, or a range, iOS 15),
//    buttonstyle(_:).md, labelstyle… (left out).
//  - onappear(perform:).md, ondisappear(perform:).md, task-priority.md (iOS 15),
//    task(id:priority:_:).md (iOS 15), onchange-ofinitial.md (both iOS 17 forms: `() -> Void`
//    and `(_ oldValue: V, _ newValue: V) -> Void`), onchange(of:perform:).md (iOS 14,
//    deprecated in iOS 17: the generated code's minimum, so the stub marks it deprecated on
//    every platform), ontapgesture(count:perform:).md, ongeometrychange(for:of:action:).md
//    (iOS 16), sensoryfeedback(_:trigger:).md, sensoryfeedback(_:trigger:condition:).md,
//    sensoryfeedback-trigger.md (both closure forms, iOS 17).
//  - accessibilitylabel(_:).md (Text, LocalizedStringKey, StringProtocol; `->
//    ModifiedContent<Self, AccessibilityAttachmentModifier>`, iOS 14; LocalizedStringResource,
//    iOS 16), accessibilityhint(_:).md (the same), accessibilitylabel(_:isenabled:).md and
//    accessibilityhint(_:isenabled:).md (iOS 18, no default for `isEnabled`),
//    accessibilityidentifier(_:isenabled:).md (iOS 18), accessibilityidentifier(_:).md, accessibilityaddtraits(_:).md,
//    accessibilityremovetraits(_:).md, accessibilityhidden(_:).md (each `ModifiedContent`),
//    accessibilityelement(children:).md, accessibilityshowslargecontentviewer().md and
//    accessibilityshowslargecontentviewer(_:).md (iOS 15), accessibilityrepresentation(
//    representation:).md (iOS 15), accessibilitysortpriority(_:).md.
//  - animation(_:value:).md, transition(_:).md (AnyTransition), matchedgeometryeffect(id:in:
//    properties:anchor:issource:).md (iOS 14), glasseffect-in.md (iOS 26), environment.md
//    (`environment(_:_:)`), environment(_:).md (an Observable object, iOS 17).

extension View {
    // MARK: - Layout

    /// Positions this view within an invisible frame with the specified size.
    nonisolated public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View { stubModified() }

    /// Positions this view within an invisible frame having the specified size constraints.
    nonisolated public func frame(minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center) -> some View { stubModified() }

    /// Adds different padding amounts to each edge of this view.
    nonisolated public func padding(_ insets: EdgeInsets) -> some View { stubModified() }

    /// Adds an equal padding amount to specific edges of this view.
    nonisolated public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View { stubModified() }

    /// Adds a specific padding amount to each edge of this view.
    nonisolated public func padding(_ length: CGFloat) -> some View { stubModified() }

    /// Offset this view by the horizontal and vertical amount specified in the offset parameter.
    nonisolated public func offset(_ offset: CGSize) -> some View { stubModified() }

    /// Offset this view by the specified horizontal and vertical distances.
    nonisolated public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View { stubModified() }

    /// Positions the center of this view at the specified point in its parent's coordinate
    /// space.
    nonisolated public func position(_ position: CGPoint) -> some View { stubModified() }

    /// Positions the center of this view at the specified coordinates in its parent's
    /// coordinate space. Stub: the point is recorded in `StubRecorder.positions`, so a test can
    /// see where a drawn bar put its parts.
    nonisolated public func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        StubRecorder.shared.recordPosition(CGPoint(x: x, y: y))
        return stubModified()
    }

    /// Layers the views that you specify behind this view.
    @available(iOS 15.0, *)
    nonisolated public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { stubModified() }

    /// Layers the given view behind this view. (A color is both a view and a shape style; as with
    /// the SDK, `background(Color.red)` type-checks, here by preferring the style form.)
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "background(alignment:content:)")
    @_disfavoredOverload
    nonisolated public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View where Background: View { stubModified() }

    /// Sets the view's background to a style.
    @available(iOS 15.0, *)
    nonisolated public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { stubModified() }

    /// Sets the view's background to the default background style.
    @available(iOS 15.0, *)
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View { stubModified() }

    /// Sets the view's background to an insettable shape filled with a style.
    @available(iOS 15.0, *)
    nonisolated public func background<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { stubModified() }

    /// Layers the views that you specify in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View where V: View { stubModified() }

    /// Layers a secondary view in front of this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "overlay(alignment:content:)")
    @_disfavoredOverload
    nonisolated public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View where Overlay: View { stubModified() }

    /// Layers the specified style in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View where S: ShapeStyle { stubModified() }

    /// Layers a shape that you specify in front of this view.
    @available(iOS 15.0, *)
    nonisolated public func overlay<S, T>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View where S: ShapeStyle, T: Shape { stubModified() }

    /// Sets a clipping shape for this view.
    nonisolated public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View where S: Shape { stubModified() }

    /// Clips this view to its bounding rectangular frame.
    nonisolated public func clipped(antialiased: Bool = false) -> some View { stubModified() }

    /// Adds a shadow to this view.
    nonisolated public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View { stubModified() }

    /// Sets the transparency of this view.
    nonisolated public func opacity(_ opacity: Double) -> some View { stubModified() }

    /// Controls the display order of overlapping views.
    nonisolated public func zIndex(_ value: Double) -> some View { stubModified() }

    /// Configures whether this view participates in hit test operations.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View { stubModified() }

    /// Defines the content shape for hit testing.
    nonisolated public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape { stubModified() }

    /// Sets the content shape for this view.
    @available(iOS 15.0, *)
    nonisolated public func contentShape<S>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View where S: Shape { stubModified() }

    /// Shows the specified content beside the modified view.
    @available(iOS 15.0, *)
    /// Stub: the inset's content is kept (`StubInsetModifier`), so a test finds the views in it.
    nonisolated public func safeAreaInset<V>(edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View {
        ModifiedContent(content: self, modifier: StubInsetModifier(stubInset: content()))
    }

    /// Shows the specified content beside the modified view.
    @available(iOS 15.0, *)
    nonisolated public func safeAreaInset<V>(edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil, @ViewBuilder content: () -> V) -> some View where V: View { stubModified() }

    /// Expands the safe area of a view.
    @available(iOS 14.0, *)
    nonisolated public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { stubModified() }

    /// Hides this view unconditionally.
    nonisolated public func hidden() -> some View { stubModified() }

    /// Adds a condition that controls whether users can interact with this view.
    nonisolated public func disabled(_ disabled: Bool) -> some View { stubModified() }

    /// Binds a view's identity to the given proxy value.
    nonisolated public func id<ID>(_ id: ID) -> some View where ID: Hashable { stubModified() }

    /// Fixes this view at its ideal size.
    nonisolated public func fixedSize() -> some View { stubModified() }

    /// Fixes this view at its ideal size in the specified dimensions.
    nonisolated public func fixedSize(horizontal: Bool, vertical: Bool) -> some View { stubModified() }

    /// Sets the priority by which a parent layout should apportion space to this child.
    nonisolated public func layoutPriority(_ value: Double) -> some View { stubModified() }

    // MARK: - Appearance

    /// Sets the default font for text in this view.
    nonisolated public func font(_ font: Font?) -> some View { stubModified() }

    /// Sets the font weight of the text in this view.
    @available(iOS 16.0, *)
    nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { stubModified() }

    /// Sets a view's foreground elements to use a given style.
    @available(iOS 15.0, *)
    nonisolated public func foregroundStyle<S>(_ style: S) -> some View where S: ShapeStyle { stubModified() }

    /// Sets the color of the foreground elements displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    nonisolated public func foregroundColor(_ color: Color?) -> some View { stubModified() }

    /// Sets the tint color within this view.
    @available(iOS 15.0, *)
    nonisolated public func tint(_ tint: Color?) -> some View { stubModified() }

    /// Sets the tint within this view.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    nonisolated public func tint<S>(_ tint: S?) -> some View where S: ShapeStyle { stubModified() }

    /// Makes symbols within the view show a particular variant.
    @available(iOS 15.0, *)
    nonisolated public func symbolVariant(_ variant: SymbolVariants) -> some View { stubModified() }

    /// Sets the maximum number of lines that text can occupy in this view.
    nonisolated public func lineLimit(_ number: Int?) -> some View { stubModified() }

    /// Sets the minimum amount that text in this view scales down to fit in the available
    /// space.
    nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { stubModified() }

    /// Sets the Dynamic Type size within the view to the given value.
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize(_ size: DynamicTypeSize) -> some View { stubModified() }

    /// Limits the Dynamic Type size within the view to the given range.
    @available(iOS 15.0, *)
    nonisolated public func dynamicTypeSize<T>(_ range: T) -> some View where T: RangeExpression, T.Bound == DynamicTypeSize { stubModified() }

    /// Sets the style for buttons within this view.
    nonisolated public func buttonStyle<S>(_ style: S) -> some View where S: PrimitiveButtonStyle { stubModified() }

    // MARK: - Life cycle and changes

    /// Adds an action to perform before this view appears. Stub: the action is recorded in
    /// `StubRecorder.appearActions`; a test calls it when the view appears.
    nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View {
        if let action { StubRecorder.shared.recordAppear(action) }
        return stubModified()
    }

    /// Adds an action to perform after this view disappears.
    nonisolated public func onDisappear(perform action: (() -> Void)? = nil) -> some View { stubModified() }

    /// Adds an asynchronous task to perform before this view appears.
    @available(iOS 15.0, *)
    nonisolated public func task(priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View { stubModified() }

    /// Adds a task to perform before this view appears or when a specified value changes.
    @available(iOS 15.0, *)
    nonisolated public func task<T>(id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping () async -> Void) -> some View where T: Equatable { stubModified() }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS 17.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> some View where V: Equatable {
        StubRecorder.shared.recordChange { action(value, value) }
        return stubModified()
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS 17.0, *)
    nonisolated public func onChange<V>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View where V: Equatable {
        StubRecorder.shared.recordChange(action)
        return stubModified()
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    @available(iOS, introduced: 14.0, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead.")
    @available(*, deprecated, message: "deprecated in iOS 17.0 (the generated code's minimum): use `onChange` with a two or zero parameter action closure instead")
    nonisolated public func onChange<V>(of value: V, perform action: @escaping (_ newValue: V) -> Void) -> some View where V: Equatable { stubModified() }

    /// Adds an action to perform when this view recognizes a tap gesture.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { stubModified() }

    /// Adds an action to be performed when a value, created from a geometry proxy, changes.
    @available(iOS 16.0, *)
    nonisolated public func onGeometryChange<T>(for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void) -> some View where T: Equatable { stubModified() }

    /// Plays the specified feedback when the provided trigger value changes.
    // Platforms: Apple's documentation, SwiftUI/View/sensoryFeedback(_:trigger:) (visionOS from 26).
    @available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, visionOS 26.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T) -> some View where T: Equatable { stubModified() }

    /// Plays the specified feedback when the provided trigger value changes and the condition
    /// closure returns true.
    @available(iOS 17.0, *)
    nonisolated public func sensoryFeedback<T>(_ feedback: SensoryFeedback, trigger: T, condition: @escaping (_ oldValue: T, _ newValue: T) -> Bool) -> some View where T: Equatable { stubModified() }

    /// Plays feedback when returned from the feedback closure after the provided trigger value
    /// changes.
    @available(iOS 17.0, *)
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping (_ oldValue: T, _ newValue: T) -> SensoryFeedback?) -> some View where T: Equatable { stubModified() }

    /// Plays feedback when returned from the feedback closure after the provided trigger value
    /// changes.
    @available(iOS 17.0, *)
    nonisolated public func sensoryFeedback<T>(trigger: T, _ feedback: @escaping () -> SensoryFeedback?) -> some View where T: Equatable { stubModified() }

    // MARK: - Accessibility

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ label: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel(_ label: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents, if enabled.
    @available(iOS 18.0, *)
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents, if enabled.
    @available(iOS 18.0, *)
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents, if enabled.
    @available(iOS 18.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel(_ label: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a label to the view that describes its contents, if enabled.
    @available(iOS 18.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S>(_ label: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hint: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action.
    @available(iOS 16.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint(_ hint: LocalizedStringResource) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action, if enabled.
    @available(iOS 18.0, *)
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action, if enabled.
    @available(iOS 18.0, *)
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action, if enabled.
    @available(iOS 18.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint(_ hint: LocalizedStringResource, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Communicates to the user what happens after performing the view's action, if enabled.
    @available(iOS 18.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S>(_ hint: S, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Uses the string you specify to identify the view, if enabled.
    @available(iOS 18.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Uses the string you specify to identify the view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityIdentifier(_ identifier: String) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds the given traits to the view.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Removes the given traits from this view.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Specifies whether to hide this view from system accessibility features.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Creates a new accessibility element, or modifies the accessibility element of the
    /// existing accessibility element.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { stubModified() }

    /// Adds a default large content view to be shown by the large content viewer.
    @available(iOS 15.0, *)
    nonisolated public func accessibilityShowsLargeContentViewer() -> some View { stubModified() }

    /// Adds a custom large content view to be shown by the large content viewer.
    @available(iOS 15.0, *)
    nonisolated public func accessibilityShowsLargeContentViewer<V>(@ViewBuilder _ largeContentView: () -> V) -> some View where V: View { stubModified() }

    /// Replaces one or more accessibility elements for this view with new accessibility
    /// elements.
    @available(iOS 15.0, *)
    nonisolated public func accessibilityRepresentation<V>(@ViewBuilder representation: () -> V) -> some View where V: View { stubModified() }

    /// Sets the sort priority order for this view's accessibility element, relative to other
    /// elements at the same level.
    @available(iOS 14.0, *)
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds a textual description of the value that the view contains.
    @available(iOS 14.0, *)
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S>(_ value: S) -> ModifiedContent<Self, AccessibilityAttachmentModifier> where S: StringProtocol { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds an accessibility action to the view.
    @available(iOS 13.0, *)
    nonisolated public func accessibilityAction(_ actionKind: AccessibilityActionKind = .default, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    /// Adds an accessibility action to the view.
    @available(iOS 14.0, *)
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping () -> Void) -> ModifiedContent<Self, AccessibilityAttachmentModifier> { ModifiedContent(content: self, modifier: AccessibilityAttachmentModifier()) }

    // MARK: - Preferences

    /// Sets a value for the given preference.
    nonisolated public func preference<K>(key: K.Type = K.self, value: K.Value) -> some View where K: PreferenceKey { stubModified() }

    /// Sets a value for the specified preference key, the value is a function of a geometry
    /// value tied to the current coordinate space, allowing readers of the value to convert the
    /// geometry to their local coordinates.
    nonisolated public func anchorPreference<A, K>(key _: K.Type = K.self, value: Anchor<A>.Source, transform: @escaping (Anchor<A>) -> K.Value) -> some View where K: PreferenceKey { stubModified() }

    /// Adds an action to perform when the specified preference key's value changes.
    nonisolated public func onPreferenceChange<K>(_ key: K.Type = K.self, perform action: @escaping (K.Value) -> Void) -> some View where K: PreferenceKey, K.Value: Equatable { stubModified() }

    // MARK: - Effects

    /// Scales this view's rendered output by the given amount in both the horizontal and
    /// vertical directions, relative to an anchor point.
    nonisolated public func scaleEffect(_ s: CGFloat, anchor: UnitPoint = .center) -> some View { stubModified() }

    /// Scales this view's rendered output by the given horizontal and vertical amounts,
    /// relative to an anchor point.
    nonisolated public func scaleEffect(x: CGFloat = 1.0, y: CGFloat = 1.0, anchor: UnitPoint = .center) -> some View { stubModified() }

    /// Scales images within the view according to one of the relative sizes available
    /// including small, medium, and large images sizes.
    nonisolated public func imageScale(_ scale: Image.Scale) -> some View { stubModified() }

    /// Sets the style for labels within this view.
    @available(iOS 14.0, *)
    nonisolated public func labelStyle<S>(_ style: S) -> some View where S: LabelStyle { stubModified() }

    // MARK: - Animation

    /// Applies the given animation to this view when the specified value changes.
    nonisolated public func animation<V>(_ animation: Animation?, value: V) -> some View where V: Equatable { stubModified() }

    /// Associates a transition with the view.
    nonisolated public func transition(_ t: AnyTransition) -> some View { stubModified() }

    /// Defines a group of views with synchronized geometry using an identifier and namespace
    /// that you provide.
    @available(iOS 14.0, *)
    nonisolated public func matchedGeometryEffect<ID>(id: ID, in namespace: Namespace.ID, properties: MatchedGeometryProperties = .frame, anchor: UnitPoint = .center, isSource: Bool = true) -> some View where ID: Hashable { stubModified() }

    /// Applies the Liquid Glass effect to a view.
    // Platforms: Apple's documentation, SwiftUI/View/glassEffect(_:in:) (no visionOS).
    @available(iOS 26.0, macOS 26.0, tvOS 26.0, watchOS 26.0, *)
    @available(visionOS, unavailable)
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape()) -> some View { stubModified() }

    // MARK: - Environment

    /// Sets the environment value of the specified key path to the given value.
    nonisolated public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V) -> some View { stubModified() }

    /// Places an observable object in the view's environment (the stub's one environment).
    @available(iOS 17.0, *)
    nonisolated public func environment<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        StubEnvironment.shared.setObject(object, as: T.self)
        return stubModified()
    }
}
