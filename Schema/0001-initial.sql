-- sbdb schema, migration 0001: the Interface Builder spine.
-- Conventions: one comment line `-- table NAME: meaning` before each table, and a
-- `-- meaning` comment after each column; `sbdb schema` prints them.
-- Paths are relative to the indexed root with `/` separators. IB object ids (`ib_id`) are
-- unique per file only: join on (file_id, ib_id) or on the integer ids.

PRAGMA application_id = 1396851778; -- "SBDB"

-- table meta: facts about this database: the indexed root, the sbdb version that wrote it
CREATE TABLE meta (
    name TEXT PRIMARY KEY NOT NULL, -- root, sbdb_version, created_at, last_indexed_at
    value TEXT                      -- the fact
);

-- table files: every file sbdb indexed, one row per path
CREATE TABLE files (
    id INTEGER PRIMARY KEY,           -- row id
    path TEXT NOT NULL UNIQUE,        -- path relative to the indexed root
    name TEXT NOT NULL,               -- logical name: base name without extension, .lproj folder or ~ipad/~iphone suffix
    extension TEXT NOT NULL,          -- storyboard, xib, plist, …
    kind TEXT NOT NULL,               -- storyboard, xib, plist, pbxproj, swift or objc
    lproj TEXT,                       -- localisation folder without .lproj (Base, en, …), NULL outside one
    size INTEGER NOT NULL,            -- bytes
    mtime_ns INTEGER NOT NULL,        -- modification time, nanoseconds since 1970
    content_hash TEXT NOT NULL,       -- 64-bit FNV-1a hash of the content, hex
    status TEXT NOT NULL,             -- ok, legacy (Xcode 3 archive, recognised only), failed (see diagnostics; older rows kept)
    vendored INTEGER NOT NULL DEFAULT 0, -- 1 under Pods/, Carthage/ or another vendored folder
    indexed_at TEXT NOT NULL          -- when this file was last read (ISO 8601, UTC)
);
CREATE INDEX files_name ON files(name);
CREATE INDEX files_kind ON files(kind);

-- table documents: the root element of each IB file
CREATE TABLE documents (
    file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE, -- the file
    format TEXT NOT NULL,             -- document (modern XML) or archive (legacy Xcode 3)
    type TEXT,                        -- root type=, e.g. com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB
    version TEXT,                     -- root version= (3.0 for modern documents)
    tools_version TEXT,               -- toolsVersion= (Xcode's IB build)
    system_version TEXT,              -- systemVersion= (OS build of the last save)
    target_runtime TEXT,              -- targetRuntime=, e.g. iOS.CocoaTouch, MacOSX.Cocoa, AppleTV, watchKit
    platform TEXT,                    -- ios, tvos, watchos or macos
    deployment TEXT,                  -- <deployment identifier=> (iOS, macosx, …)
    initial_view_controller TEXT,     -- IB id of the initial view controller, if any
    launch_screen INTEGER NOT NULL,   -- 1 when launchScreen="YES"
    use_autolayout INTEGER NOT NULL,  -- 1 when useAutolayout="YES"
    use_trait_collections INTEGER NOT NULL, -- 1 when useTraitCollections="YES"
    use_safe_areas INTEGER NOT NULL   -- 1 when useSafeAreas="YES"
);

-- table scenes: one row per <scene> of a storyboard
CREATE TABLE scenes (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the storyboard
    ib_scene_id TEXT,                 -- the scene's sceneID=
    controller_view_id INTEGER REFERENCES views(id) DEFERRABLE INITIALLY DEFERRED, -- the controller's row in views (deferred: scenes and views refer to each other)
    controller_element TEXT,          -- viewController, tableViewController, navigationController, viewControllerPlaceholder, controller (watchOS), …
    controller_ib_id TEXT,            -- the controller's IB id
    custom_class TEXT,                -- the controller's customClass
    custom_module TEXT,               -- the controller's customModule
    custom_module_provider TEXT,      -- target when the module is the app target's
    storyboard_identifier TEXT,       -- storyboardIdentifier= (watchOS: identifier=): the scene id code and links use
    restoration_identifier TEXT,      -- restorationIdentifier=, or the storyboard identifier when IB is told to reuse it
    title TEXT,                       -- the controller's title=
    user_label TEXT,                  -- the scene's or controller's userLabel= (the name in Xcode's outline)
    is_initial INTEGER NOT NULL,      -- 1 for the storyboard's initial view controller
    line INTEGER NOT NULL             -- line of <scene>
);
CREATE INDEX scenes_file ON scenes(file_id);
CREATE INDEX scenes_controller_view ON scenes(controller_view_id);
CREATE INDEX scenes_custom_class ON scenes(custom_class);
CREATE INDEX scenes_storyboard_identifier ON scenes(storyboard_identifier);

-- table views: every object in scenes and xib top levels: controllers, views, cells, bar items, gesture recognisers, placeholders, and elements sbdb does not know
CREATE TABLE views (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    scene_id INTEGER REFERENCES scenes(id), -- the scene, NULL in xibs
    parent_id INTEGER REFERENCES views(id), -- the enclosing object, NULL at the top
    element TEXT NOT NULL,            -- XML element name: view, button, tableViewCell, viewController, …
    ib_id TEXT,                       -- IB object id (unique per file only)
    ib_key TEXT,                      -- key= (view, contentView, navigationItem, …)
    custom_class TEXT,                -- customClass=
    custom_module TEXT,               -- customModule=
    custom_module_provider TEXT,      -- customModuleProvider= (target: the app's own module)
    user_label TEXT,                  -- userLabel=
    title TEXT,                       -- title=
    storyboard_identifier TEXT,       -- storyboardIdentifier= (controllers)
    restoration_identifier TEXT,      -- restorationIdentifier=, or the storyboard identifier when IB reuses it (useStoryboardIdentifierAsRestorationIdentifier)
    reuse_identifier TEXT,            -- reuseIdentifier= (cells, reusable views)
    placeholder_identifier TEXT,      -- placeholderIdentifier= (IBFilesOwner, IBFirstResponder, …)
    scene_member TEXT,                -- sceneMemberID= (viewController, firstResponder, exit)
    identifier TEXT,                  -- identifier= (watchOS scene id, macOS item identifiers)
    depth INTEGER NOT NULL,           -- 0 for scene controllers and xib top-level objects
    constraint_count INTEGER NOT NULL, -- number of <constraint> elements the object holds
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX views_file ON views(file_id);
CREATE INDEX views_scene ON views(scene_id);
CREATE INDEX views_parent ON views(parent_id);
CREATE INDEX views_custom_class ON views(custom_class);

-- table nib_owners: the placeholders of each xib: File's Owner, First Responder, Application and external objects
CREATE TABLE nib_owners (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the xib
    view_id INTEGER NOT NULL REFERENCES views(id), -- the placeholder's row in views
    role TEXT NOT NULL,               -- files-owner, first-responder, application or external
    ib_id TEXT,                       -- IB id (-1 or -2; iOS and macOS swap them)
    custom_class TEXT,                -- the placeholder's customClass (File's Owner: the class that loads the nib)
    custom_module TEXT,               -- customModule=
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX nib_owners_file ON nib_owners(file_id);
CREATE INDEX nib_owners_view ON nib_owners(view_id);
CREATE INDEX nib_owners_custom_class ON nib_owners(custom_class);

-- table outlets: every connection: outlet, outletCollection and action
CREATE TABLE outlets (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    scene_id INTEGER REFERENCES scenes(id), -- the scene, NULL in xibs
    kind TEXT NOT NULL,               -- outlet, outletCollection or action
    owner_view_id INTEGER REFERENCES views(id), -- the object whose <connections> holds it
    owner_element TEXT,               -- the owner's element name
    owner_class TEXT,                 -- the owner's customClass (the class that must declare the member)
    property TEXT,                    -- outlet property name
    selector TEXT,                    -- action selector, e.g. buy:
    event_type TEXT,                  -- action eventType= (touchUpInside, …)
    collection_class TEXT,            -- outletCollection collectionClass=
    destination_ib_id TEXT,           -- destination= (iOS) or target= (macOS)
    destination_view_id INTEGER REFERENCES views(id), -- the destination's row in views, when in the file
    destination_element TEXT,         -- the destination's element name
    destination_class TEXT,           -- the destination's customClass
    ib_id TEXT,                       -- the connection's IB id
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX outlets_file ON outlets(file_id);
CREATE INDEX outlets_scene ON outlets(scene_id);
CREATE INDEX outlets_owner_view ON outlets(owner_view_id);
CREATE INDEX outlets_destination_view ON outlets(destination_view_id);
CREATE INDEX outlets_owner_class ON outlets(owner_class);

-- table bindings: macOS Cocoa bindings (<binding>)
CREATE TABLE bindings (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    owner_view_id INTEGER REFERENCES views(id), -- the bound object
    name TEXT,                        -- the binding name (value, enabled, …)
    key_path TEXT,                    -- keyPath=
    destination_ib_id TEXT,           -- destination=
    destination_view_id INTEGER REFERENCES views(id), -- the destination's row in views
    ib_id TEXT,                       -- the binding's IB id
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX bindings_file ON bindings(file_id);
CREATE INDEX bindings_owner_view ON bindings(owner_view_id);
CREATE INDEX bindings_destination_view ON bindings(destination_view_id);

-- table segues: every <segue> with a kind; <segue reference> back-references and peek-and-pop children are not segues
CREATE TABLE segues (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the storyboard
    scene_id INTEGER REFERENCES scenes(id), -- the source scene
    source_view_id INTEGER REFERENCES views(id), -- the object that fires it (controller, button, cell, …)
    kind TEXT NOT NULL,               -- show, relationship, custom, embed, presentation, unwind, …
    relationship TEXT,                -- rootViewController, viewControllers, … for kind relationship
    identifier TEXT,                  -- identifier= (performSegue uses it)
    custom_class TEXT,                -- customClass= of custom segues
    custom_module TEXT,               -- customModule=
    destination_ib_id TEXT,           -- destination=
    destination_view_id INTEGER REFERENCES views(id), -- the destination's row in views
    destination_scene_id INTEGER REFERENCES scenes(id), -- the destination's scene
    destination_element TEXT,         -- the destination's element (viewControllerPlaceholder for references)
    destination_creation_selector TEXT, -- @IBSegueAction selector
    unwind_action TEXT,               -- unwindAction= of unwind segues
    ib_id TEXT,                       -- the segue's IB id
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX segues_file ON segues(file_id);
CREATE INDEX segues_scene ON segues(scene_id);
CREATE INDEX segues_source_view ON segues(source_view_id);
CREATE INDEX segues_destination_view ON segues(destination_view_id);
CREATE INDEX segues_destination_scene ON segues(destination_scene_id);

-- table runtime_attributes: <userDefinedRuntimeAttribute> on any object (and IBInspectable values)
CREATE TABLE runtime_attributes (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    view_id INTEGER REFERENCES views(id), -- the configured object
    key_path TEXT NOT NULL,           -- keyPath=
    type TEXT,                        -- string, boolean, number, color, rect, image, nil, …
    value TEXT,                       -- value=, or the value child flattened (number: its value; color: red=… green=…)
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX runtime_attributes_file ON runtime_attributes(file_id);
CREATE INDEX runtime_attributes_view ON runtime_attributes(view_id);
CREATE INDEX runtime_attributes_key_path ON runtime_attributes(key_path);

-- table storyboard_references: Apple storyboard references (<viewControllerPlaceholder>, macOS <controllerPlaceholder>)
CREATE TABLE storyboard_references (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the referring storyboard
    scene_id INTEGER REFERENCES scenes(id), -- the placeholder's scene
    view_id INTEGER NOT NULL REFERENCES views(id), -- the placeholder's row in views
    element TEXT NOT NULL,            -- viewControllerPlaceholder or controllerPlaceholder
    storyboard_name TEXT,             -- storyboardName=: the target storyboard (NULL: unconfigured)
    referenced_identifier TEXT,       -- referencedIdentifier=: the target scene (NULL: the initial view controller)
    bundle_identifier TEXT,           -- bundleIdentifier=: the target's bundle, if another
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX storyboard_references_file ON storyboard_references(file_id);
CREATE INDEX storyboard_references_scene ON storyboard_references(scene_id);
CREATE INDEX storyboard_references_view ON storyboard_references(view_id);
CREATE INDEX storyboard_references_name ON storyboard_references(storyboard_name);

-- table designables: <designable name=…> hints (the view renders live in IB); may be stale, code is the authority
CREATE TABLE designables (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    ib_id TEXT NOT NULL,              -- the view's IB id (name=)
    view_id INTEGER REFERENCES views(id), -- the view, when the id is in the file
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX designables_file ON designables(file_id);
CREATE INDEX designables_view ON designables(view_id);

-- table resources: <resources> entries: images, named and system colours
CREATE TABLE resources (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    element TEXT NOT NULL,            -- image, namedColor, systemColor, …
    name TEXT NOT NULL,               -- the resource name
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX resources_file ON resources(file_id);
CREATE INDEX resources_name ON resources(name);

-- table other_elements: elements outside the object graph that carry an id or a class sbdb does not model
CREATE TABLE other_elements (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the IB file
    element TEXT NOT NULL,            -- XML element name
    ib_id TEXT,                       -- id=
    custom_class TEXT,                -- customClass=
    line INTEGER NOT NULL             -- line of the element
);
CREATE INDEX other_elements_file ON other_elements(file_id);

-- table legacy_nib_names: IBUINibName values in legacy Xcode 3 archives (a controller whose view is another nib)
CREATE TABLE legacy_nib_names (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the archive xib
    nib_name TEXT NOT NULL,           -- the named nib
    line INTEGER NOT NULL             -- line of the <string> element
);
CREATE INDEX legacy_nib_names_file ON legacy_nib_names(file_id);

-- table diagnostics: what sbdb could not read or found suspicious, with the place
CREATE TABLE diagnostics (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER REFERENCES files(id) ON DELETE CASCADE, -- the file, NULL for problems of the walk itself
    path TEXT NOT NULL,               -- path relative to the indexed root
    line INTEGER,                     -- line, when known
    col INTEGER,                      -- column, when known
    severity TEXT NOT NULL,           -- error, warning or note
    code TEXT NOT NULL,               -- stable code: malformed-xml, legacy-archive, unreadable, …
    message TEXT NOT NULL             -- what is wrong and how to fix it
);
CREATE INDEX diagnostics_file ON diagnostics(file_id);
