-- sbdb schema, migration 0002: every way one IB file reaches another, and entry points.

-- table plist_entries: entry points and bundle identifiers from Info.plists and from project.pbxproj build settings
CREATE TABLE plist_entries (
    id INTEGER PRIMARY KEY,           -- row id
    file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the Info.plist or project.pbxproj
    setting TEXT NOT NULL,            -- the Info.plist key (UIMainStoryboardFile, UILaunchStoryboardName~ipad, NSMainNibFile, CFBundleIdentifier, …); build settings without INFOPLIST_KEY_
    value TEXT NOT NULL,              -- the value as written
    configuration TEXT,               -- build configuration and condition of a pbxproj setting (Debug, Release [sdk=iphone*]); NULL in plists
    line INTEGER                      -- line in a pbxproj; NULL in plists
);
CREATE INDEX plist_entries_file ON plist_entries(file_id);
CREATE INDEX plist_entries_setting ON plist_entries(setting);

-- table includes: one row per link from a source (IB file, scene, element, or an Info.plist entry) to a storyboard or nib, resolved or with the problem
CREATE TABLE includes (
    id INTEGER PRIMARY KEY,           -- row id
    source_file_id INTEGER NOT NULL REFERENCES files(id) ON DELETE CASCADE, -- the file that links
    source_scene_id INTEGER REFERENCES scenes(id) ON DELETE CASCADE, -- the scene that links, when in a storyboard
    source_view_id INTEGER REFERENCES views(id) ON DELETE CASCADE, -- the element that carries the link
    line INTEGER,                     -- line of that element (or setting)
    mechanism TEXT NOT NULL,          -- storyboard-reference, ib-included-storyboard, ib-included-nib, ib-included-thing, grk-storyboard-proxy, runtime-attributes, rb-storyboard-link, cross-storyboard-segue, segue-identifier, legacy-nib-name, info-plist, or a configured name
    target_kind TEXT NOT NULL,        -- storyboard, nib, or interface (a launch screen: storyboard or xib)
    target_name TEXT,                 -- the named storyboard or nib (NULL: unconfigured)
    target_identifier TEXT,           -- the named scene (storyboard identifier), if any
    target_bundle TEXT,               -- the named bundle, if any
    defaults_to_initial INTEGER NOT NULL, -- 1 when no identifier means the initial view controller (0 for storyboard segregation and nibs)
    target_file_id INTEGER REFERENCES files(id) ON DELETE SET NULL, -- the resolved file (the Base.lproj copy when localised)
    target_scene_id INTEGER REFERENCES scenes(id) ON DELETE SET NULL, -- the resolved scene
    problem TEXT,                     -- NULL when resolved; missing-file, missing-scene, no-initial-view-controller, ambiguous, external-bundle, unconfigured
    detail TEXT                       -- how the link was read (attribute or keyPath) and any warning about run-time fallbacks
);
CREATE INDEX includes_source_file ON includes(source_file_id);
CREATE INDEX includes_source_scene ON includes(source_scene_id);
CREATE INDEX includes_source_view ON includes(source_view_id);
CREATE INDEX includes_target_file ON includes(target_file_id);
CREATE INDEX includes_target_scene ON includes(target_scene_id);

-- table include_depths: each storyboard and nib with how deep links nest it below the entry points
CREATE TABLE include_depths (
    file_id INTEGER PRIMARY KEY REFERENCES files(id) ON DELETE CASCADE, -- the storyboard or nib (one row per logical file: localised copies count once)
    depth INTEGER,                    -- fewest links from an entry point (entry points are 0); NULL when no entry point reaches it
    max_depth INTEGER,                -- longest chain from an entry point, cycles counted once; NULL when unreached
    in_cycle INTEGER NOT NULL,        -- 1 when the file is on a cycle of links
    chain TEXT                        -- the chain that gives depth, e.g. Main > Checkout > Receipt
);
