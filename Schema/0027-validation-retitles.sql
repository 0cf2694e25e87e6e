-- sbdb schema, migration 0027: menu items whose titles a validation method sets, JSON data files, and IB notes not to translate.

-- view validation_retitled_items: menu items whose action a validation method of code that runs retitles (validateMenuItem:, validateUserInterfaceItem: or validateToolbarItem: setting the item's title in the branch that tests that action, marked in code_mentions as ^ and the selector, ^toggleFilterBar:): AppKit validates every item before its menu shows, so the user meets the title code gives, never the one IB gives
CREATE VIEW validation_retitled_items (
    view_id                           -- the menu item's row in views
) AS
SELECT o.owner_view_id FROM outlets o
WHERE o.kind = 'action' AND o.owner_element = 'menuItem' AND o.owner_view_id IS NOT NULL
  AND EXISTS (SELECT 1 FROM code_mentions m
              WHERE m.name = '^' || o.selector AND m.file_id IN (SELECT file_id FROM code_that_runs));

-- column files.kind: storyboard, xib, plist (an Info.plist), property-list (any other .plist: only its string values are kept, in code_strings), json (a JSON data file outside asset catalogs: only its string values of at most 200 bytes are kept, in code_strings), pbxproj, xcconfig, swift, objc, asset (an asset catalog folder's Contents.json), font, strings (.strings or .xcstrings) or image (an image file outside asset catalogs; not read)

ALTER TABLE localizable_texts ADD COLUMN translate INTEGER; -- 0 when IB's note on the object, or on the object holding it, says not to translate it (Xcode's Document panel, userComments: Do not localize, Don't translate, DNT); NULL otherwise

-- column strings_entries.translate: 0 when a catalog marks the key shouldTranslate: false, or the entry's comment (a catalog key's comment) says not to translate it (ibtool's Note = "Do not translate", copied from IB's note; IBNotes); NULL otherwise
