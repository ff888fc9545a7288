import ThemePackArchive
import ThemePackImaging

/// The style sheet of the diff page (`DiffPageWriter`): system colours for light and dark,
/// the light and dark sides of each picture on their own backgrounds, the zoom lenses and the
/// re-tint rows.
package enum DiffPageStyle {
  package static func css(darkBackground: ThemeRGBA) -> String {
    """
    :root{color-scheme:light dark;--bg:#f5f5f7;--surface:#fff;--text:#1d1d1f;--muted:#6e6e73;\
    --line:#d2d2d7;--bad:#b3261e;--good:#1b7f3b}
    @media (prefers-color-scheme: dark){:root{--bg:#111;--surface:#1c1c1e;--text:#f5f5f7;\
    --muted:#a1a1a6;--line:#3a3a3c;--bad:#ff8a80;--good:#7ddc9a}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--text);\
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    header,main,footer{max-width:1400px;margin:0 auto;padding:0 20px}
    h1{font-size:28px;margin:24px 0 4px}
    h2{font-size:22px;margin:6px 0;display:flex;gap:10px;align-items:center;flex-wrap:wrap}
    h3{font-size:16px;margin:16px 0 6px}
    h4{font-size:13px;margin:0 0 6px;font-weight:600}
    nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0}
    nav li{background:var(--surface);border:1px solid var(--line);border-radius:999px;padding:2px 10px}
    .badge{font-size:12px;font-weight:600;border-radius:6px;padding:1px 8px;background:var(--line)}
    .badge.added{background:#d7f5df;color:#0b5323}.badge.removed{background:#fde2e0;color:#7a1711}
    .badge.bad,.warning{background:#fff1c2;color:#5c4400}
    .warning{border:1px solid #e0b400;border-radius:10px;padding:8px 12px}
    td.bad{color:var(--bad);font-weight:600}
    .muted{color:var(--muted)}
    .theme{background:var(--surface);border:1px solid var(--line);border-radius:14px;padding:8px 20px 16px;\
    margin:20px 0}
    table{border-collapse:collapse;font-size:13px}
    th,td{border-bottom:1px solid var(--line);padding:4px 8px;text-align:left}
    .chip{display:inline-block;width:14px;height:14px;border-radius:4px;border:1px solid var(--line);\
    vertical-align:-2px;margin-right:6px}
    .image{border-top:1px solid var(--line);padding-top:4px}
    .sides{display:flex;flex-wrap:wrap;gap:16px}
    .side{border-radius:10px;padding:10px;flex:1 1 420px;min-width:0}
    .side.light{background:#fff;color:#1d1d1f}
    .side.dark{background:\(darkBackground.hexString);color:#f5f5f7}
    .side p{font-size:12px;margin:6px 0 0}
    .row{display:flex;flex-wrap:wrap;gap:12px;align-items:flex-end}
    figure{margin:0;text-align:center}
    figure img{display:block;image-rendering:pixelated;outline:1px dashed rgba(128,128,128,.6);\
    max-width:100%;height:auto}
    figure.difference img{outline-color:rgba(208,0,0,.5)}
    figcaption{font-size:11px;opacity:.8}
    .empty{width:48px;height:48px;display:flex;align-items:center;justify-content:center;font-size:11px;\
    opacity:.6;border:1px dashed rgba(128,128,128,.6)}
    .lint{border:1px solid var(--bad);border-radius:10px;padding:8px 12px;margin:8px 0}
    .lint h2{font-size:16px;color:var(--bad);margin:0}
    .lint ul{margin:4px 0;padding-left:20px;font-size:13px}
    table.grid{margin:8px 0 12px}
    table.grid td.bad,tr.bad td,tr.bad th{color:var(--bad);font-weight:600}
    table.grid td.edit{font-weight:600}
    h3.part{font-size:14px;text-transform:uppercase;letter-spacing:.04em;color:var(--muted);margin:18px 0 4px}
    .edit .zooms{display:flex;flex-wrap:wrap;gap:12px;margin-top:8px}
    .lens{position:relative;overflow:hidden;border:1px solid rgba(128,128,128,.6)}
    .lens img{position:absolute;max-width:none;image-rendering:pixelated;outline:none}
    .lens .area{position:absolute;box-sizing:border-box;border:2px solid #e0007a;\
    box-shadow:0 0 0 1px #fff}
    details.more{margin:8px 0 4px}
    details.more summary{font-size:12px;color:var(--muted);cursor:pointer}
    .recolor{border-top:1px solid var(--line);padding:6px 0}
    .recolor h3{font-size:14px;margin:4px 0;font-weight:600}
    .thumbs{display:flex;flex-wrap:wrap;gap:4px}
    .thumb{border-radius:6px;padding:4px;display:flex;align-items:center;justify-content:center}
    .thumb.light{background:#fff}
    .thumb.dark{background:\(darkBackground.hexString)}
    .thumb img{display:block;image-rendering:pixelated;outline:none}
    .icon-looks{display:flex;flex-wrap:wrap;gap:12px;padding:12px;border-radius:14px;\
    background:linear-gradient(160deg,#9EC5F4,#F4D6E6);color:#1C1C1E}
    .icon-look{margin:0;text-align:center;font-size:12px}
    .icon-look .pair{display:flex;gap:6px}
    .icon-look figure{margin:0}
    .icon-look img,.icon-thumb{display:block}
    .icon-thumb{display:inline-block;vertical-align:middle}
    td[data-column="icon"]{white-space:nowrap}
    """
  }
}
