#!/usr/bin/env python3
"""Opens a ThemePack preview or diff page in headless Chromium and checks it like a user would.

Fails (exit 1) when
  - an image is broken (naturalWidth == 0 after the load event),
  - the console shows an error (console.error, an uncaught exception, a failed resource load),
  - the page asks for anything over the network (it must work from disk),
  - a theme section has no loaded navigation-bar rendering (img.navbar), or there are no
    theme sections at all,
  - a navigation-bar title (.navbar-title) is empty or not drawn inside its bar's image,
  - with --expect-glass: a theme section lacks its glass bar (img.glassbar) in each of the four
    appearances, with a title (.glassbar-title) drawn over it and a contrast badge
    (.glass-contrast .badge) under it,
  - with --expect-icons: a theme section lacks its app icon in the four iOS 26 looks (default,
    dark, clear, tinted: img.appicon[data-look], loaded, shown) on both Home Screens
    (div.homescreen[data-wallpaper=light] and [data-wallpaper=dark]),
  - with --expect-font THEME=FACE: theme THEME's sample text (span.font-sample with
    data-font-face FACE) is not laid out in that face: its @font-face not loaded, or
    document.fonts.check() false, or its width no different from the same text in the system
    font (--font-screenshot keeps a picture of that theme's fonts table),
  - an img has no alt attribute,
  - the page does not follow the dark system appearance (body background unchanged).
With --diff (a `themepack diff` page, DIR/diff/index.html) the navigation-bar checks give way
to: every changed theme section (data-status="changed") shows, for each asset named with
--expect-difference, a loaded before, after and difference picture (article.image[data-asset]);
for each asset named with --expect-edit-first, a drawing edit (article.image.edit) whose zoom
lens is loaded, at least --min-zoom-width CSS pixels wide, with its changed area outlined inside
it, and which starts above the theme's first re-tint row (div.recolor); each theme named with
--expect-one-recolor-row has exactly one re-tint row; each theme named with --expect-icon-change
shows its app icon's four looks (div.appicon-diff figure.icon-look) with a loaded before and
after picture each, and the old and new icon in the summary grid (img.icon-thumb).
Saves a full-page screenshot in the light appearance (--screenshot) and optionally one in the
dark appearance (--dark-screenshot). Exit 2 when Chromium cannot be started.

Talks to Chromium over the DevTools protocol on a pipe (--remote-debugging-pipe: commands on
fd 3, replies on fd 4, NUL-separated JSON), so only the Python standard library is needed.
Usage: check.py PAGE.html [--diff [--expect-difference ASSET]… [--expect-edit-first ASSET]…
       [--min-zoom-width PX] [--expect-one-recolor-row THEME]… [--expect-icon-change THEME]…] [--expect-glass] [--expect-icons] [--screenshot OUT.png]
       [--dark-screenshot OUT.png] [--expect-font THEME=FACE]… [--font-screenshot OUT.png] [--chromium PATH]

With --serve THEMEPACK it checks the live preview instead: it copies --assets (default Assets)
into a temporary folder, starts `THEMEPACK preview --serve --port 0` on the copy, loads the
served page in Chromium and fails unless the page passes the checks above (requests to the
server itself allowed), has a colour input per theme, shows a change of blue's colour saved
in the copy (by rename, as editors save) within 10 s without being reloaded by hand, draws a
colour tried from blue's input as a hypothetical theme within 10 s without writing to the
project, and the server exits 0 within 5 s of SIGTERM.
Usage: check.py --serve THEMEPACK [--assets DIR] [--screenshot OUT.png] [--chromium PATH]
"""

import argparse
import hashlib
import base64
import json
import os
import pathlib
import queue
import signal
import shutil
import subprocess
import sys
import tempfile
import threading
import time

# Taller pages are cut: Chromium cannot capture much beyond this in one bitmap.
MAX_SCREENSHOT_HEIGHT = 32000

PAGE_PROBE = r"""
(() => {
  const images = Array.from(document.images).map(img => ({
    src: img.getAttribute('src'),
    naturalWidth: img.naturalWidth,
    complete: img.complete,
    hasAlt: img.hasAttribute('alt') && img.getAttribute('alt').trim() !== '',
  }));
  const loaded = img => img !== null && img.complete && img.naturalWidth > 0;
  const drawnOver = (title, selector) => {
    const bar = title.parentElement.querySelector(selector);
    const box = title.getBoundingClientRect();
    const image = bar ? bar.getBoundingClientRect() : null;
    return {
      text: title.textContent.trim(),
      drawn: box.width > 0 && box.height > 0 && image !== null
        && box.top >= image.top - 0.5 && box.bottom <= image.bottom + 0.5
        && box.left >= image.left - 0.5 && box.right <= image.right + 0.5,
    };
  };
  const themes = Array.from(document.querySelectorAll('section.theme')).map(section => ({
    name: section.dataset.theme || section.id,
    status: section.dataset.status || '',
    // Per asset of a diff page: whether one of its articles shows all three pictures loaded.
    differences: Object.fromEntries(Array.from(section.querySelectorAll('article.image')).map(article => [
      article.dataset.asset,
      ['before', 'after', 'difference'].every(kind => loaded(article.querySelector(`figure.${kind} img`))),
    ]).filter(([, shown]) => shown)),
    // Per asset of a diff page's drawing edits: where its first article starts (page
    // coordinates), the widest loaded zoom lens, and whether its changed area is outlined
    // inside that lens.
    edits: Array.from(section.querySelectorAll('article.image.edit')).reduce((found, article) => {
      const lenses = Array.from(article.querySelectorAll('figure.zoom .lens'))
        .filter(lens => loaded(lens.querySelector('img')));
      const widths = lenses.map(lens => lens.getBoundingClientRect().width);
      const outlined = lenses.some(lens => {
        const area = lens.querySelector('.area');
        if (area === null) return false;
        const box = area.getBoundingClientRect(), outer = lens.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && box.left >= outer.left - 0.5 && box.right <= outer.right + 0.5
          && box.top >= outer.top - 0.5 && box.bottom <= outer.bottom + 0.5;
      });
      const top = article.getBoundingClientRect().top + scrollY;
      const before = found[article.dataset.asset];
      found[article.dataset.asset] = {
        top: before ? Math.min(before.top, top) : top,
        zoom: Math.max(before ? before.zoom : 0, ...widths, 0),
        outlined: (before ? before.outlined : false) || outlined,
      };
      return found;
    }, {}),
    recolorRows: section.querySelectorAll('div.recolor').length,
    // Per look of a diff page's changed app icon: whether its before and after are loaded.
    diffIconLooks: Array.from(section.querySelectorAll('div.appicon-diff figure.icon-look'))
      .filter(look => loaded(look.querySelector('figure.before img')) && loaded(look.querySelector('figure.after img')))
      .map(look => look.dataset.look).sort(),
    gridIcons: Array.from(document.querySelectorAll(`table.grid tr[data-theme="${section.dataset.theme}"] img.icon-thumb`))
      .filter(loaded).length,
    recolorTop: (row => row ? row.getBoundingClientRect().top + scrollY : null)(section.querySelector('div.recolor')),
    navbars: Array.from(section.querySelectorAll('img.navbar'))
      .filter(img => img.complete && img.naturalWidth > 0).length,
    // The glass bars (iOS 26): loaded pictures, titles drawn on them, contrast badges.
    glassbars: Array.from(section.querySelectorAll('img.glassbar'))
      .filter(img => img.complete && img.naturalWidth > 0).length,
    glassTitles: Array.from(section.querySelectorAll('.glassbar-title')).map(title => drawnOver(title, 'img.glassbar')),
    glassBadges: section.querySelectorAll('.glass-contrast .badge.pass, .glass-contrast .badge.error').length,
    // The app icon's looks per wallpaper: those loaded and laid out with a size.
    iconLooks: Object.fromEntries(['light', 'dark'].map(wallpaper => [wallpaper,
      Array.from(section.querySelectorAll(`div.homescreen[data-wallpaper="${wallpaper}"] img.appicon`))
        .filter(img => loaded(img) && img.getBoundingClientRect().width > 0)
        .map(img => img.dataset.look).sort()])),
    // A title counts as drawn when it has text, a size, and sits inside its bar's image.
    titles: Array.from(section.querySelectorAll('.navbar-title')).map(title => drawnOver(title, 'img.navbar')),
  }));
  return {
    title: document.title,
    images,
    themes,
    h1: document.querySelectorAll('h1').length,
    background: getComputedStyle(document.body).backgroundColor,
    prefersDark: matchMedia('(prefers-color-scheme: dark)').matches,
  };
})()
"""


# Per theme, each font sample drawn in a face the theme ships: whether its @font-face loaded,
# document.fonts.check() for it, its width laid out on one line and the same text's width in the
# system font, and where its table is (page coordinates, for a clipped screenshot).
FONT_PROBE = r"""
(async () => {
  await document.fonts.ready;
  const themes = {};
  for (const section of document.querySelectorAll('section.theme')) {
    const samples = [];
    for (const span of section.querySelectorAll('span.font-sample[data-font-face]')) {
      const family = span.dataset.cssFamily;
      const spec = `${getComputedStyle(span).fontSize} "${family}"`;
      try { await document.fonts.load(spec, span.textContent); } catch (error) {}
      const width = style => {
        const clone = span.cloneNode(true);
        Object.assign(clone.style, {position: 'absolute', visibility: 'hidden', whiteSpace: 'nowrap'}, style);
        document.body.append(clone);
        const measured = clone.getBoundingClientRect().width;
        clone.remove();
        return measured;
      };
      const box = (span.closest('table') || span).getBoundingClientRect();
      samples.push({
        face: span.dataset.fontFace,
        loaded: Array.from(document.fonts).some(font =>
          font.family.replace(/["']/g, '') === family && font.status === 'loaded'),
        check: document.fonts.check(spec, span.textContent),
        width: width({}),
        fallbackWidth: width({fontFamily: 'system-ui'}),
        clip: {x: box.left + scrollX, y: box.top + scrollY, width: box.width, height: box.height},
      });
    }
    themes[section.dataset.theme] = samples;
  }
  return themes;
})()
"""


def font_problems(browser, session, options, where=""):
    """What --expect-font finds wrong with the page open in `session`; saves --font-screenshot."""
    if not options.expect_font:
        return []
    themes = browser.send(
        "Runtime.evaluate", {"expression": FONT_PROBE, "returnByValue": True, "awaitPromise": True},
        session=session)["result"]["value"]
    problems = []
    for expected in options.expect_font:
        theme, _, face = expected.partition("=")
        found = [sample for sample in themes.get(theme, []) if sample["face"] == face]
        if not found:
            problems.append(f"{where}theme '{theme}' shows no sample in its face '{face}' (span.font-sample)")
            continue
        sample = found[0]
        if not sample["loaded"] or not sample["check"]:
            problems.append(f"{where}theme '{theme}': the face '{face}' is not loaded "
                            f"(@font-face loaded: {sample['loaded']}, document.fonts.check: {sample['check']})")
        elif abs(sample["width"] - sample["fallbackWidth"]) < 1:
            problems.append(f"{where}theme '{theme}': the sample in '{face}' is as wide as in the system font "
                            f"({sample['width']:.1f} px): not laid out in its face")
        else:
            print(f"preview-check: {where}theme '{theme}' laid out in '{face}': {sample['width']:.1f} px wide, "
                  f"{sample['fallbackWidth']:.1f} px in the system font")
        if options.font_screenshot and not where:
            screenshot(browser, session, options.font_screenshot, clip=sample["clip"])
            print(f"preview-check: font screenshot {options.font_screenshot}")
    return problems


class Browser:
    """A headless Chromium driven over --remote-debugging-pipe."""

    def __init__(self, executable, timeout):
        self.timeout = timeout
        self.profile = tempfile.mkdtemp(prefix="themepack-preview-check-")
        to_browser_read, self.to_browser = os.pipe()
        self.from_browser, from_browser_write = os.pipe()

        def wire_pipes():
            os.dup2(to_browser_read, 3)
            os.dup2(from_browser_write, 4)

        arguments = [
            executable,
            "--headless",
            "--remote-debugging-pipe",
            "--user-data-dir=" + self.profile,
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-gpu",
            "--disable-extensions",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-dev-shm-usage",
            "--hide-scrollbars",
            "--mute-audio",
            "about:blank",
        ]
        if hasattr(os, "geteuid") and os.geteuid() == 0:
            arguments.insert(1, "--no-sandbox")  # Chromium refuses to sandbox as root.
        self.process = subprocess.Popen(
            arguments,
            stdin=subprocess.DEVNULL,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
            preexec_fn=wire_pipes,
            pass_fds=(3, 4),
        )
        os.close(to_browser_read)
        os.close(from_browser_write)
        self.messages = queue.Queue()
        self.events = []
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _read(self):
        buffer = b""
        while True:
            chunk = os.read(self.from_browser, 65536)
            if not chunk:
                self.messages.put(None)
                return
            buffer += chunk
            while b"\0" in buffer:
                message, buffer = buffer.split(b"\0", 1)
                self.messages.put(json.loads(message))

    def _drain_stderr(self):
        for _ in self.process.stderr:
            pass

    def send(self, method, params=None, session=None):
        """Sends a command and waits for its reply; events seen meanwhile are kept."""
        self.next_id += 1
        command = {"id": self.next_id, "method": method, "params": params or {}}
        if session:
            command["sessionId"] = session
        os.write(self.to_browser, json.dumps(command).encode() + b"\0")
        deadline = time.monotonic() + self.timeout
        while True:
            message = self._next(deadline, method)
            if message.get("id") == self.next_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error'].get('message')}")
                return message.get("result", {})
            self.events.append(message)

    def wait_for(self, method, deadline):
        """Waits for an event named `method` (one already received counts)."""
        for index, event in enumerate(self.events):
            if event.get("method") == method:
                del self.events[index]
                return event
        while True:
            message = self._next(deadline, method)
            if message.get("method") == method:
                return message
            self.events.append(message)

    def _next(self, deadline, waiting_for):
        remaining = deadline - time.monotonic()
        if remaining <= 0:
            raise TimeoutError(f"no answer from Chromium for {waiting_for}")
        try:
            message = self.messages.get(timeout=remaining)
        except queue.Empty:
            raise TimeoutError(f"no answer from Chromium for {waiting_for}") from None
        if message is None:
            raise RuntimeError("Chromium closed the DevTools pipe")
        return message

    def close(self):
        try:
            self.send("Browser.close")
        except Exception:  # noqa: BLE001 - closing is best effort
            pass
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        os.close(self.to_browser)
        shutil.rmtree(self.profile, ignore_errors=True)


def problems_in(events, page_url, served_from=None):
    """Console errors, exceptions, failed loads and network requests among `events`; with
    `served_from` (the live server's base URL) requests to that server are allowed."""
    problems = []
    for event in events:
        method = event.get("method")
        params = event.get("params", {})
        if method == "Runtime.consoleAPICalled" and params.get("type") in ("error", "assert"):
            text = " ".join(str(arg.get("value", arg.get("description", ""))) for arg in params.get("args", []))
            problems.append(f"console error: {text}")
        elif method == "Runtime.exceptionThrown":
            details = params.get("exceptionDetails", {})
            text = details.get("exception", {}).get("description") or details.get("text")
            problems.append(f"uncaught exception: {text}")
        elif method == "Log.entryAdded":
            entry = params.get("entry", {})
            if entry.get("level") == "error":
                url = entry.get("url", "")
                problems.append(f"console error: {entry.get('text')}" + (f" ({url})" if url else ""))
        elif method == "Network.requestWillBeSent":
            url = params.get("request", {}).get("url", "")
            local = ("file:", "data:", "about:", "blob:") + ((served_from,) if served_from else ())
            if not url.startswith(local):
                problems.append(f"network request: {url} (the page must work without a network)")
        elif method == "Network.loadingFailed":
            if not params.get("canceled"):
                problems.append(f"failed to load a resource: {params.get('errorText')}")
    return problems


def screenshot(browser, session, path, clip=None):
    metrics = browser.send("Page.getLayoutMetrics", session=session)
    size = metrics.get("cssContentSize") or metrics.get("contentSize")
    width = int(size["width"])
    height = min(int(size["height"]), MAX_SCREENSHOT_HEIGHT)
    area = dict(clip, scale=1) if clip else {"x": 0, "y": 0, "width": width, "height": height, "scale": 1}
    shot = browser.send(
        "Page.captureScreenshot",
        {
            "format": "png",
            "captureBeyondViewport": True,
            "clip": area,
        },
        session=session,
    )
    pathlib.Path(path).parent.mkdir(parents=True, exist_ok=True)
    temporary = pathlib.Path(str(path) + ".tmp")
    temporary.write_bytes(base64.b64decode(shot["data"]))
    os.replace(temporary, path)
    return width, height


def check(page, options):
    executable = options.chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        print("preview-check: chromium not found (make preview-check installs it)", file=sys.stderr)
        return 2
    page_url = page.resolve().as_uri()
    try:
        browser = Browser(executable, options.timeout)
    except OSError as error:
        print(f"preview-check: cannot start '{executable}': {error}", file=sys.stderr)
        return 2
    problems = []
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})
        session = browser.send(
            "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}
        )["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(f"{domain}.enable", session=session)
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": options.width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
            session=session,
        )
        browser.send(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-color-scheme", "value": "light"}]},
            session=session,
        )
        browser.events.clear()
        browser.send("Page.navigate", {"url": page_url}, session=session)
        browser.wait_for("Page.loadEventFired", time.monotonic() + options.timeout)
        light = browser.send(
            "Runtime.evaluate", {"expression": PAGE_PROBE, "returnByValue": True}, session=session
        )["result"]["value"]

        for image in light["images"]:
            if not image["complete"] or image["naturalWidth"] == 0:
                problems.append(f"broken image: '{image['src']}' (naturalWidth 0)")
            if not image["hasAlt"]:
                problems.append(f"image without alt text: '{image['src']}'")
        if not light["themes"]:
            problems.append("no theme section (section.theme) on the page")
        for theme in light["themes"]:
            if options.diff:
                for asset in options.expect_difference:
                    if theme["status"] == "changed" and asset not in theme["differences"]:
                        problems.append(
                            f"theme '{theme['name']}' shows no before, after and difference of '{asset}'")
                problems += glance_problems(theme, options)
                continue
            if theme["navbars"] == 0:
                problems.append(f"theme '{theme['name']}' has no navigation-bar rendering (img.navbar)")
            for title in theme["titles"]:
                if not title["text"] or not title["drawn"]:
                    problems.append(
                        f"theme '{theme['name']}' has a navigation-bar title not drawn over its bar")
            if options.expect_glass:
                if theme["glassbars"] != 4 or theme["glassBadges"] != 4:
                    problems.append(
                        f"theme '{theme['name']}' shows {theme['glassbars']} glass bars (img.glassbar) and "
                        f"{theme['glassBadges']} contrast badges, not one of each per appearance (4)")
                if len(theme["glassTitles"]) != 4 or not all(t["text"] and t["drawn"] for t in theme["glassTitles"]):
                    problems.append(f"theme '{theme['name']}' has a glass-bar title not drawn over its glass")
            if options.expect_icons:
                for wallpaper in ("light", "dark"):
                    looks = theme["iconLooks"][wallpaper]
                    if looks != ["clear", "dark", "default", "tinted"]:
                        problems.append(
                            f"theme '{theme['name']}' shows the app icon looks {looks} on the {wallpaper} "
                            "wallpaper, not default, dark, clear and tinted (img.appicon, loaded)")
        problems += font_problems(browser, session, options)
        if light["h1"] != 1:
            problems.append(f"the page has {light['h1']} h1 headings, not 1")

        if options.screenshot:
            width, height = screenshot(browser, session, options.screenshot)
            print(f"preview-check: screenshot {options.screenshot} ({width}x{height})")

        browser.send(
            "Emulation.setEmulatedMedia",
            {"features": [{"name": "prefers-color-scheme", "value": "dark"}]},
            session=session,
        )
        dark = browser.send(
            "Runtime.evaluate", {"expression": PAGE_PROBE, "returnByValue": True}, session=session
        )["result"]["value"]
        if not dark["prefersDark"] or dark["background"] == light["background"]:
            problems.append(
                "the page does not follow the dark appearance "
                f"(body background {light['background']} in both)"
            )
        if options.dark_screenshot:
            width, height = screenshot(browser, session, options.dark_screenshot)
            print(f"preview-check: dark screenshot {options.dark_screenshot} ({width}x{height})")
        problems += problems_in(browser.events, page_url)
        summary = (
            f"{len(light['themes'])} themes, {len(light['images'])} images, "
            + (f"themes showing each expected difference: "
               f"{sum(all(a in t['differences'] for a in options.expect_difference) for t in light['themes'])}"
               if options.diff else
               f"navigation bars per theme: {[t['navbars'] for t in light['themes']]}")
        )
    except (TimeoutError, RuntimeError, KeyError) as error:
        print(f"preview-check: {error}", file=sys.stderr)
        return 2
    finally:
        browser.close()

    for problem in problems:
        print(f"preview-check: {page}: {problem}", file=sys.stderr)
    if problems:
        print(f"preview-check: FAILED with {len(problems)} problems ({summary})", file=sys.stderr)
        return 1
    print(f"preview-check: ok ({summary})")
    return 0


# The colour the live check saves into blue's theme.json: white text on it passes 4.5:1, so the
# sample still lints.
SAVED_COLOR = "#B02E0C"
TRIED_COLOR = "#E4572E"

SERVED_PROBE = r"""
(() => {
  const blue = document.querySelector('section.theme[data-theme="blue"] td.hex');
  return {
    blue: blue ? blue.textContent.trim() : null,
    inputs: document.querySelectorAll('form.try input[type=color]').length,
    realThemes: Array.from(document.querySelectorAll('section.theme'))
      .filter(section => !(section.dataset.theme || '').startsWith('try-')).length,
    tried: document.querySelector('section.theme[data-theme="try-' + TRIED + '"]') !== null,
    problems: document.querySelectorAll('.live-problems').length,
    ready: document.readyState === 'complete',
  };
})()
"""

# Where the tried theme's section is: the page must land on it (its anchor in the address,
# its top within a screen of the window's top), not at the page's top.
LANDING_PROBE = r"""
(() => {
  const section = document.querySelector('section.theme[data-theme="try-' + TRIED + '"]');
  if (!section) { return null; }
  return { hash: location.hash, id: section.id, top: section.getBoundingClientRect().top,
           scrollY: window.scrollY, height: window.innerHeight };
})()
"""

# The live page's tabs, this many in all: more than the six connections Chromium allows a host.
TABS = 8


def open_tab(browser, url, width):
    """A new tab on `url`; its session once the page has loaded."""
    target = browser.send("Target.createTarget", {"url": "about:blank"})
    session = browser.send("Target.attachToTarget", {"targetId": target["targetId"], "flatten": True})["sessionId"]
    for domain in ("Page", "Runtime", "Log", "Network"):
        browser.send(f"{domain}.enable", session=session)
    browser.send(
        "Emulation.setDeviceMetricsOverride",
        {"width": width, "height": 900, "deviceScaleFactor": 1, "mobile": False}, session=session)
    browser.send("Page.navigate", {"url": url}, session=session)
    return session


def check_tabs(browser, sessions, probe, condition, seconds, what):
    """Problems of the tabs whose page does not satisfy `condition` within `seconds`."""
    problems = []
    for number, session in enumerate(sessions, start=2):
        value, took = wait_until(browser, session, probe, condition, seconds)
        if took is None:
            problems.append(f"tab {number} of {len(sessions) + 1}: {what} within {seconds} s (it shows {value})")
    return problems


def tree_digest(folder):
    """A digest of every file's path and bytes under `folder`."""
    digest = hashlib.sha256()
    for path in sorted(pathlib.Path(folder).rglob("*")):
        digest.update(str(path.relative_to(folder)).encode())
        if path.is_file():
            digest.update(path.read_bytes())
    return digest.hexdigest()


def start_server(themepack, assets, output, timeout):
    """Starts `themepack preview --serve --port 0`; returns the process and its base URL."""
    process = subprocess.Popen(
        [themepack, "preview", "--serve", "--port", "0", "--assets", assets, "--output", output],
        stdin=subprocess.DEVNULL, stdout=subprocess.PIPE, text=True,
    )
    lines = queue.Queue()

    def read():
        for line in process.stdout:
            lines.put(line.rstrip("\n"))
        lines.put(None)

    threading.Thread(target=read, daemon=True).start()
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            line = lines.get(timeout=max(deadline - time.monotonic(), 0.01))
        except queue.Empty:
            break
        if line is None:
            break
        if line.startswith("serving http://127.0.0.1:"):
            return process, line.split()[1]
    process.kill()
    raise RuntimeError("the server printed no 'serving http://127.0.0.1:PORT/' line")


def evaluate(browser, session, expression):
    """The value of `expression`, or None while the page is between two documents."""
    try:
        reply = browser.send(
            "Runtime.evaluate", {"expression": expression, "returnByValue": True}, session=session)
    except RuntimeError:
        return None
    return reply.get("result", {}).get("value")


def wait_until(browser, session, expression, condition, seconds):
    """Evaluates `expression` every 50 ms until `condition(value)`; the value and the time taken."""
    started = time.monotonic()
    while time.monotonic() - started < seconds:
        value = evaluate(browser, session, expression)
        if value is not None and condition(value):
            return value, time.monotonic() - started
        time.sleep(0.05)
    return evaluate(browser, session, expression), None


def save_blue_color(assets, color):
    """Writes blue's theme.json with `color`, as editors save: a new file renamed over the old."""
    path = pathlib.Path(assets) / "Themes" / "blue" / "theme.json"
    theme = json.loads(path.read_text())
    theme["color"] = color
    temporary = path.with_name(".theme.json.saving")
    temporary.write_text(json.dumps(theme, indent=2) + "\n")
    os.replace(temporary, path)


def check_served(options):
    executable = options.chromium or shutil.which("chromium") or shutil.which("chromium-browser")
    if not executable:
        print("preview-check: chromium not found (make preview-check installs it)", file=sys.stderr)
        return 2
    work = pathlib.Path(tempfile.mkdtemp(prefix="themepack-serve-check-"))
    assets = work / "Assets"
    shutil.copytree(options.assets, assets)
    problems = []
    server = None
    browser = None
    probe = SERVED_PROBE.replace("TRIED", json.dumps(TRIED_COLOR[1:]))
    try:
        server, url = start_server(options.serve, str(assets), str(work / "Output"), options.timeout)
        print(f"preview-check: serving at {url}")
        browser = Browser(executable, options.timeout)
        target = browser.send("Target.createTarget", {"url": "about:blank"})
        session = browser.send(
            "Target.attachToTarget", {"targetId": target["targetId"], "flatten": True}
        )["sessionId"]
        for domain in ("Page", "Runtime", "Log", "Network"):
            browser.send(f"{domain}.enable", session=session)
        browser.send(
            "Emulation.setDeviceMetricsOverride",
            {"width": options.width, "height": 900, "deviceScaleFactor": 1, "mobile": False},
            session=session,
        )
        browser.events.clear()
        browser.send("Page.navigate", {"url": url}, session=session)
        browser.wait_for("Page.loadEventFired", time.monotonic() + options.timeout)
        page = browser.send(
            "Runtime.evaluate", {"expression": PAGE_PROBE, "returnByValue": True}, session=session
        )["result"]["value"]
        for image in page["images"]:
            if not image["complete"] or image["naturalWidth"] == 0:
                problems.append(f"broken image: '{image['src']}' (naturalWidth 0)")
        if not page["themes"] or any(theme["navbars"] == 0 for theme in page["themes"]):
            problems.append("a theme section without a navigation-bar rendering (or none at all)")
        problems += font_problems(browser, session, options, where="served page: ")
        served = evaluate(browser, session, probe)
        if served["inputs"] == 0 or served["inputs"] != served["realThemes"]:
            problems.append(
                f"{served['inputs']} colour inputs for {served['realThemes']} themes (one per theme expected)")

        tabs = [open_tab(browser, url, options.width) for _ in range(TABS - 1)]
        problems += check_tabs(browser, tabs, probe, lambda value: value["ready"] and value["inputs"] > 0, 20,
                               "the page did not load")
        print(f"preview-check: {TABS} tabs of the live page open")

        save_blue_color(assets, SAVED_COLOR)
        value, seconds = wait_until(
            browser, session, probe, lambda value: value["blue"] == SAVED_COLOR, 10)
        if seconds is None:
            problems.append(
                f"blue's saved colour {SAVED_COLOR} did not show within 10 s (the page shows "
                f"{value and value['blue']})")
        else:
            print(f"preview-check: blue's saved colour showed {seconds:.2f} s after the save")

        problems += check_tabs(browser, tabs, probe, lambda value: value["blue"] == SAVED_COLOR, 10,
                               f"blue's saved colour {SAVED_COLOR} did not show")

        before = tree_digest(assets)
        # Down the page, as a designer is when trying blue's colour.
        evaluate(browser, session, "(() => { document.querySelector('section.theme[data-theme=\"blue\"]')"
                 ".scrollIntoView(); return true; })()")
        evaluate(
            browser, session,
            "(() => { const input = document.querySelector("
            "'section.theme[data-theme=\"blue\"] form.try input[type=color]');"
            f" input.value = '{TRIED_COLOR.lower()}';"
            " input.dispatchEvent(new Event('change', {bubbles: true})); return true; })()",
        )
        value, seconds = wait_until(browser, session, probe, lambda value: value["tried"], 10)
        if seconds is None:
            problems.append(f"the colour tried from blue's input ({TRIED_COLOR}) was not drawn within 10 s")
        else:
            print(f"preview-check: the tried colour {TRIED_COLOR} was drawn {seconds:.2f} s after the input changed")
            landing = LANDING_PROBE.replace("TRIED", json.dumps(TRIED_COLOR[1:]))
            place, _ = wait_until(browser, session, landing,
                                  lambda value: value["hash"] == "#" + value["id"] and abs(value["top"]) < 50, 5)
            if not place or place["hash"] != "#" + place["id"] or abs(place["top"]) >= 50:
                problems.append(f"trying a colour did not land on its theme's section (the page shows {place})")
            else:
                print(f"preview-check: the tried theme's section is at the window's top "
                      f"(scrolled {place['scrollY']:.0f} px, {place['hash']})")
        if tree_digest(assets) != before:
            problems.append("trying a colour changed the project")
        if options.screenshot:
            width, height = screenshot(browser, session, options.screenshot)
            print(f"preview-check: screenshot {options.screenshot} ({width}x{height})")
        problems += problems_in(browser.events, url, served_from=url)
    except (TimeoutError, RuntimeError, KeyError, TypeError) as error:
        print(f"preview-check: {error}", file=sys.stderr)
        return 2
    finally:
        if browser:
            browser.close()
        if server and server.poll() is None:
            started = time.monotonic()
            server.send_signal(signal.SIGTERM)
            try:
                status = server.wait(timeout=5)
                print(f"preview-check: the server stopped {time.monotonic() - started:.2f} s after SIGTERM")
                if status != 0:
                    problems.append(f"the server exited {status} after SIGTERM, not 0")
            except subprocess.TimeoutExpired:
                server.kill()
                problems.append("the server was still running 5 s after SIGTERM")
        shutil.rmtree(work, ignore_errors=True)

    for problem in problems:
        print(f"preview-check: served page: {problem}", file=sys.stderr)
    if problems:
        print(f"preview-check: FAILED with {len(problems)} problems", file=sys.stderr)
        return 1
    print("preview-check: served page ok")
    return 0


def glance_problems(theme, options):
    """What --expect-edit-first and --expect-one-recolor-row find wrong with a diff page's theme."""
    problems = []
    name = theme["name"]
    if theme["status"] != "changed":
        return problems
    for asset in options.expect_edit_first:
        edit = theme["edits"].get(asset)
        if edit is None:
            problems.append(f"theme '{name}' shows no drawing edit of '{asset}' (article.image.edit)")
            continue
        if edit["zoom"] < options.min_zoom_width:
            problems.append(f"theme '{name}': the zoom of '{asset}' is {edit['zoom']:.0f} px wide, "
                            f"under {options.min_zoom_width}")
        if not edit["outlined"]:
            problems.append(f"theme '{name}': the zoom of '{asset}' has no outline of its changed area")
        if theme["recolorTop"] is not None and edit["top"] >= theme["recolorTop"]:
            problems.append(f"theme '{name}': the edit of '{asset}' is not above the re-tint row")
    if name in options.expect_icon_change:
        if theme["diffIconLooks"] != ["clear", "dark", "default", "tinted"] or theme["gridIcons"] != 2:
            problems.append(f"theme '{name}' shows the app icon looks {theme['diffIconLooks']} before and after "
                            f"and {theme['gridIcons']} icons in the grid, not four looks and 2 (old, new)")
    if name in options.expect_one_recolor_row and theme["recolorRows"] != 1:
        problems.append(f"theme '{name}' has {theme['recolorRows']} re-tint rows (div.recolor), not 1")
    return problems


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("page", type=pathlib.Path, nargs="?",
                        help="the preview's (or with --diff the diff's) index.html")
    parser.add_argument("--diff", action="store_true", help="check a `themepack diff` page")
    parser.add_argument("--expect-difference", action="append", default=[], metavar="ASSET",
                        help="with --diff: every changed theme shows this asset's before, after and difference")
    parser.add_argument("--expect-edit-first", action="append", default=[], metavar="ASSET",
                        help="with --diff: every changed theme shows this asset as a drawing edit, zoomed "
                             "(--min-zoom-width) with its area outlined, above any re-tint row")
    parser.add_argument("--min-zoom-width", type=float, default=150, metavar="PX",
                        help="with --expect-edit-first: the least width of the widest zoom, CSS pixels")
    parser.add_argument("--expect-one-recolor-row", action="append", default=[], metavar="THEME",
                        help="with --diff: this theme's re-tinted files are one row (div.recolor)")
    parser.add_argument("--expect-icon-change", action="append", default=[], metavar="THEME",
                        help="with --diff: this theme's app icon shows four looks before and after")
    parser.add_argument("--expect-glass", action="store_true",
                        help="every theme shows its glass bar in four appearances, title and contrast badge")
    parser.add_argument("--expect-icons", action="store_true",
                        help="every theme shows its app icon in four looks on a light and a dark wallpaper")
    parser.add_argument("--expect-font", action="append", default=[], metavar="THEME=FACE",
                        help="theme THEME's sample text is laid out in the face FACE it ships")
    parser.add_argument("--font-screenshot", type=pathlib.Path,
                        help="with --expect-font: a PNG of that theme's fonts table")
    parser.add_argument("--serve", metavar="THEMEPACK", help="check `THEMEPACK preview --serve` instead")
    parser.add_argument("--assets", default="Assets", help="with --serve: the project to copy and serve")
    parser.add_argument("--screenshot", type=pathlib.Path, help="full-page PNG, light appearance")
    parser.add_argument("--dark-screenshot", type=pathlib.Path, help="full-page PNG, dark appearance")
    parser.add_argument("--chromium", help="the browser executable (default: chromium on PATH)")
    parser.add_argument("--width", type=int, default=1280, help="viewport width in CSS pixels")
    parser.add_argument("--timeout", type=float, default=60, help="seconds to wait for Chromium")
    options = parser.parse_args()
    if options.serve:
        return check_served(options)
    if options.page is None or not options.page.is_file():
        print(f"preview-check: cannot read '{options.page}': no such file", file=sys.stderr)
        return 2
    return check(options.page, options)


if __name__ == "__main__":
    sys.exit(main())
