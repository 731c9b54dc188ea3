import Foundation
import XCTest

/// Renders SVG to PNG with a real renderer — Debian's librsvg2-bin (`rsvg-convert`) — and
/// reads pixels with Debian's python3-pil, both installed by .ci/run. A missing tool skips
/// the test with the package to install (fails it under `TABC_REQUIRE_TOOLS=1`; see
/// `RequiredTool`).
struct PixelImage {
    /// Points are multiplied by this to get pixels.
    static let zoom = 2.0

    var width: Int
    var height: Int
    /// RGBA bytes, row by row.
    var bytes: [UInt8]

    struct Color: CustomStringConvertible, Equatable {
        var red: Int
        var green: Int
        var blue: Int

        var description: String { "rgb(\(red), \(green), \(blue))" }

        /// The largest channel difference.
        func distance(to other: Color) -> Int {
            max(abs(red - other.red), abs(green - other.green), abs(blue - other.blue))
        }

        /// WCAG relative luminance, 0 (black) to 1 (white).
        var luminance: Double {
            func linear(_ channel: Int) -> Double {
                let c = Double(channel) / 255
                return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
            }
            return 0.2126 * linear(red) + 0.7152 * linear(green) + 0.0722 * linear(blue)
        }
    }

    /// The pixel under a point given in SVG user units (points).
    func color(atX x: Double, y: Double) -> Color? {
        let column = Int((x * Self.zoom).rounded(.down))
        let row = Int((y * Self.zoom).rounded(.down))
        guard column >= 0, row >= 0, column < width, row < height else { return nil }
        let index = (row * width + column) * 4
        return Color(red: Int(bytes[index]), green: Int(bytes[index + 1]), blue: Int(bytes[index + 2]))
    }
}

enum PixelProbe {
    /// Skips (or, under `TABC_REQUIRE_TOOLS=1`, fails) the test unless both tools are there.
    static func requireTools() throws {
        try RequiredTool.check("rsvg-convert", package: "librsvg2-bin")
        try RequiredTool.checkPythonModule("PIL", package: "python3-pil")
    }

    /// Renders `svg` and reads back every pixel; skips the test when a tool is missing (see
    /// `requireTools()`), nil with a test failure when one fails.
    /// `environment` is added to the renderer's (a `FONTCONFIG_FILE`, say).
    static func render(_ svg: String, name: String, environment: [String: String] = [:],
                       file: StaticString = #filePath, line: UInt = #line) throws -> PixelImage? {
        try requireTools()
        guard let rsvg = RequiredTool.path(of: "rsvg-convert"), let python = RequiredTool.python(with: "PIL") else {
            return nil
        }
        let folder = try TemporaryFolder()
        let svgURL = try folder.write("\(name).svg", svg)
        let pngURL = folder.url.appendingPathComponent("\(name).png")
        let rawURL = folder.url.appendingPathComponent("\(name).rgba")

        let (renderStatus, renderError) = try run(rsvg, ["--zoom", String(PixelImage.zoom), "--format", "png",
                                                          "--output", pngURL.path, svgURL.path], environment: environment)
        guard renderStatus == 0 else {
            XCTFail("rsvg-convert failed on \(name).svg: \(renderError)", file: file, line: line)
            return nil
        }
        let script = """
        import sys
        from PIL import Image
        image = Image.open(sys.argv[1]).convert("RGBA")
        open(sys.argv[2], "wb").write(image.tobytes())
        print(image.width, image.height)
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [python, "-c", script, pngURL.path, rawURL.path]
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let size = text.split(whereSeparator: \.isWhitespace).compactMap { Int($0) }
        guard process.terminationStatus == 0, size.count == 2, let data = FileManager.default.contents(atPath: rawURL.path),
              data.count == size[0] * size[1] * 4 else {
            XCTFail("PIL could not read \(name).png: \(errorText)", file: file, line: line)
            return nil
        }
        return PixelImage(width: size[0], height: size[1], bytes: Array(data))
    }

    private static func run(_ executable: String, _ arguments: [String], environment: [String: String] = [:]) throws -> (Int32, String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        }
        let error = Pipe()
        process.standardError = error
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let errorText = String(decoding: error.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, errorText)
    }
}
