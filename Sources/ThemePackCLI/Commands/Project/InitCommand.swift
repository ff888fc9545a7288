import ThemePackImport

/// `themepack init --from DIR [--into DIR] …`: a complete project from legacy theme folders.
struct InitCommand: Command {
  static let name = "init"
  static let summary =
    "Make a theme project from legacy theme folders, an asset catalog, SwiftTheme themes or design tokens."
  static let from = OptionDeclaration.option(
    "--from", placeholder: "<path>",
    help: """
      What the team has: a folder of theme folders (one folder per theme,
      the same file names in each, as old apps keep them), or an Xcode
      asset catalog (.xcassets; namespace groups with the same set names
      become themes, else one theme named after the catalog), or SwiftTheme
      themes: a folder or downloaded .zip of theme files (.plist or .json,
      one per theme, named after it), or ThemePack's own output: runtime
      theme folders (Output/themes, known by their manifest.json) or theme
      packages (a package .zip or a folder of them, such as Output/packages),
      or design tokens: a .json tokens file (DTCG, Tokens Studio), a folder
      of Figma mode files (Light.tokens.json, Dark.tokens.json) or a Tokens
      Studio folder ($metadata.json).
      """, required: true)
  static let into = OptionDeclaration.option(
    "--into", placeholder: "<dir>", help: "The project folder to write (default: Assets).")
  static let scale = OptionDeclaration.option(
    "--scale", placeholder: "<n>", value: .integer(ProjectImporter.scales),
    help: "The scale of files without an @2x/@3x suffix (default: 1; legacy files are often 2).")
  static let colors = OptionDeclaration.option(
    "--colors", placeholder: "<file>",
    help: """
      Theme colours: a JSON object {"blue": "34,107,170"} or CSV lines
      'blue,34,107,170' / 'blue,#226BAA' (default: a flat image every
      theme has, such as a 1x1 themeColor.png, else each theme's dominant colour).
      """)
  static let colorKey = OptionDeclaration.option(
    "--color-key", placeholder: "<name>",
    help: """
      The colour set (catalog) or SwiftTheme key path (such as
      Global.barTintColor) that is each theme's colour (default for a catalog:
      one named themeColor, tintColor, AccentColor, primary or color; for
      SwiftTheme: a colour key path in every theme named like themeColor,
      barTintColor or tintColor, else the one that differs between the most
      themes), or the design token (a path in the theme's group, such as
      brand.primary; default: a colour token named color, themeColor, primary,
      brand, accent, tint or tintColor).
      """)
  static let assetsCatalog = OptionDeclaration.option(
    "--assets-catalog", placeholder: "<dir>",
    help: """
      SwiftTheme only: the app's asset catalog (.xcassets) whose image sets
      image names in the theme files refer to (default: the one .xcassets in
      the --from folder, and image files next to each theme file).
      """)
  static let publicKey = OptionDeclaration.option(
    "--public-key", placeholder: "<KEY.pub>",
    help: """
      Theme packages only: require a valid signature by this key (default:
      verify everything but the signature, and say so).
      """)
  static let force = OptionDeclaration.flag("--force", help: "Replace a non-empty --into folder.")
  static let options = [from, into, scale, colors, colorKey, assetsCatalog, publicKey, force]
  static let discussion = """
    Never repaints a picture. Per asset, a master and a tint stand only when the build,
    tinting the master with the colour it will really use, gives back every theme's file
    (at most 2% of pixels off by more than 16 levels): a template shape (one colour), the
    theme colour with white details (tint screen) or with black details (tint multiply).
    Otherwise a one-colour shape drawn in a colour of its own keeps its template master,
    tinted with a colour of its own (<asset>Color, or <asset>Tint for an asset named like a
    colour, in every theme.json, named by the asset's tintColor); the same picture in every theme becomes an untinted master; anything else
    stays per theme, its files copied as drawn. Prints what it decided: the theme colours
    and where they came from, per asset the tint and the drift of every theme's file
    (painted colour, CIEDE2000 from the theme colour, largest channel difference of the
    built image), the nav-bar slice, files only some themes have, and what it skipped.
    From a catalog, scales come from Contents.json whatever the file names, dark entries
    become dark files (dark: explicitFile; a set of one picture is dark: same), resizing
    becomes the slice in points, template rendering intent becomes tint template and every
    set's intent the asset's rendering (none stated stays automatic), and colour sets become
    the theme colour (--color-key, else a set named like AccentColor, else one whose name
    says accent, brand or tint and no background or text) and
    named colours with every appearance they state (dark, high contrast), converted to
    sRGB from display-p3, extended and gray spaces; a system-colour reference
    (systemBlueColor) becomes its iOS 15-18 values in all four appearances. A PDF or SVG
    becomes a vector master drawn at every scale (the single-scale file, else the highest
    per-scale one). What Xcode accepts comes in: a lower-scale file of the wrong size,
    size-class variants, a Display P3 file beside an sRGB one, a vector too large to draw
    are left out, each with a note; a catalog the reader cannot read is refused. From
    SwiftTheme themes, every colour key path becomes a named colour keeping its key path
    (keyPath), the main colour's goes to colorKeyPath, a colour under Night.<key path>
    becomes its dark value, image values become assets keeping their key paths (paths must
    stay inside the theme folder; image names are looked up in --assets-catalog, else in
    the one .xcassets beside the theme files), fonts become named fonts keeping their key
    paths, every other value (numbers, booleans, strings, arrays) goes to theme.json
    'values' (its Night. value to 'darkValues'), and the swiftTheme output is turned on;
    what cannot be kept (dates, data) is listed as not imported.
    ThemePack's own runtime folders and packages are read from their manifest.json
    (colours in all four appearances, version, fonts, components, slices; key paths and
    values from <theme>.plist); packages are verified first (with --public-key, the
    signature too). Dark files that a retint reproduces exactly stay dark: retint.
    From design tokens, colours are not converted: the files the build reads are copied
    into Tokens/ as they are (a Tokens Studio folder keeping its layout) and each
    Themes/<theme>/theme.json takes its colours from them ("tokens": file, files or
    folder, group, colorToken), so every mode the source gives (Tokens Studio $themes,
    one file per mode, a token's com.figma.modes) is kept and the others are derived.
    Sibling groups holding colour tokens of the same names, each with its theme colour,
    are the themes (themes.blue, themes.red), else one theme named after the source from
    the group holding every colour token, its subgroups' tokens named by their paths
    ("nested": surface.background is surfaceBackground). Each theme is read with the
    build's own tokens reader first: a source it would refuse is refused, naming the
    file, line and token. The project has no assets ("assets": {}).
    The project is written through a staging folder; on any error nothing is written.
    """

  static func run(_ arguments: ParsedArguments, console: Console) throws -> ExitCode {
    let options = ImportOptions(
      from: arguments.required(from), into: arguments.text(into) ?? "Assets",
      scale: arguments.integer(scale) ?? 1, colorsFile: arguments.text(colors),
      colorKey: arguments.text(colorKey), assetsCatalog: arguments.text(assetsCatalog),
      force: arguments.flag(force), publicKey: arguments.text(publicKey))
    let report = try ProjectImporter.run(options)
    console.writeOutput(report.text + "\n")
    console.note("wrote project '\(options.into)': run 'themepack lint --assets \(options.into)'")
    return .success
  }
}
