-- sbdb schema, migration 0014: what IB files use besides other IB files. The images, symbols,
-- colours and fonts each object names; the asset catalogs, font files and loose images that
-- provide them; the localizable texts of IB objects and the strings tables that translate them;
-- each view's accessibility settings; and the names the SDKs themselves provide (system_resources,
-- data loaded like the framework model, from Schema/Frameworks).

ALTER TABLE resources ADD COLUMN catalog TEXT; -- system for an SF Symbol or system colour (catalog="system", <systemColor>), NULL for the app's own
ALTER TABLE resources ADD COLUMN embedded INTEGER NOT NULL DEFAULT 0; -- 1 for an image IB keeps inside the file (keyedArchiveRepresentation): it needs no catalog

-- table resource_uses: every image, SF Symbol, colour and font an IB object names, where and how
CREATE TABLE resource_uses (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    view_id INTEGER REFERENCES views(id) ON DELETE CASCADE, -- the object that names it; NULL for a <resources> entry no object names
    kind TEXT NOT NULL,               -- image, symbol (an SF Symbol, catalog="system"), color or font
    name TEXT NOT NULL,               -- the image, symbol or colour name as written; a font's PostScript name
    family TEXT,                      -- a font's family, when IB writes it
    property TEXT NOT NULL,           -- where the object names it: image, selectedImage, normal.image (a button state), textColor, fontDescription, …
    system INTEGER NOT NULL,          -- 1 when IB marks the name as the system's (catalog="system" or "System", systemColor=)
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX resource_uses_file ON resource_uses(file_id);
CREATE INDEX resource_uses_name ON resource_uses(name);

-- table localizable_texts: the texts of IB objects that a strings table translates, keyed as ibtool keys them (ib_id.property)
CREATE TABLE localizable_texts (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    view_id INTEGER REFERENCES views(id) ON DELETE CASCADE, -- the object
    ib_id TEXT NOT NULL,              -- the object's IB id, the key's first part
    property TEXT NOT NULL,           -- text, title, normalTitle, placeholder, headerTitle, segmentTitles[0], headerCell.title, accessibilityLabel, ibShadowedToolTip, …
    text TEXT NOT NULL,               -- the base text ('' when IB writes an empty one)
    shown INTEGER NOT NULL,           -- 0 for a text nobody sees (a pop-up button cell's title, the main menu's, a pop-up's menu's, a menu nested in another menu's item): no translation is missing for it
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX localizable_texts_file ON localizable_texts(file_id);

-- table accessibility: the accessibility settings of each IB object that has any (the <accessibility> element and its attributes), or a label UIKit gives it (a system bar item, an info button)
CREATE TABLE accessibility (
    view_id INTEGER PRIMARY KEY REFERENCES views(id) ON DELETE CASCADE, -- the object
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    identifier TEXT,                  -- accessibilityIdentifier
    label TEXT,                       -- accessibilityLabel (macOS: description)
    hint TEXT,                        -- accessibilityHint (macOS: help)
    value TEXT,                       -- accessibilityValue
    is_element INTEGER,               -- isAccessibilityElement: 1, 0, or NULL when IB writes nothing (the class's default)
    system_label TEXT,                -- what names it without a label: systemItem=add (flexibleSpace: a spacer, no element at all) and buttonType=infoLight, which UIKit labels; help-button (AppKit labels it); static-text (a text field or view that cannot be edited: VoiceOver reads its text); segment-label, attributed-text (the text it shows); title-element (an accessibilityConnection names the view that titles it)
    line INTEGER NOT NULL             -- line of the <accessibility> element
);
CREATE INDEX accessibility_file ON accessibility(file_id);

-- table assets: every folder of an asset catalog (*.xcassets), one row per Contents.json: sets (image, color, symbol, appicon, data, …), plain folders and the catalog itself
CREATE TABLE assets (
    file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE, -- the folder's Contents.json
    catalog TEXT NOT NULL,            -- the catalog's repository path (App/Assets.xcassets)
    folder TEXT NOT NULL,             -- the folder's path inside the catalog ('' for the catalog itself)
    parent TEXT,                      -- the path inside the catalog of the folder around it (NULL for the catalog itself)
    name TEXT NOT NULL,               -- the folder's name without its extension: the asset's name, before namespaces
    kind TEXT NOT NULL,               -- catalog, folder, image, color, symbol, appicon, data, launchimage, … (the folder's extension)
    provides_namespace INTEGER NOT NULL, -- 1 when the folder puts its name in front of the names inside it (Folder/name)
    images INTEGER NOT NULL,          -- entries of the set's images list (0 for an image set with no image)
    identifier TEXT,                  -- the name as a Swift identifier, as R.swift and SwiftGen generate it (acme-logo: acmeLogo)
    symbol TEXT                       -- the symbol Xcode generates for an image or colour set (ImageResource.acmeLogo), Color or Image suffix dropped
);
CREATE INDEX assets_folder ON assets(catalog, folder);

-- view asset_names: the name code and IB files load each set by: its name after the names of the namespace folders around it (Icons/tab-home)
CREATE VIEW asset_names (
    file_id,                          -- the set's Contents.json (assets.file_id)
    catalog,                          -- the catalog's repository path
    kind,                             -- image, color, symbol, appicon, data, …
    name                              -- the full name, namespaces included
) AS
WITH RECURSIVE up(file_id, catalog, kind, parent, name) AS (
    SELECT file_id, catalog, kind, parent, name FROM assets WHERE kind NOT IN ('catalog', 'folder')
    UNION ALL
    SELECT up.file_id, up.catalog, up.kind, f.parent,
           CASE WHEN f.provides_namespace AND f.kind = 'folder' THEN f.name || '/' || up.name ELSE up.name END
    FROM up JOIN assets f ON f.catalog = up.catalog AND f.folder = up.parent
    WHERE up.parent IS NOT NULL AND up.parent <> ''
)
SELECT file_id, catalog, kind, name FROM up WHERE parent IS NULL OR parent = '' OR NOT EXISTS (
    SELECT 1 FROM assets a WHERE a.catalog = up.catalog AND a.folder = up.parent);

-- view asset_catalogs: the targets whose bundles hold each asset catalog: a target that lists the catalog in its build phases, or holds its folder (a package target, a synchronized folder)
CREATE VIEW asset_catalogs (
    catalog,                          -- the catalog's repository path (assets.catalog)
    target_id                         -- a target that builds it
) AS
SELECT DISTINCT a.catalog, t.target_id FROM assets a JOIN target_files t ON t.path = a.catalog AND t.is_folder = 0
WHERE a.kind = 'catalog'
UNION
SELECT DISTINCT a.catalog, f.target_id FROM assets a JOIN file_targets f ON f.file_id = a.file_id
WHERE a.kind = 'catalog';

-- table fonts: the fonts in each font file (.ttf, .otf, .ttc), read from its name table
CREATE TABLE fonts (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the font file
    font_index INTEGER NOT NULL,      -- the font's place in a collection (.ttc), 0 otherwise
    postscript_name TEXT,             -- the PostScript name IB and UIFont(name:) use
    family TEXT,                      -- the typographic family
    subfamily TEXT,                   -- the style: Regular, Bold, …
    full_name TEXT,                   -- the full name
    PRIMARY KEY (file_id, font_index)
) WITHOUT ROWID;
CREATE INDEX fonts_postscript_name ON fonts(postscript_name);

-- table string_tables: every strings file (.strings) and string catalog (.xcstrings): its language and the table it belongs to
CREATE TABLE string_tables (
    file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE, -- the strings file
    format TEXT NOT NULL,             -- strings or xcstrings
    table_name TEXT NOT NULL,         -- the file name without extension: Main for Main.strings, Localizable
    language TEXT,                    -- the .lproj folder's language (de, pt-BR, mul); NULL outside one
    folder TEXT NOT NULL,             -- the folder holding the .lproj folder (or the file), with a trailing slash ('' at the root): Base.lproj/<table_name>.storyboard in it is the IB file a table translates
    source_language TEXT              -- a string catalog's sourceLanguage
);
CREATE INDEX string_tables_name ON string_tables(table_name);

-- table strings_entries: every entry of every strings table; a string catalog gives one row per key and language
CREATE TABLE strings_entries (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the strings file
    language TEXT,                    -- the entry's language: the .lproj's, or a catalog localization's (NULL for a catalog key with no localization)
    key TEXT NOT NULL,                -- the key: ObjectID.property for an IB file's table
    value TEXT,                       -- the translation (NULL for plural and device variations)
    state TEXT,                       -- a catalog's state: translated, needs_review, new, stale, variations; NULL for .strings
    comment TEXT,                     -- the comment before the entry (.strings), or the key's comment (.xcstrings)
    translate INTEGER,                -- 0 when a catalog marks the key shouldTranslate: false; NULL otherwise
    line INTEGER                      -- line of the key
);
CREATE INDEX strings_entries_file ON strings_entries(file_id);

-- table code_strings: the short one-line string literals of each source file, and the string values of each property list, which code may pass as an asset's name (UIImage(named:), Image(_:), [UIColor colorNamed:], an array of names); a literal built at run time is a pattern: "icon_\(size)" and @"icon_%d" give icon_*
CREATE TABLE code_strings (
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the source file or property list
    value TEXT NOT NULL,              -- the literal's text, or a pattern ending in * (the fixed text before the first interpolation or format specifier)
    count INTEGER NOT NULL,           -- occurrences in the file
    PRIMARY KEY (file_id, value)
) WITHOUT ROWID;
CREATE INDEX code_strings_value ON code_strings(value);

-- table system_resources: the font families, fonts, colours and named images the SDKs provide, which are never missing (Schema/Frameworks/system-resources.sql)
CREATE TABLE system_resources (
    kind TEXT NOT NULL,               -- font-family, font (a PostScript name), color or image
    name TEXT NOT NULL,               -- as IB writes it
    platform TEXT NOT NULL            -- ios or macos
);
CREATE INDEX system_resources_name ON system_resources(kind, name);

-- column code_references.kind: nib, storyboard, scene, segue, reuse-identifier, image (UIImage(named:), NSImage(named:), Image(_:), [UIImage imageNamed:]) or color (UIColor(named:), NSColor(named:), Color(_:), [UIColor colorNamed:])

-- column files.kind: storyboard, xib, plist (an Info.plist), property-list (any other .plist: only its string values are kept, in code_strings), pbxproj, xcconfig, swift, objc, asset (an asset catalog folder's Contents.json), font, strings (.strings or .xcstrings) or image (an image file outside asset catalogs; not read)
