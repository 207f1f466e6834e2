"""Attacks on the playground's server, `trellis playground`, over real sockets.

Run by scripts/check-server with the path of a built `trellis`; needs only Python's
standard library. Each test starts from a server on a free port of 127.0.0.1 and checks
that hostile requests get errors and nothing else, quickly, while other clients keep
being served.
"""

import os
import re
import shutil
import socket
import subprocess
import tempfile
import threading
import time
import unittest
from pathlib import Path

TRELLIS = os.environ["TRELLIS"]
REPOSITORY = Path(__file__).resolve().parents[2]
SECRET = b"root:"


class Server:
    """`trellis playground --port 0` and the address it printed."""

    def __init__(self, *arguments, user=None):
        identity = {} if user is None else {"user": user, "group": user, "extra_groups": []}
        self.process = subprocess.Popen(
            [TRELLIS, "playground", "--port", "0", *arguments], cwd=REPOSITORY,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, **identity)
        line = self.process.stdout.readline()
        match = re.fullmatch(r"http://(.+):(\d+)/\n", line)
        if not match:
            self.stop()
            raise AssertionError(f"no address printed: {line!r} {self.process.stderr.read()!r}")
        self.host, self.port = match.group(1).strip("[]"), int(match.group(2))

    def stop(self):
        self.process.kill()
        self.process.wait()

    def connect(self, timeout=5):
        return socket.create_connection(("127.0.0.1", self.port), timeout=timeout)

    def request(self, path, host=None, method="GET", extra=b"", timeout=5):
        """Sends one request exactly as given; returns (status, headers, body)."""
        with self.connect(timeout) as connection:
            host = f"127.0.0.1:{self.port}" if host is None else host
            host_line = b"" if host == "" else f"Host: {host}\r\n".encode()
            connection.sendall(f"{method} {path} HTTP/1.1\r\n".encode() + host_line
                               + b"Connection: close\r\n" + extra + b"\r\n")
            return parse(read_all(connection))


def read_all(connection):
    data = b""
    try:
        while chunk := connection.recv(65536):
            data += chunk
    except (ConnectionResetError, socket.timeout):
        pass
    return data


def parse(data):
    head, _, body = data.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    if not lines[0].startswith("HTTP/"):
        return None, {}, body
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return int(lines[0].split(" ")[1]), headers, body


class ServerTests(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.server = Server()

    @classmethod
    def tearDownClass(cls):
        cls.server.stop()

    def assertServing(self):
        start = time.monotonic()
        status, _, body = self.server.request("/index.html")
        self.assertEqual(status, 200)
        self.assertIn(b"<html", body)
        self.assertLess(time.monotonic() - start, 1.0)

    def test_page_files_with_their_types_and_headers(self):
        expected = {"/": "text/html; charset=utf-8", "/index.html": "text/html; charset=utf-8",
                    "/main.js": "text/javascript; charset=utf-8", "/style.css": "text/css; charset=utf-8",
                    "/trellis.wasm": "application/wasm", "/specs/books.json": "application/json"}
        for path, content_type in expected.items():
            status, headers, body = self.server.request(path)
            self.assertEqual(status, 200, path)
            self.assertEqual(headers["content-type"], content_type, path)
            self.assertEqual(int(headers["content-length"]), len(body), path)
            self.assertEqual(headers["x-content-type-options"], "nosniff")
            self.assertEqual(headers["cache-control"], "no-cache")
            self.assertEqual(headers["cross-origin-opener-policy"], "same-origin")
            self.assertEqual(headers["cross-origin-embedder-policy"], "require-corp")
            policy = headers["content-security-policy"]
            self.assertIn("default-src 'self'", policy)
            self.assertIn("script-src 'self' 'wasm-unsafe-eval'", policy)
            self.assertNotIn("unsafe-inline", policy)
        module = (REPOSITORY / "Web/trellis.wasm").read_bytes()
        self.assertEqual(self.server.request("/trellis.wasm")[2], module)

    def test_head_and_revalidation(self):
        _, headers, body = self.server.request("/main.js")
        status, head_headers, head_body = self.server.request("/main.js", method="HEAD")
        self.assertEqual((status, head_body), (200, b""))
        self.assertEqual(int(head_headers["content-length"]), len(body))
        tag = headers["etag"]
        status, _, body = self.server.request("/main.js", extra=f"If-None-Match: {tag}\r\n".encode())
        self.assertEqual((status, body), (304, b""))
        status, _, _ = self.server.request("/main.js", extra=b'If-None-Match: "other"\r\n')
        self.assertEqual(status, 200)

    def test_traversals_in_every_encoding_find_nothing(self):
        traversals = [
            "/../../../../etc/passwd", "/..%2f..%2f..%2f..%2fetc%2fpasswd",
            "/specs/..%2f..%2f..%2f..%2f..%2f..%2fetc%2fpasswd", "/specs/..%2F..%2F..%2F..%2Fetc/passwd",
            "/%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/..%252f..%252fetc%252fpasswd",
            "/..\\..\\..\\etc\\passwd", "/..%5c..%5c..%5cetc%5cpasswd", "//etc/passwd", "/etc/passwd",
            "/%2fetc%2fpasswd", "/specs/%2e%2e/%2e%2e/%2e%2e/%2e%2e/etc/passwd", "/index.html%00.js",
            "/specs/../../Package.swift", "/../Sources/TrellisCLI/Trellis.swift", "/trellis.wasm.sources",
            "/.git/config", "/specs/%2e%2e%2f%2e%2e%2fREADME.md", "http://127.0.0.1/etc/passwd",
            "*", "/.%2e/.%2e/etc/passwd", "/%c0%ae%c0%ae/%c0%ae%c0%ae/etc/passwd",
        ]
        for path in traversals:
            status, _, body = self.server.request(path)
            self.assertIn(status, (400, 404), path)
            self.assertNotIn(SECRET, body, path)
            self.assertNotIn(b"swift-tools-version", body, path)

    def test_symlinks_are_never_served(self):
        planted = REPOSITORY / "Web/planted.json"
        planted.unlink(missing_ok=True)
        os.symlink("/etc/passwd", planted)
        try:
            status, _, body = self.server.request("/planted.json")
            self.assertEqual(status, 404)
            second = Server()
            try:
                status, _, body = second.request("/planted.json")
                self.assertEqual(status, 404)
                self.assertNotIn(SECRET, body)
            finally:
                second.stop()
        finally:
            planted.unlink()

    def test_foreign_or_missing_hosts_are_misdirected(self):
        port = self.server.port
        for host in ["evil.example", f"evil.example:{port}", f"127.0.0.1:{port + 1}", "127.0.0.1",
                     f"127.0.0.1.evil.example:{port}", f"localhost.:{port}", ""]:
            status, _, body = self.server.request("/index.html", host=host)
            self.assertEqual(status, 421, host)
            self.assertNotIn(b"<html", body)
        for host in [f"127.0.0.1:{port}", f"localhost:{port}", f"LOCALHOST:{port}"]:
            self.assertEqual(self.server.request("/index.html", host=host)[0], 200, host)

    def test_methods_other_than_get_and_head_and_bodies_are_refused(self):
        for method in ["POST", "PUT", "DELETE", "OPTIONS", "TRACE"]:
            status, headers, _ = self.server.request("/index.html", method=method)
            self.assertEqual(status, 405, method)
            self.assertEqual(headers["allow"], "GET, HEAD")
        status, _, _ = self.send_raw(
            b"GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:%d\r\nContent-Length: 5\r\n\r\nhello"
            % self.server.port)
        self.assertEqual(status, 413)

    def send_raw(self, data, timeout=5):
        with self.server.connect(timeout) as connection:
            connection.sendall(data)
            return parse(read_all(connection))

    def test_oversized_heads_are_refused_at_once(self):
        port = self.server.port
        attacks = {
            "a 1 MiB header": b"X-Big: " + b"a" * (1 << 20) + b"\r\n",
            "a 20 KiB header": b"X-Big: " + b"a" * 20_000 + b"\r\n",
            "100 header fields": b"".join(b"X-%d: 1\r\n" % i for i in range(100)),
            "two 4 MB headers": (b"X-A: " + b"a" * 4_000_000 + b"\r\n") * 2,
        }
        for name, extra in attacks.items():
            start = time.monotonic()
            with self.server.connect() as connection:
                try:
                    connection.sendall(f"GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode()
                                       + extra + b"\r\n")
                except (BrokenPipeError, ConnectionResetError):
                    pass
                status, _, body = parse(read_all(connection))
            self.assertIn(status, (400, 431, None), name)
            self.assertNotIn(b"<html", body, name)
            self.assertLess(time.monotonic() - start, 2.0, name)
            self.assertServing()
        status, _, _ = self.server.request("/" + "a" * 20_000)
        self.assertIn(status, (400, 414, 431))

    def test_idle_and_slow_connections_time_out_without_blocking_others(self):
        port = self.server.port
        idle = [self.server.connect(timeout=15) for _ in range(40)]
        slow = self.server.connect(timeout=15)
        half = self.server.connect(timeout=15)
        half.sendall(f"GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
        stop = threading.Event()

        def trickle():
            try:
                slow.sendall(b"GET /index.html HTTP/1.1\r\n")
                while not stop.is_set():
                    slow.sendall(b"X")
                    time.sleep(0.5)
            except OSError:
                pass

        thread = threading.Thread(target=trickle)
        thread.start()
        start = time.monotonic()
        try:
            for _ in range(5):
                self.assertServing()
                time.sleep(0.2)
            for connection in idle + [half]:
                self.assertEqual(connection.recv(1), b"")  # closed by the server
            closed_after = time.monotonic() - start
            self.assertLess(closed_after, 12.5)
            thread.join(timeout=13)
            self.assertFalse(thread.is_alive(), "a client sending one byte a second kept its connection")
        finally:
            stop.set()
            for connection in idle + [slow, half]:
                connection.close()
        self.assertServing()

    def test_pipelined_requests_are_answered_in_order(self):
        port = self.server.port
        request = f"GET /style.css HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
        with self.server.connect() as connection:
            connection.sendall(request + request.replace(b"/style.css", b"/nothing")
                               + request.replace(b"HTTP/1.1\r\n", b"HTTP/1.1\r\nConnection: close\r\n"))
            data = read_all(connection)
        statuses = [int(s) for s in re.findall(rb"HTTP/1\.1 (\d{3})", data)]
        self.assertEqual(statuses, [200, 404, 200])

    def resident_megabytes(self):
        with open(f"/proc/{self.server.process.pid}/status") as status:
            for line in status:
                if line.startswith("VmRSS:"):
                    return int(line.split()[1]) / 1024
        raise AssertionError("no VmRSS")

    def test_unread_pipelined_answers_keep_memory_flat(self):
        port = self.server.port
        request = f"GET /trellis.wasm HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n\r\n".encode()
        before = self.resident_megabytes()
        with self.server.connect(timeout=15) as connection:
            connection.sendall(request * 1200)  # 1,200 answers of 1.5 MB, never read
            time.sleep(2)
            grown = self.resident_megabytes() - before
            self.assertServing()
        # Two answers wait for the client at most: a few megabytes, not 1,200 of them.
        self.assertLess(grown, 40, f"grew by {grown:.0f} MB")

    def test_a_new_client_is_served_while_128_slow_ones_are_connected(self):
        port = self.server.port
        slow = [self.server.connect(timeout=15) for _ in range(128)]
        try:
            for connection in slow:
                connection.sendall(f"GET /index.html HTTP/1.1\r\nHost: 127.0.0.1:{port}\r\n".encode())
            time.sleep(0.5)
            for _ in range(3):
                self.assertServing()
        finally:
            for connection in slow:
                connection.close()
        self.assertServing()

    def test_a_second_host_field_is_refused(self):
        port = self.server.port
        status, headers, _ = self.server.request(
            "/index.html", extra=f"Host: 127.0.0.1:{port}\r\n".encode())
        self.assertEqual(status, 400)
        self.assertEqual(headers["connection"], "close")

    def test_malformed_requests_get_the_security_headers_and_a_media_type(self):
        for data in [b"GET / HTTP/1.1\r\nX: \x01\r\n\r\n", b"NOT HTTP AT ALL\r\n\r\n"]:
            status, headers, _ = self.send_raw(data)
            self.assertEqual(status, 400, data)
            self.assertEqual(headers["x-content-type-options"], "nosniff", data)
            self.assertIn("default-src 'self'", headers["content-security-policy"], data)
            self.assertEqual(headers["content-type"], "text/plain; charset=utf-8", data)

    def test_answers_saying_close_close(self):
        port = self.server.port
        for method, host in [("CONNECT", f"127.0.0.1:{port}"), ("CONNECT", "evil.example"),
                             ("GET", f"127.0.0.1:{port}\r\nContent-Length: 1")]:
            start = time.monotonic()
            status, headers, _ = self.send_raw(
                f"{method} 127.0.0.1:{port} HTTP/1.1\r\nHost: {host}\r\n\r\nX".encode(), timeout=15)
            self.assertEqual(headers.get("connection"), "close", method)
            self.assertIn(status, (400, 405, 413, 421), method)
            self.assertLess(time.monotonic() - start, 1.0, f"{method} {host}: still open")


class CommandTests(unittest.TestCase):
    def test_a_busy_port_gets_one_line_naming_port(self):
        listener = socket.socket()
        listener.bind(("127.0.0.1", 0))
        listener.listen()
        port = listener.getsockname()[1]
        try:
            result = subprocess.run([TRELLIS, "playground", "--port", str(port)], cwd=REPOSITORY,
                                    capture_output=True, text=True, timeout=20)
        finally:
            listener.close()
        self.assertEqual(result.returncode, 1)
        self.assertEqual(result.stderr,
                         f"error: 127.0.0.1:{port} is in use by another program; choose another port "
                         f"with --port, such as --port {port + 1}\n")

    def test_an_unknown_host_is_named(self):
        result = subprocess.run([TRELLIS, "playground", "--host", "no-such-host.invalid"],
                                cwd=REPOSITORY, capture_output=True, text=True, timeout=20)
        self.assertEqual(result.returncode, 1)
        self.assertIn("--host", result.stderr)
        self.assertEqual(result.stderr.count("\n"), 2)  # the warning and the error

    def test_another_address_warns_and_still_checks_hosts(self):
        server = Server("--host", "0.0.0.0")
        try:
            self.assertIn("other machines", server.process.stderr.readline())
            port = server.port
            self.assertEqual(server.request("/index.html", host=f"127.0.0.1:{port}")[0], 200)
            self.assertEqual(server.request("/index.html", host=f"192.0.2.7:{port}")[0], 200)
            self.assertEqual(server.request("/index.html", host=f"evil.example:{port}")[0], 421)
        finally:
            server.stop()

    @unittest.skipUnless(os.geteuid() == 0, "the whole suite runs as a normal user")
    def test_a_normal_user_is_served(self):
        server = Server(user=65534)  # nobody
        try:
            status, headers, body = server.request("/trellis.wasm")
            self.assertEqual((status, headers["content-type"]), (200, "application/wasm"))
            self.assertEqual(body, (REPOSITORY / "Web/trellis.wasm").read_bytes())
        finally:
            server.stop()

    def test_address_is_printed_within_a_second(self):
        start = time.monotonic()
        server = Server()
        try:
            self.assertLess(time.monotonic() - start, 1.0)
        finally:
            server.stop()


STUB_BUILD = """#!/bin/sh
# Stands in for the real build in these tests: --check prints what $MISSING names.
if [ "$1" = "--check" ]; then
  [ -z "$MISSING" ] && exit 0
  echo "$MISSING"; exit 1
fi
echo "stub build ran" >&2
printf 'rebuilt' > Web/trellis.wasm
scripts/module-fingerprint > Web/trellis.wasm.sources
"""


class ModuleTests(unittest.TestCase):
    """The committed module is served as is while its sources are unchanged, and the
    command notices changed sources with the same fingerprint as the scripts."""

    def setUp(self):
        self.directory = Path(tempfile.mkdtemp())
        for folder in ["Web", "Examples/specs", "Sources/Trellis", "Sources/TrellisTesting",
                       "Sources/TrellisSpec", "Sources/TrellisWeb", "Sources/TrellisWebRuntime"]:
            shutil.copytree(REPOSITORY / folder, self.directory / folder)
        (self.directory / "scripts").mkdir()
        shutil.copy(REPOSITORY / "scripts/module-fingerprint", self.directory / "scripts")
        build = self.directory / "scripts/build-wasm"
        build.write_text(STUB_BUILD)
        build.chmod(0o755)
        fingerprint = subprocess.run(["scripts/module-fingerprint"], cwd=self.directory, check=True,
                                     capture_output=True, text=True).stdout
        (self.directory / "Web/trellis.wasm.sources").write_text(fingerprint)

    def tearDown(self):
        shutil.rmtree(self.directory)

    def export(self, *arguments, missing=""):
        return subprocess.run([TRELLIS, "playground", *arguments, "--export", str(self.directory / "out")],
                              cwd=self.directory, capture_output=True, text=True, timeout=60,
                              env={**os.environ, "MISSING": missing})

    def test_unchanged_sources_serve_the_committed_module_without_a_word(self):
        result = self.export(missing="the toolchain")
        self.assertEqual((result.returncode, result.stderr), (0, ""))
        self.assertEqual((self.directory / "out/trellis.wasm").read_bytes(),
                         (REPOSITORY / "Web/trellis.wasm").read_bytes())
        self.assertFalse((self.directory / "out/trellis.wasm.sources").exists())

    def test_changed_sources_without_a_toolchain_warn_and_serve_the_committed_module(self):
        source = self.directory / "Sources/TrellisWeb/Exports.swift"
        source.write_text(source.read_text() + "\n")
        result = self.export(missing="Debian's wasi-libc")
        self.assertEqual(result.returncode, 0)
        self.assertEqual(result.stderr,
                         "warning: the engine's sources changed since Web/trellis.wasm was built; "
                         "serving it as built. To rebuild it: Debian's wasi-libc\n")

    def test_changed_sources_with_a_toolchain_rebuild_the_module(self):
        source = self.directory / "Sources/Trellis/Version.swift"
        source.write_text(source.read_text() + "\n")
        result = self.export()
        self.assertEqual(result.returncode, 0, result.stderr)
        self.assertIn("rebuilding it", result.stderr)
        self.assertIn("stub build ran", result.stderr)
        self.assertEqual((self.directory / "out/trellis.wasm").read_bytes(), b"rebuilt")
        self.assertEqual(self.export().stderr, "")

    def test_a_failed_rebuild_exits_1(self):
        build = self.directory / "scripts/build-wasm"
        build.write_text("#!/bin/sh\necho 'build-wasm: needs Debian wasi-libc' >&2\nexit 1\n")
        result = self.export("--rebuild")
        self.assertEqual(result.returncode, 1)
        self.assertTrue(result.stderr.endswith(
            "error: scripts/build-wasm failed (status 1); its output is above\n"), result.stderr)


if __name__ == "__main__":
    unittest.main(verbosity=2)
