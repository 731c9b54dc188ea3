import Foundation
import TabDSL

/// `tabc preview --watch` and `--serve`: the layout drawn again each time it, or a file it
/// imports, changes. Both poll the files' sizes and modification times (a few stat calls every
/// 200 ms, no busy loop) and run until SIGINT, whose handler exits with 130.
enum PreviewLive {
    /// What to draw: the command's options that pick layouts and the selected tab.
    struct Options {
        var path: String
        var layout: String?
        var selected: String?
    }

    /// One drawing of the file: its pictures, or why there are none.
    struct Snapshot {
        /// The files read (the layout and its imports), to watch.
        var watched: [String]
        /// The SVG of each design (light and dark side by side), or nil with `problems`.
        var pictures: [(design: PreviewDesign, svg: String)] = []
        /// The diagnostics (or the read error) when nothing could be drawn.
        var problems: String?
        /// How many layouts were drawn.
        var layoutCount = 0
    }

    /// Reads and draws the file in each design of `designs`, never throwing: every problem
    /// becomes the snapshot's `problems` text.
    static func snapshot(_ options: Options, appearance: PreviewAppearance, designs: [PreviewDesign]) -> Snapshot {
        var snapshot = Snapshot(watched: [options.path])
        let inputs: Inputs
        do {
            inputs = try Inputs.read([options.path], stdinName: nil, allowStandardInput: false, command: "preview")
        } catch {
            snapshot.problems = "tabc: error: \(error.message)\n"
            return snapshot
        }
        if let error = inputs.errors.first {
            snapshot.problems = "tabc: error: cannot read \(error.message)\n"
            return snapshot
        }
        let compilation = inputs.compile()
        for file in compilation.files where !snapshot.watched.contains(file.source.path) {
            snapshot.watched.append(file.source.path)
        }
        let diagnostics = compilation.diagnostics
        guard let file = compilation.files.first(where: \.isInput), let resolved = file.resolved else {
            snapshot.problems = DiagnosticOutput.render(diagnostics, format: "human", files: compilation.files.map(\.source), color: false)
            return snapshot
        }
        var layouts = resolved.layouts
        if let name = options.layout { layouts = layouts.filter { $0.name == name } }
        guard !layouts.isEmpty else {
            snapshot.problems = options.layout.map { "tabc: error: \(file.source.path) has no layout '\($0)'\n" }
                ?? "tabc: error: \(file.source.path) has no layout to draw (only named styles)\n"
            return snapshot
        }
        if let selected = options.selected {
            for layout in layouts {
                if let problem = SVGPreview.selectionProblem(selected, in: layout) {
                    snapshot.problems = "tabc: error: cannot draw '\(selected)' selected: \(problem)\n"
                    return snapshot
                }
            }
        }
        snapshot.layoutCount = layouts.count
        snapshot.pictures = designs.map { ($0, SVGPreview.render(layouts, appearance: appearance, selected: options.selected, design: $0)) }
        if !diagnostics.isEmpty {
            // Warnings don't stop the drawing; they are still worth seeing.
            snapshot.problems = DiagnosticOutput.render(diagnostics, format: "human", files: compilation.files.map(\.source), color: false)
        }
        return snapshot
    }

    /// What the watched files look like on disk: a change in any of these means "draw again".
    static func fingerprint(_ paths: [String]) -> [String] {
        paths.map { path in
            guard let status = FileSystem.status(path) else { return "\(path) -" }
            #if os(Linux)
            let modified = "\(status.st_mtim.tv_sec).\(status.st_mtim.tv_nsec)"
            #else
            let modified = "\(status.st_mtimespec.tv_sec).\(status.st_mtimespec.tv_nsec)"
            #endif
            return "\(path) \(status.st_ino) \(status.st_size) \(modified)"
        }
    }

    /// The interval between two looks at the files, in milliseconds.
    static let pollInterval: Int32 = 200

    /// `--watch`: writes the SVG, then again after every change, until interrupted.
    static func watch(_ options: Options, appearance: PreviewAppearance, design: PreviewDesign, destination: String,
                      parsed: ParsedArguments) -> Never {
        var lastFingerprint: [String] = []
        var watched: [String] = [options.path]
        while true {
            let now = fingerprint(watched)
            if now != lastFingerprint {
                let snapshot = self.snapshot(options, appearance: appearance, designs: [design])
                watched = snapshot.watched
                // Read the files' state as drawn, so a save during the drawing is seen next time.
                lastFingerprint = fingerprint(watched)
                if let problems = snapshot.problems { Output.err(problems) }
                if let svg = snapshot.pictures.first?.svg {
                    do {
                        try FileSystem.writeOutput(Array(svg.utf8), to: destination)
                        Summary.say("wrote \(destination) (\(Summary.count(snapshot.layoutCount, "layout")))", parsed)
                    } catch {
                        Output.err("tabc: error: cannot write \(error.message)\n")
                    }
                } else {
                    Summary.say("not drawn: \(options.path) has errors; waiting for a change", parsed)
                }
                Output.flush()
            }
            usleep(UInt32(pollInterval) * 1000)
        }
    }
}
