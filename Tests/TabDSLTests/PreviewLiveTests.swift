import Foundation
import XCTest

/// `tabc preview --watch` and `--serve`: the drawing follows the file, in a file or on a page
/// that headless Chromium loads; the server answers only its own host, within bounds.
final class PreviewLiveTests: XCTestCase {
    static let layout = """
    layout Live {
        item home {
            title: "Home"
            icon: symbol("house")
            screen: HomeScreen
        }

        item more {
            title: "More"
            icon: symbol("ellipsis")
            screen: MoreScreen
        }
    }

    """

    /// A `tabc` running in the background, its standard error in a file.
    final class Background {
        let process = Process()
        let errorURL: URL

        init(_ arguments: [String], in folder: TemporaryFolder) throws {
            errorURL = folder.url.appendingPathComponent("stderr.txt")
            _ = FileManager.default.createFile(atPath: errorURL.path, contents: nil)
            process.executableURL = Paths.tabc
            process.arguments = arguments
            process.currentDirectoryURL = folder.url
            var environment = ProcessInfo.processInfo.environment
            environment["NO_COLOR"] = "1"
            process.environment = environment
            process.standardError = try FileHandle(forWritingTo: errorURL)
            process.standardOutput = FileHandle.nullDevice
            process.standardInput = FileHandle.nullDevice
            try process.run()
        }

        var standardError: String {
            (try? String(contentsOf: errorURL, encoding: .utf8)) ?? ""
        }

        /// Interrupts it as Ctrl-C does and returns its exit status.
        func interrupt() -> Int32 {
            kill(process.processIdentifier, SIGINT)
            process.waitUntilExit()
            return process.terminationStatus
        }

        deinit {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
        }
    }

    /// Waits up to `seconds` for `condition`.
    @discardableResult
    static func eventually(_ seconds: Double = 20, _ condition: () -> Bool) -> Bool {
        let end = Date().addingTimeInterval(seconds)
        while Date() < end {
            if condition() { return true }
            usleep(50_000)
        }
        return condition()
    }

    // MARK: --watch

    func testWatchRewritesTheSVGOnEveryChangeOfTheLayoutOrAnImport() throws {
        let folder = try TemporaryFolder()
        try folder.write("colors.tabs", "style Brand {\n    tint: systemGray\n}\n")
        try folder.write("bar.tabs", "import \"colors.tabs\"\n" + Self.layout.replacingOccurrences(of: "layout Live {", with: "layout Live {\n    style {\n        base: Brand\n    }"))
        let watch = try Background(["preview", "--watch", "bar.tabs", "-o", "out.svg"], in: folder)
        XCTAssertTrue(Self.eventually { folder.read("out.svg")?.contains(">Home<") ?? false }, watch.standardError)
        // A save of the layout.
        try folder.write("bar.tabs", try XCTUnwrap(folder.read("bar.tabs")).replacingOccurrences(of: "\"Home\"", with: "\"Start\""))
        XCTAssertTrue(Self.eventually { folder.read("out.svg")?.contains(">Start<") ?? false }, watch.standardError)
        // A save of the file it imports: gray (#8E8E93 in light) becomes red.
        let before = try XCTUnwrap(folder.read("out.svg"))
        try folder.write("colors.tabs", "style Brand {\n    tint: systemRed\n}\n")
        XCTAssertTrue(Self.eventually { (folder.read("out.svg") ?? before) != before }, watch.standardError)
        // An error: said on standard error, the picture left as it was.
        let drawn = try XCTUnwrap(folder.read("out.svg"))
        try folder.write("bar.tabs", "layout Live {\n    item home {\n")
        XCTAssertTrue(Self.eventually { watch.standardError.contains("error[TAB") }, watch.standardError)
        XCTAssertEqual(folder.read("out.svg"), drawn)
        XCTAssertTrue(watch.standardError.contains("wrote out.svg (1 layout)"), watch.standardError)
        XCTAssertEqual(watch.interrupt(), 130, "an interrupted command exits with 128 + SIGINT")
    }

    func testWatchAndServeUsageErrors() throws {
        let folder = try TemporaryFolder()
        try folder.write("bar.tabs", Self.layout)
        let cases: [[String]] = [
            ["--watch", "--serve", "bar.tabs"], ["--watch", "-"], ["--watch", "-o", "-", "bar.tabs"], ["--port", "80", "bar.tabs"],
            ["--serve", "--port", "http", "bar.tabs"], ["--serve", "--port", "70000", "bar.tabs"], ["--serve", "--design", "glass", "bar.tabs"],
            ["--watch", "-o", "bar.tabs", "bar.tabs"], ["--watch", "."],
        ]
        for arguments in cases {
            let run = try Tabc.run(["preview"] + arguments, in: folder.url)
            XCTAssertEqual(run.status, 2, "\(arguments): \(run.standardError)")
        }
    }

    // MARK: --serve

    /// Starts `--serve` on a free port; returns it and the port.
    private func serve(_ folder: TemporaryFolder) throws -> (Background, Int) {
        let server = try Background(["preview", "--serve", "--port", "0", "bar.tabs"], in: folder)
        var port: Int?
        Self.eventually {
            guard let range = server.standardError.range(of: #"http://127\.0\.0\.1:(\d+)/"#, options: .regularExpression) else { return false }
            port = Int(server.standardError[range].dropFirst("http://127.0.0.1:".count).dropLast())
            return true
        }
        return (server, try XCTUnwrap(port, server.standardError))
    }

    /// Sends `request` as is on a new connection; returns the whole answer.
    static func exchange(_ request: [UInt8], port: Int, pauseAfterSending: Double = 0) throws -> String {
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        XCTAssertGreaterThanOrEqual(socket, 0)
        defer { close(socket) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        XCTAssertEqual(connected, 0)
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var offset = 0
        while offset < request.count {
            let sent = request[offset...].withUnsafeBytes { send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            if sent <= 0 { break }
            offset += sent
        }
        if pauseAfterSending > 0 { usleep(UInt32(pauseAfterSending * 1_000_000)) }
        var answer: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65536)
        while true {
            let count = chunk.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
            if count <= 0 { break }
            answer += chunk[0..<count]
        }
        return String(decoding: answer, as: UTF8.self)
    }

    static func get(_ path: String, port: Int, host: String? = nil) throws -> String {
        try exchange(Array("GET \(path) HTTP/1.1\r\nHost: \(host ?? "127.0.0.1:\(port)")\r\n\r\n".utf8), port: port)
    }

    func testServerAnswersOnlyItsOwnHostWithinBounds() throws {
        let folder = try TemporaryFolder()
        try folder.write("bar.tabs", Self.layout)
        let (server, port) = try serve(folder)
        XCTAssertTrue(try Self.get("/", port: port).hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertTrue(try Self.get("/", port: port, host: "localhost:\(port)").hasPrefix("HTTP/1.1 200 OK\r\n"))
        let picture = try Self.get("/picture/classic.svg", port: port)
        XCTAssertTrue(picture.hasPrefix("HTTP/1.1 200 OK\r\n") && picture.contains("Content-Type: image/svg+xml") && picture.contains(">Home<"))
        // Another name for this machine (DNS rebinding) or another port: refused.
        for host in ["evil.example:\(port)", "127.0.0.1", "localhost:\(port + 1)", "127.0.0.1:\(port).evil.example", ""] {
            XCTAssertTrue(try Self.get("/", port: port, host: host).hasPrefix("HTTP/1.1 421 "), host)
        }
        XCTAssertTrue(try Self.exchange(Array("GET / HTTP/1.1\r\n\r\n".utf8), port: port).hasPrefix("HTTP/1.1 421 "), "no Host")
        // Nothing but the page and its pictures.
        for path in ["/bar.tabs", "/picture/../bar.tabs", "/../../etc/passwd", "/picture/other.svg", "/favicon.ico"] {
            XCTAssertTrue(try Self.get(path, port: port).hasPrefix("HTTP/1.1 404 "), path)
        }
        let post = "POST / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Length: 0\r\n\r\n"
        XCTAssertTrue(try Self.exchange(Array(post.utf8), port: port).hasPrefix("HTTP/1.1 405 "))
        XCTAssertTrue(try Self.exchange(Array("hello\r\n\r\n".utf8), port: port).hasPrefix("HTTP/1.1 400 "))
        // Bounded: a huge request head, and one that never ends.
        let huge = "GET / HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nX-Filler: \(String(repeating: "a", count: 20000))\r\n\r\n"
        XCTAssertTrue(try Self.exchange(Array(huge.utf8), port: port).hasPrefix("HTTP/1.1 431 "))
        let started = Date()
        let slow = try Self.exchange(Array("GET / HTTP/1.1\r\nHost: 127".utf8), port: port)
        XCTAssertTrue(slow.hasPrefix("HTTP/1.1 408 "), slow)
        XCTAssertLessThan(Date().timeIntervalSince(started), 15)
        // Still serving after all that.
        XCTAssertTrue(try Self.get("/", port: port).hasPrefix("HTTP/1.1 200 OK\r\n"))
        XCTAssertEqual(server.interrupt(), 130)
    }

    /// Headless Chromium with the page open, driven over the DevTools protocol on a pipe
    /// (`--remote-debugging-pipe`) by a small Python relay: each line written is a JavaScript
    /// expression evaluated in the page, each line read back its value as JSON.
    final class Browser {
        let process = Process()
        let input = Pipe()
        let output = Pipe()
        var pending: [UInt8] = []

        static let relay = """
        import json, os, subprocess, sys
        chromium, profile, url = sys.argv[1:4]
        to_browser, browser_in = os.pipe()
        browser_out, from_browser = os.pipe()
        def wire():
            os.dup2(to_browser, 3)
            os.dup2(from_browser, 4)
        browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                    "--user-data-dir=" + profile, "--remote-debugging-pipe", "about:blank"],
                                   pass_fds=(3, 4), preexec_fn=wire, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser); os.close(from_browser)
        buffered = b""
        def call(number, method, params, session=None):
            global buffered
            message = {"id": number, "method": method, "params": params}
            if session: message["sessionId"] = session
            os.write(browser_in, json.dumps(message).encode() + b"\\0")
            while True:
                while b"\\0" in buffered:
                    raw, buffered = buffered.split(b"\\0", 1)
                    answer = json.loads(raw)
                    if answer.get("id") == number: return answer
                chunk = os.read(browser_out, 65536)
                if not chunk: sys.exit(1)
                buffered += chunk
        target = call(1, "Target.createTarget", {"url": url})["result"]["targetId"]
        session = call(2, "Target.attachToTarget", {"targetId": target, "flatten": True})["result"]["sessionId"]
        number = 3
        for line in sys.stdin:
            answer = call(number, "Runtime.evaluate", {"expression": line.rstrip("\\n"), "returnByValue": True}, session)
            number += 1
            print(json.dumps(answer.get("result", {}).get("result", {}).get("value")), flush=True)
        browser.kill()
        """

        init(port: Int, profile: TemporaryFolder) throws {
            let python = try XCTUnwrap(RequiredTool.path(of: "python3"))
            let chromium = try XCTUnwrap(RequiredTool.path(of: "chromium"))
            process.executableURL = URL(fileURLWithPath: python)
            process.arguments = ["-c", Self.relay, chromium, profile.url.path, "http://127.0.0.1:\(port)/"]
            process.standardInput = input
            process.standardOutput = output
            process.standardError = FileHandle.nullDevice
            try process.run()
        }

        /// The value of `expression` in the page, as JSON text.
        func evaluate(_ expression: String) -> String {
            input.fileHandleForWriting.write(Data((expression + "\n").utf8))
            while !pending.contains(10) {
                let data = output.fileHandleForReading.availableData
                if data.isEmpty { return "" }
                pending += data
            }
            let end = pending.firstIndex(of: 10) ?? pending.count
            let line = String(decoding: pending[..<end], as: UTF8.self)
            pending.removeSubrange(...end)
            return line
        }

        deinit {
            try? input.fileHandleForWriting.close()
            process.waitUntilExit()
        }
    }

    func testLivePageInHeadlessChromium() throws {
        try RequiredTool.check("chromium", package: "chromium")
        try RequiredTool.check("python3", package: "python3")
        let folder = try TemporaryFolder()
        let profile = try TemporaryFolder()
        try folder.write("bar.tabs", Self.layout)
        let (server, port) = try serve(folder)
        let browser = try Browser(port: port, profile: profile)
        let version = "document.getElementById('content') ? document.getElementById('content').dataset.version : null"

        // Light and dark, classic and glass: two pictures, each light and dark side by side.
        XCTAssertTrue(Self.eventually(60) { browser.evaluate(version) == "\"1\"" }, browser.evaluate("document.body.innerHTML"))
        let sources = "Array.from(document.images).map(i => i.getAttribute('src')).join(' ')"
        XCTAssertEqual(browser.evaluate(sources), "\"/picture/classic.svg?v=1 /picture/glass.svg?v=1\"")
        XCTAssertEqual(browser.evaluate("document.images[0].naturalWidth > 0"), "true", "the picture loaded")
        let classic = try Self.get("/picture/classic.svg", port: port)
        XCTAssertTrue(classic.contains(">Light<") && classic.contains(">Dark<") && classic.contains(">Home<"))

        // A save while the page is open: its script shows the new drawing, without a reload.
        try folder.write("bar.tabs", Self.layout.replacingOccurrences(of: "\"Home\"", with: "\"Start\""))
        XCTAssertTrue(Self.eventually { browser.evaluate(version) == "\"2\"" }, browser.evaluate("document.body.innerHTML"))
        XCTAssertEqual(browser.evaluate("document.body.dataset.updates"), "\"1\"")
        XCTAssertEqual(browser.evaluate(sources), "\"/picture/classic.svg?v=2 /picture/glass.svg?v=2\"")
        XCTAssertTrue(try Self.get("/picture/classic.svg?v=2", port: port).contains(">Start<"))

        // An error: its diagnostics instead of the pictures; fixed, the pictures again.
        try folder.write("bar.tabs", Self.layout.replacingOccurrences(of: "title: \"More\"", with: "title: More More"))
        let diagnostics = "document.querySelector('pre.diagnostics.errors') ? document.querySelector('pre.diagnostics.errors').textContent : ''"
        XCTAssertTrue(Self.eventually { browser.evaluate(diagnostics).contains("error[TAB") }, browser.evaluate("document.body.innerHTML"))
        XCTAssertEqual(browser.evaluate("document.images.length"), "0")
        try folder.write("bar.tabs", Self.layout)
        XCTAssertTrue(Self.eventually { browser.evaluate("document.images.length") == "2" }, browser.evaluate("document.body.innerHTML"))
        XCTAssertEqual(browser.evaluate(diagnostics), "\"\"")
        XCTAssertEqual(browser.evaluate("document.body.dataset.updates"), "\"3\"")
        XCTAssertEqual(server.interrupt(), 130)
    }
}
