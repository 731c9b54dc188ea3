import Foundation
import TabDSL

/// `tabc init [--framework uikit|swiftui] [--kind custom|system] [NAME]`: writes a commented
/// starter layout that checks without a diagnostic, never replacing a file.
enum InitCommand {
    /// The flags, from the command table.
    static let spec = CommandTable.spec("init")

    /// Parses the flags and writes the starter; 3 when the file exists or can't be written.
    static func run(_ arguments: [String]) throws(UsageError) -> ExitStatus {
        let parsed = try ParsedArguments(arguments, spec: spec, command: "init")
        guard parsed.positionals.count <= 1 else {
            throw UsageError(message: "'init' takes one name; \(parsed.positionals.count) were given", command: "init")
        }
        let name = parsed.positionals.first ?? "TabBar"
        guard !name.isEmpty, name != "-", !name.hasSuffix("/") else {
            throw UsageError(message: "'\(name)' is not a file name; give a name such as 'TabBar'", command: "init")
        }
        let path = name.hasSuffix(".tabs") ? name : name + ".tabs"
        let text = starter(layoutName: layoutName(for: path), framework: parsed.options["framework"] ?? "uikit",
                           kind: parsed.options["kind"] ?? "custom", fileName: (path as NSString).lastPathComponent)
        do {
            try createExclusively(Array(text.utf8), at: path)
        } catch {
            Output.err("tabc: error: \(error.path): \(error.reason)\n")
            return .ioError
        }
        Summary.say("wrote \(path); check it with 'tabc check \(path)'", parsed)
        return .success
    }

    /// The layout's name: the file's base name when it is an identifier (capitalised, as
    /// type names are), else `TabBar`.
    static func layoutName(for path: String) -> String {
        let base = String((path as NSString).lastPathComponent.dropLast(".tabs".count))
        guard let first = base.unicodeScalars.first, ("a"..."z").contains(first) || ("A"..."Z").contains(first),
              base.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "_" })
        else { return "TabBar" }
        return base.prefix(1).uppercased() + base.dropFirst()
    }

    /// Writes `bytes` to a new file at `path`, atomically: a temporary file in the same
    /// folder, linked to its name only if that name is free (so an existing file is never
    /// replaced, even one created meanwhile), then removed.
    static func createExclusively(_ bytes: [UInt8], at path: String) throws(FileError) {
        if FileSystem.status(path) != nil || (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil {
            throw FileError(path: path, reason: "already exists; 'tabc init' never replaces a file")
        }
        let folder = ImportPaths.directory(of: path)
        var template = Array("\(folder)/.tabc-init-XXXXXX".utf8CString)
        let descriptor = TemporaryFiles.create(&template)
        guard descriptor >= 0 else {
            throw FileError(path: path, reason: "cannot create a file in '\(folder)': \(FileSystem.errnoReason())")
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure = FileSystem.writeAll(bytes, to: descriptor).map { FileSystem.errnoReason($0) }
        if failure == nil && fsync(descriptor) != 0 { failure = FileSystem.errnoReason() }
        fchmod(descriptor, 0o666 & ~FileSystem.creationMask)
        close(descriptor)
        if failure == nil && link(temporary, path) != 0 {
            failure = errno == EEXIST ? "already exists; 'tabc init' never replaces a file" : FileSystem.errnoReason()
        }
        unlink(temporary)
        TemporaryFiles.forget(template)
        if let failure { throw FileError(path: path, reason: failure) }
    }

    /// The starter layout: three tabs of the chosen framework and kind, each line explained.
    static func starter(layoutName: String, framework: String, kind: String, fileName: String) -> String {
        let swiftUI = framework == "swiftui"
        func screen(_ name: String) -> String { swiftUI ? "\(name)View()" : "\(name)ViewController" }
        let kindComment = switch (kind, swiftUI) {
        case ("system", false): "system: a UITabBarController subclass, the bar UIKit draws."
        case ("system", true): "system: SwiftUI's own TabView."
        case (_, false): "custom: a bar drawn by the generated code, in a container view controller."
        case (_, true): "custom: a bar drawn by the generated SwiftUI view, below each tab's screen."
        }
        var text = """
        // \(fileName): a starter tab bar written by `tabc init`.
        // Check it with `tabc check \(fileName)`, generate Swift with `tabc build \(fileName)`,
        // and see it with `tabc preview \(fileName)`. `tabc explain PROPERTY` (`tabc explain
        // selectedTint`) tells what a property takes and its default.
        layout \(layoutName) {

        """
        if swiftUI {
            text += """
                // The generated code is a SwiftUI view and an observable model.
                framework: swiftui

            """
        }
        text += """
            // \(kindComment)
            kind: \(kind)
            // The tab selected at launch.
            initial: home

            /// The first screen people see.
            item home {
                title: "Home"
                // SF Symbols by name; image("Name") takes an image from the asset catalog.
                icon: symbol("house")
                selectedIcon: symbol("house.fill")
                // What the tab shows: \(swiftUI ? "a SwiftUI view" : "a view controller"), created when first selected.
                screen: \(screen("Home"))
            }

            item search {
                title: "Search"
                icon: symbol("magnifyingglass")
                screen: \(screen("Search"))
            }

            item settings {
                title: "Settings"
                icon: symbol("gearshape")
                selectedIcon: symbol("gearshape.fill")
                screen: \(screen("Settings"))
            }

            style {

        """
        // The system bar (UIKit's, or SwiftUI's TabView) draws itself: a short style; a drawn bar
        // shows every style setting.
        if kind == "system" {
            text += """
                    // Colors: a system color name, #RRGGBB, asset("Name") or dynamic(light: …, dark: …).
                    selectedTint: systemBlue
                }
            }

            """
        } else {
            text += """
                    // Points above the bottom safe area.
                    height: 56
                    // Colors: a system color name, #RRGGBB, asset("Name") or dynamic(light: …, dark: …).
                    background: systemBackground
                    tint: systemGray
                    selectedTint: systemBlue
                    shadow: shadow(color: #000000, opacity: 0.1, radius: 8, y: -2)
                }
            }

            """
        }
        return text
    }
}
