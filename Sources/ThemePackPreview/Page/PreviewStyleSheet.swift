/// The page's CSS: system fonts only, its own light and dark appearance from
/// `prefers-color-scheme`, visible keyboard focus.
package enum PreviewStyleSheet {
  package static var css: String {
    """
    :root{color-scheme:light dark;\(variables(.light))}
    @media (prefers-color-scheme: dark){:root{\(variables(.dark))}}
    *{box-sizing:border-box}
    body{margin:0;background:var(--bg);color:var(--text);\
    font:15px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}
    a{color:var(--accent)}
    :focus-visible{outline:3px solid var(--accent);outline-offset:2px}
    .skip{position:absolute;left:-10000px;top:8px}
    .skip:focus{left:8px;background:var(--surface);padding:8px 12px;border-radius:8px}
    .visually-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);\
    white-space:nowrap}
    .page-header,main,footer{max-width:1240px;margin:0 auto;padding:0 20px}
    h1{font-size:28px;margin:24px 0 4px}
    h2{font-size:22px;margin:14px 0 10px;display:flex;align-items:center;gap:10px;flex-wrap:wrap}
    h3{font-size:17px;margin:22px 0 8px}
    h4{font-size:15px;margin:0 0 6px}
    h5{font-size:12px;margin:0 0 8px;text-transform:uppercase;letter-spacing:.05em}
    .muted{color:var(--muted)}
    p{margin:6px 0}
    nav ul{list-style:none;display:flex;flex-wrap:wrap;gap:8px;padding:0;margin:12px 0}
    nav a{display:inline-flex;align-items:center;gap:6px;padding:3px 12px;border:1px solid var(--line);\
    border-radius:999px;text-decoration:none;background:var(--surface)}
    .chip{width:12px;height:12px;border-radius:50%;display:inline-block;border:1px solid var(--line)}
    .card{background:var(--surface);border:1px solid var(--line);border-radius:14px;\
    padding:6px 20px 18px;margin:20px 0}
    table{border-collapse:collapse}
    th,td{text-align:left;padding:6px 12px 6px 0;border-bottom:1px solid var(--line);vertical-align:middle}
    .swatch{display:inline-block;width:28px;height:28px;border-radius:6px;border:1px solid var(--line);\
    vertical-align:middle;margin-right:10px}
    code,.hex{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,"DejaVu Sans Mono",monospace;\
    font-size:13px}
    .badge{display:inline-block;padding:0 8px;border-radius:999px;font-size:12px;font-weight:600;\
    line-height:20px;color:\(PreviewPalette.badgeText.hexString);white-space:nowrap}
    .badge.error{background:\(PreviewPalette.errorBadge.hexString)}
    .badge.warning{background:\(PreviewPalette.warningBadge.hexString)}
    .badge.pass{background:\(PreviewPalette.passBadge.hexString)}
    .badge.neutral,.badge.info{background:\(PreviewPalette.neutralBadge.hexString)}
    .halves{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,490px),1fr));gap:12px}
    .half{border-radius:10px;padding:10px 14px 14px;overflow-x:auto;border:1px solid var(--line)}
    .tiles{display:flex;flex-wrap:wrap;align-items:flex-end;gap:14px 22px}
    figure{margin:0}
    .tile{display:flex;flex-direction:column;align-items:center;gap:6px}
    .tile img,.bar img{display:block;max-width:none;outline:1px dashed rgba(128,128,128,.75)}
    figcaption{font-size:12px}
    .zoom img{image-rendering:pixelated}
    .bar{margin:0 0 12px}
    .bar figcaption{margin-top:4px}
    .navbar-frame{position:relative;display:block}
    .navbar-title,.glassbar-title{position:absolute;left:0;right:0;top:0;text-align:center;font-size:17px;font-weight:600;\
    white-space:nowrap;overflow:hidden;pointer-events:none}
    .bar-contrast{margin:4px 0 0}
    .asset{border-top:1px solid var(--line);padding:14px 0 6px}
    .findings{list-style:none;padding:0;margin:6px 0 10px}
    .findings li{margin:4px 0}
    .scroll{overflow-x:auto}
    .matrix th,.matrix td{padding:8px 12px 8px 0}
    .matrix thead th{white-space:nowrap}
    .matrix th .muted{font-weight:400}
    .matrix td{max-width:250px}
    .pair{display:flex;gap:4px}
    .box{width:108px;height:108px;display:flex;align-items:center;justify-content:center;\
    border-radius:8px;border:1px solid var(--line);overflow:hidden}
    .box img{max-width:100px;max-height:100px;object-fit:contain}
    .box.zoom img{image-rendering:pixelated}
    .odd .pair{outline:3px solid \(PreviewPalette.errorBadge.hexString);outline-offset:2px;border-radius:8px}
    .marks{display:flex;flex-wrap:wrap;gap:4px;margin-top:6px;max-width:220px}
    .missing{display:flex;align-items:center;justify-content:center;width:220px;height:108px;\
    border:2px dashed \(PreviewPalette.errorBadge.hexString);border-radius:8px}
    footer{padding:10px 20px 30px}
    .homescreens{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(100%,340px),1fr));gap:12px}
    .homescreen{border-radius:22px;padding:10px 18px 18px;border:1px solid var(--line)}
    .light-wallpaper{background:linear-gradient(160deg,#9EC5F4,#F4D6E6);color:#1C1C1E}
    .dark-wallpaper{background:linear-gradient(160deg,#1E2A4A,#07080D);color:#FFFFFF}
    .home-grid{display:grid;grid-template-columns:repeat(4,60px);justify-content:space-between;gap:14px 10px}
    .app{display:flex;flex-direction:column;align-items:center;gap:4px;font-size:12px}
    .app img{display:block}
    .app.other{width:60px;height:60px;border-radius:13.5px;background:rgba(128,128,128,.35)}
    """
  }

  private static func variables(_ palette: PreviewPalette) -> String {
    [
      ("bg", palette.background), ("surface", palette.surface), ("text", palette.text),
      ("muted", palette.mutedText), ("accent", palette.accent), ("line", palette.line),
    ].map { "--\($0.0):\($0.1.hexString)" }.joined(separator: ";")
  }
}
