import Foundation
import TabDSL

/// `tabc preview --serve`: a small HTTP/1.1 server on 127.0.0.1 showing the layout in light
/// and dark, classic and glass, redrawn on every save.
///
/// One thread, one `poll` loop: it accepts connections, reads each request (at most
/// `maximumRequestSize` bytes, within `requestTimeout` seconds), answers it and closes it, and
/// between requests looks at the files every 200 ms. The page asks `/events?version=N`, which
/// is held open until the drawing changes (or `holdTime` passes), then fetches `/content`:
/// a long poll, so a save shows at once without the page asking many times a second. Only
/// the page, that fragment, the version and the pictures are served, only to requests whose
/// `Host` is this server's own (`127.0.0.1:PORT` or `localhost:PORT`), which keeps other web
/// pages from reading it through DNS rebinding.
final class PreviewServer {
    /// The longest request head accepted (431 beyond).
    static let maximumRequestSize = 8192
    /// Seconds a client has to send its whole request (408 beyond).
    static let requestTimeout: Double = 5
    /// Seconds a `/events` request is held before it is answered with the same version.
    static let holdTime: Double = 20
    /// The most connections open at once; more wait in the kernel's queue.
    static let maximumConnections = 32

    let options: PreviewLive.Options
    let parsed: ParsedArguments
    private let listener: Int32
    let port: Int
    private var version = 0
    private var snapshot: PreviewLive.Snapshot
    private var fingerprint: [String] = []
    private var clients: [Client] = []

    /// A connection being read, or held until the drawing changes.
    private struct Client {
        var socket: Int32
        var buffer: [UInt8] = []
        var deadline: Double
        /// Set once a `/events` request is parked.
        var waitingSince: Int?
    }

    /// Listens on 127.0.0.1:`port` (0: a free port), or says why it can't.
    init(options: PreviewLive.Options, port: Int, parsed: ParsedArguments) throws(FileError) {
        self.options = options
        self.parsed = parsed
        let socket = Foundation.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw FileError(path: "127.0.0.1:\(port)", reason: "cannot open a socket: \(FileSystem.errnoReason())") }
        var yes: Int32 = 1
        setsockopt(socket, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = in_addr_t(UInt32(0x7F00_0001).bigEndian)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size)) }
        }
        guard bound == 0, listen(socket, 16) == 0 else {
            let reason = FileSystem.errnoReason()
            close(socket)
            throw FileError(path: "127.0.0.1:\(port)", reason: "cannot listen: \(reason)")
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(socket, $0, &length) }
        }
        listener = socket
        self.port = Int(UInt16(bigEndian: actual.sin_port))
        snapshot = PreviewLive.Snapshot(watched: [options.path])
        _ = fcntl(listener, F_SETFL, fcntl(listener, F_GETFL) | O_NONBLOCK)
    }

    /// Serves until interrupted (SIGINT's handler ends the process with 130).
    func run() -> Never {
        redrawIfChanged()
        Summary.say("serving http://127.0.0.1:\(port)/ (the page redraws on every save of \(options.path); Ctrl-C stops)", parsed)
        Output.flush()
        var lastLook = Self.now()
        while true {
            var descriptors = [pollfd(fd: listener, events: Int16(POLLIN), revents: 0)]
            descriptors += clients.map { pollfd(fd: $0.socket, events: Int16(POLLIN), revents: 0) }
            if clients.count >= Self.maximumConnections { descriptors[0].events = 0 }
            _ = poll(&descriptors, nfds_t(descriptors.count), PreviewLive.pollInterval)
            let polled = descriptors.count - 1
            if descriptors[0].revents & Int16(POLLIN) != 0 { accept() }
            var finished: [Int] = []
            for index in 0..<polled where descriptors[index + 1].revents != 0 {
                if read(&clients[index]) { finished.append(index) }
            }
            let now = Self.now()
            for index in clients.indices where !finished.contains(index) && now >= clients[index].deadline {
                if clients[index].waitingSince != nil {
                    respond(clients[index].socket, status: "200 OK", type: "text/plain; charset=utf-8", body: Array("\(version)".utf8))
                } else {
                    respond(clients[index].socket, status: "408 Request Timeout", type: "text/plain; charset=utf-8",
                            body: Array("the request took too long\n".utf8))
                }
                finished.append(index)
            }
            for index in finished.sorted(by: >) {
                close(clients[index].socket)
                clients.remove(at: index)
            }
            if now - lastLook >= Double(PreviewLive.pollInterval) / 1000 {
                lastLook = now
                if redrawIfChanged() { answerWaiting() }
            }
        }
    }

    /// Seconds on the monotonic clock.
    static func now() -> Double {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
    }

    private func accept() {
        while clients.count < Self.maximumConnections {
            let socket = Foundation.accept(listener, nil, nil)
            guard socket >= 0 else { return }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
            clients.append(Client(socket: socket, deadline: Self.now() + Self.requestTimeout))
        }
    }

    /// Reads what a client sent; answers once the request head is complete. Returns whether
    /// the connection is done (answered or gone).
    private func read(_ client: inout Client) -> Bool {
        var chunk = [UInt8](repeating: 0, count: 4096)
        let count = chunk.withUnsafeMutableBytes { Foundation.recv(client.socket, $0.baseAddress, $0.count, 0) }
        if count <= 0 { return !(count < 0 && (errno == EAGAIN || errno == EINTR)) }
        // A parked `/events` request has nothing more to say; anything else ends it.
        if client.waitingSince != nil { return true }
        client.buffer += chunk[0..<count]
        guard let end = headEnd(client.buffer) else {
            if client.buffer.count > Self.maximumRequestSize {
                respond(client.socket, status: "431 Request Header Fields Too Large", type: "text/plain; charset=utf-8",
                        body: Array("the request is too large\n".utf8))
                return true
            }
            return false
        }
        if end > Self.maximumRequestSize {
            respond(client.socket, status: "431 Request Header Fields Too Large", type: "text/plain; charset=utf-8",
                    body: Array("the request is too large\n".utf8))
            return true
        }
        return handle(String(decoding: client.buffer[0..<end], as: UTF8.self), client: &client)
    }

    /// The offset of the blank line that ends a request head, if it has arrived.
    private func headEnd(_ bytes: [UInt8]) -> Int? {
        guard bytes.count >= 4 else { return nil }
        for index in 0...(bytes.count - 4) where bytes[index] == 13 && bytes[index + 1] == 10 && bytes[index + 2] == 13 && bytes[index + 3] == 10 {
            return index
        }
        return nil
    }

    /// Answers one request head; returns false when the request is parked.
    private func handle(_ head: String, client: inout Client) -> Bool {
        let lines = head.split(separator: "\r\n", omittingEmptySubsequences: false).map(String.init)
        let parts = (lines.first ?? "").split(separator: " ").map(String.init)
        let text = "text/plain; charset=utf-8"
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else {
            respond(client.socket, status: "400 Bad Request", type: text, body: Array("not an HTTP/1.1 request\n".utf8))
            return true
        }
        var headers: [String: String] = [:]
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: ":") else { continue }
            let name = line[..<colon].lowercased()
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            if headers[name] != nil && name == "host" {
                headers[name] = "" // two Host headers: refused below
            } else {
                headers[name] = value
            }
        }
        guard let host = headers["host"], host == "127.0.0.1:\(port)" || host == "localhost:\(port)" else {
            respond(client.socket, status: "421 Misdirected Request", type: text,
                    body: Array("this server answers only http://127.0.0.1:\(port)/ and http://localhost:\(port)/\n".utf8))
            return true
        }
        let method = parts[0]
        guard method == "GET" || method == "HEAD" else {
            respond(client.socket, status: "405 Method Not Allowed", type: text, body: Array("only GET and HEAD\n".utf8),
                    extra: "Allow: GET, HEAD\r\n")
            return true
        }
        if headers["content-length"].map({ $0 != "0" }) ?? false || headers["transfer-encoding"] != nil {
            respond(client.socket, status: "400 Bad Request", type: text, body: Array("a request here has no body\n".utf8))
            return true
        }
        let target = parts[1]
        let path = String(target.prefix { $0 != "?" })
        let query = target.contains("?") ? String(target.drop { $0 != "?" }.dropFirst()) : ""
        let head = method == "HEAD"
        switch path {
        case "/":
            respond(client.socket, status: "200 OK", type: "text/html; charset=utf-8", body: Array(page().utf8), headOnly: head)
        case "/content":
            respond(client.socket, status: "200 OK", type: "text/html; charset=utf-8", body: Array(content().utf8), headOnly: head)
        case "/events":
            let known = query.split(separator: "&").first { $0.hasPrefix("version=") }.flatMap { Int($0.dropFirst(8)) }
            if let known, known == version {
                client.waitingSince = version
                client.deadline = Self.now() + Self.holdTime
                return false
            }
            respond(client.socket, status: "200 OK", type: text, body: Array("\(version)".utf8), headOnly: head)
        default:
            if path.hasPrefix("/picture/"), path.hasSuffix(".svg"),
               let picture = snapshot.pictures.first(where: { "/picture/\($0.design.rawValue).svg" == path }) {
                respond(client.socket, status: "200 OK", type: "image/svg+xml", body: Array(picture.svg.utf8), headOnly: head,
                        extra: "Content-Security-Policy: default-src 'none'; style-src 'unsafe-inline'\r\n")
            } else {
                respond(client.socket, status: "404 Not Found", type: text, body: Array("not found\n".utf8), headOnly: head)
            }
        }
        return true
    }

    /// Answers every parked `/events` request with the new version.
    private func answerWaiting() {
        clients.removeAll { client in
            guard client.waitingSince != nil else { return false }
            respond(client.socket, status: "200 OK", type: "text/plain; charset=utf-8", body: Array("\(version)".utf8))
            close(client.socket)
            return true
        }
    }

    /// Draws again when a watched file changed; returns whether it did.
    @discardableResult
    private func redrawIfChanged() -> Bool {
        let now = PreviewLive.fingerprint(snapshot.watched)
        guard now != fingerprint || version == 0 else { return false }
        snapshot = PreviewLive.snapshot(options, appearance: .both, designs: PreviewDesign.allCases)
        fingerprint = PreviewLive.fingerprint(snapshot.watched)
        version += 1
        if version > 1 {
            Summary.say(snapshot.pictures.isEmpty ? "\(options.path) has errors; the page shows them"
                        : "redrew \(options.path) (\(Summary.count(snapshot.layoutCount, "layout")))", parsed)
            Output.flush()
        }
        return true
    }

    private func respond(_ socket: Int32, status: String, type: String, body: [UInt8], headOnly: Bool = false, extra: String = "") {
        let head = "HTTP/1.1 \(status)\r\nContent-Type: \(type)\r\nContent-Length: \(body.count)\r\nCache-Control: no-store\r\n"
            + "X-Content-Type-Options: nosniff\r\nConnection: close\r\n\(extra)\r\n"
        // The socket was made non-blocking for reading; a response is written whole (with the
        // send timeout set at accept as the bound).
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) & ~O_NONBLOCK)
        _ = FileSystem.writeAll(Array(head.utf8) + (headOnly ? [] : body), to: socket)
    }

    /// `&`, `<`, `>` and quotes escaped for HTML text and attributes.
    static func escape(_ text: String) -> String {
        var escaped = ""
        for character in text {
            switch character {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case ">": escaped += "&gt;"
            case "\"": escaped += "&quot;"
            case "'": escaped += "&#39;"
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// The part of the page that changes: the pictures, or the diagnostics.
    func content() -> String {
        var html = "<div id=\"content\" data-version=\"\(version)\">\n"
        for picture in snapshot.pictures {
            let name = picture.design == .classic ? "Classic" : "Glass (iOS 26)"
            html += "<figure><figcaption>\(name), light and dark</figcaption>"
            html += "<img src=\"/picture/\(picture.design.rawValue).svg?v=\(version)\" alt=\"\(name) preview of \(Self.escape(options.path))\"></figure>\n"
        }
        if let problems = snapshot.problems {
            let kind = snapshot.pictures.isEmpty ? "errors" : "warnings"
            html += "<pre class=\"diagnostics \(kind)\">\(Self.escape(problems))</pre>\n"
        }
        return html + "</div>"
    }

    /// The whole page: the content and a small script that waits for the next drawing.
    func page() -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'self'; script-src 'unsafe-inline'; style-src 'unsafe-inline'">
        <title>\(Self.escape(options.path)) — tabc preview</title>
        <style>
        body { font: 14px -apple-system, system-ui, sans-serif; margin: 16px; background: #f2f2f7; color: #1c1c1e; }
        figure { margin: 0 0 16px; } figcaption { margin-bottom: 4px; color: #6c6c70; }
        img { max-width: 100%; border-radius: 8px; }
        pre.diagnostics { background: #fff; padding: 12px; border-radius: 8px; overflow-x: auto; }
        pre.errors { border-left: 4px solid #ff3b30; } pre.warnings { border-left: 4px solid #ff9500; }
        </style>
        </head>
        <body>
        <h1>\(Self.escape(options.path))</h1>
        \(content())
        <script>
        // Wait for the next drawing (the server holds the request until a save), then show it.
        async function follow() {
          for (;;) {
            const version = document.getElementById("content").dataset.version;
            try {
              const answer = await fetch("/events?version=" + version, { cache: "no-store" });
              const next = await answer.text();
              if (next !== version) {
                const fresh = await fetch("/content", { cache: "no-store" });
                document.getElementById("content").outerHTML = await fresh.text();
                document.body.dataset.updates = Number(document.body.dataset.updates || 0) + 1;
              }
            } catch (error) {
              await new Promise(resolve => setTimeout(resolve, 1000));
            }
            await new Promise(resolve => setTimeout(resolve, 250));
          }
        }
        follow();
        </script>
        </body>
        </html>

        """
    }
}
