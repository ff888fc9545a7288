import Foundation
import ThemePackSupport

/// The served page: the rendered `index.html` with what only a live page has, added as it is
/// sent (the file on disk stays the static, script-free page that opens from disk).
///
/// Added: a `<meta name="themepack-generation">` with the render's number, a small inline
/// script (`script`) that follows `/events` (one stream for all tabs) and reloads when the
/// server's number differs from the page's (so a reconnect after a missed event also
/// reloads), and per
/// theme a form under its `h2` with an `<input type="color">` that asks `/try` for a
/// hypothetical theme in the chosen colour. When the last save did not render, a `section`
/// with `role="alert"` lists the problems, one line each, above the last good page (or alone,
/// when nothing ever rendered).
enum PreviewLivePage {
  /// A theme as its colour input shows it.
  struct ThemeInput: Sendable, Equatable {
    var name: String
    /// The input's value, `#rrggbb` (the tried colour when one was, else the theme's).
    var color: String
  }

  /// The page's only script. Inline, allowed by its hash in `contentSecurityPolicy`.
  ///
  /// One event stream serves every open tab of the preview: the tab holding the Web Lock
  /// `themepack-preview-events` opens `/events` and passes each render's number on a
  /// `BroadcastChannel` (a browser allows six connections to a host, so a seventh tab with a
  /// stream of its own never loaded); when it closes, another tab takes the lock. A tab that
  /// starts asks the holder for the number it last saw, so a render between its load and its
  /// listening still reloads it. Trying a colour submits its form and ignores reloads from
  /// then on, so the page the server sends (anchored at the tried theme) is the one shown.
  static let script = """
    (() => {
      "use strict";
      const meta = document.querySelector('meta[name="themepack-generation"]');
      const shown = meta ? meta.content : "";
      let leaving = false;
      let latest = shown;
      const seen = (generation) => {
        latest = generation;
        if (!leaving && generation !== shown) { leaving = true; location.reload(); }
      };
      const channel = "BroadcastChannel" in window ? new BroadcastChannel("themepack-preview") : null;
      let holder = false;
      const listen = () => {
        holder = true;
        const events = new EventSource("/events");
        events.addEventListener("reload", (event) => {
          if (channel) { channel.postMessage({ generation: event.data }); }
          seen(event.data);
        });
        return new Promise(() => {});
      };
      if (channel && navigator.locks) {
        channel.onmessage = (event) => {
          const message = event.data || {};
          if (message.ask && holder) { channel.postMessage({ generation: latest }); }
          if (typeof message.generation === "string") { seen(message.generation); }
        };
        navigator.locks.request("themepack-preview-events", listen);
        channel.postMessage({ ask: true });
      } else {
        listen();
      }
      document.addEventListener("change", (event) => {
        const input = event.target;
        if (input instanceof HTMLInputElement && input.type === "color" && input.form
          && input.form.classList.contains("try")) { leaving = true; input.form.submit(); }
      });
      document.addEventListener("submit", (event) => {
        if (event.target instanceof HTMLFormElement && event.target.classList.contains("try")) { leaving = true; }
      });
    })();
    """

  private static let styleSheet = """
    .live-problems{border-color:#C62828}.live-problems h2{color:#C62828}\
    .live-problems li{font-family:ui-monospace,monospace;white-space:pre-wrap}\
    form.try{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin:.25rem 0 .75rem}\
    form.try input[type=color]{inline-size:3rem;block-size:2rem;padding:0}
    """

  /// What the served pages may do: their one script (by hash), inline styles, images, fonts and
  /// connections to this server only, forms back to it; nothing from elsewhere.
  static let contentSecurityPolicy: String = {
    let hash = Data(SHA256.hash(Array(script.utf8))).base64EncodedString()
    return "default-src 'none'; script-src 'sha256-\(hash)'; style-src 'unsafe-inline'; "
      + "img-src 'self' data:; font-src 'self'; connect-src 'self'; form-action 'self'; base-uri 'none'; "
      + "frame-ancestors 'none'"
  }()

  /// The live page around `page` (the rendered `index.html`, nil when nothing rendered yet).
  static func html(
    page: String?, generation: Int, problems: [String], themes: [ThemeInput]
  ) -> String {
    let head: HTML = """
      <meta name="themepack-generation" content="\(generation)">
      <link rel="icon" href="data:,">
      <style>\(HTML(trusted: styleSheet))</style>
      <script>\(HTML(trusted: script))</script>

      """
    let alert = problemSection(problems, hasPage: page != nil)
    guard var page else {
      let document: HTML = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="color-scheme" content="light dark">
        <title>Theme preview</title>
        \(head)</head>
        <body>
        <h1>Theme preview</h1>
        \(alert)</body>
        </html>

        """
      return document.markup
    }
    insert(head.markup, before: "</head>", in: &page)
    if !insert(alert.markup, after: "<main id=\"main\">\n", in: &page) {
      insert(alert.markup, after: "<body>\n", in: &page)
    }
    for theme in themes {
      let marker = "data-theme=\"\(HTML.escape(theme.name))\""
      guard let section = page.range(of: marker),
        let heading = page.range(of: "</h2>\n", range: section.upperBound..<page.endIndex)
      else { continue }
      page.insert(contentsOf: tryForm(theme).markup, at: heading.upperBound)
    }
    return page
  }

  /// The form under a theme's heading: its colour input submits by itself (the script), or
  /// with the button when scripts are off.
  private static func tryForm(_ theme: ThemeInput) -> HTML {
    """
    <form class="try" action="/try" method="get">
    <input type="hidden" name="theme" value="\(theme.name)">
    <label>Try a colour <input type="color" name="color" value="\(theme.color)"></label>
    <button type="submit">Try</button>
    <span class="muted">adds a hypothetical theme drawn from the masters in that colour \
    (as <code>--try-color</code>); nothing is written to the project</span>
    </form>

    """
  }

  private static func problemSection(_ problems: [String], hasPage: Bool) -> HTML {
    guard !problems.isEmpty else { return .empty }
    let below: HTML =
      hasPage ? "Shown below is the last preview that did. " : "Nothing has rendered yet. "
    return """
      <section class="card live-problems" role="alert" aria-labelledby="live-problems">
      <h2 id="live-problems">The project does not render</h2>
      <p>\(below)Fix these and save: the page updates itself.</p>
      <ul>
      \(problems.map { "<li>\($0)</li>\n" as HTML })</ul>
      </section>

      """
  }

  @discardableResult
  private static func insert(_ text: String, before marker: String, in page: inout String) -> Bool {
    guard let range = page.range(of: marker) else { return false }
    page.insert(contentsOf: text, at: range.lowerBound)
    return true
  }

  @discardableResult
  private static func insert(_ text: String, after marker: String, in page: inout String) -> Bool {
    guard let range = page.range(of: marker) else { return false }
    page.insert(contentsOf: text, at: range.upperBound)
    return true
  }
}
