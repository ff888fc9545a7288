// `ThemeAppearance` (light, dark, light and dark high contrast) is declared in ThemePackArchive,
// the target the tool and the client share, so both sides name one type. An app sees it as
// `ThemePackClient.ThemeAppearance`; the scoped import re-exports that one type and nothing
// else of ThemePackArchive. `ThemeAppearance.Preference` is the client's own extension.
@_exported import enum ThemePackArchive.ThemeAppearance
