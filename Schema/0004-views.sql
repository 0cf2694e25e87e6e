-- sbdb schema, migration 0004: views for the joins people write most often.
-- A view's columns are listed in its header so `sbdb schema` can document them.

-- view view_details: every object of views with its file, storyboard scene and parent, named instead of numbered
CREATE VIEW view_details (
    id,                               -- the object's row in views
    path,                             -- the IB file, relative to the root
    file_name,                        -- the file's logical name (Main, ProfileHeader, …)
    file_kind,                        -- storyboard or xib
    scene_ib_id,                      -- the scene's sceneID= (NULL in xibs)
    scene_class,                      -- the scene controller's customClass
    scene_identifier,                 -- the scene's storyboard identifier
    parent_element,                   -- the enclosing object's element name
    parent_class,                     -- the enclosing object's customClass
    element,                          -- XML element name
    ib_id,                            -- IB object id
    custom_class,                     -- customClass=
    custom_module,                    -- customModule=
    user_label,                       -- userLabel=
    depth,                            -- 0 for scene controllers and xib top-level objects
    line,                             -- line of the element
    vendored                          -- 1 when the file is under a vendored folder
) AS
SELECT v.id, f.path, f.name, f.kind, s.ib_scene_id, s.custom_class, s.storyboard_identifier,
       p.element, p.custom_class, v.element, v.ib_id, v.custom_class, v.custom_module, v.user_label,
       v.depth, v.line, f.vendored
FROM views v
JOIN files f ON f.id = v.file_id
LEFT JOIN scenes s ON s.id = v.scene_id
LEFT JOIN views p ON p.id = v.parent_id;

-- view include_edges: every link of includes with the source and target named instead of numbered
CREATE VIEW include_edges (
    id,                               -- the link's row in includes
    source,                           -- the linking file's logical name
    source_path,                      -- the linking file, relative to the root
    source_kind,                      -- storyboard, xib, plist, pbxproj, swift or objc
    source_scene,                     -- the linking scene's storyboard identifier or class, when in a storyboard
    source_class,                     -- the linking element's customClass, or for code the type that links
    line,                             -- line of the link in the source
    mechanism,                        -- how the link is made (see includes.mechanism)
    target_kind,                      -- storyboard, nib or interface
    target_name,                      -- the named storyboard or nib
    target_identifier,                -- the named scene, if any
    target,                           -- the resolved file's logical name, NULL when unresolved
    target_path,                      -- the resolved file, relative to the root
    target_scene,                     -- the resolved scene's storyboard identifier or class
    problem,                          -- NULL when resolved, else why not (see includes.problem)
    detail                            -- how the link was read
) AS
SELECT i.id, sf.name, sf.path, sf.kind,
       coalesce(ss.storyboard_identifier, ss.custom_class, ss.ib_scene_id),
       coalesce(i.source_class, sv.custom_class), i.line, i.mechanism, i.target_kind, i.target_name,
       i.target_identifier, tf.name, tf.path,
       coalesce(ts.storyboard_identifier, ts.custom_class, ts.ib_scene_id), i.problem, i.detail
FROM includes i
JOIN files sf ON sf.id = i.source_file_id
LEFT JOIN scenes ss ON ss.id = i.source_scene_id
LEFT JOIN views sv ON sv.id = i.source_view_id
LEFT JOIN files tf ON tf.id = i.target_file_id
LEFT JOIN scenes ts ON ts.id = i.target_scene_id;

-- view outlet_details: every IB connection with its file and both ends named
CREATE VIEW outlet_details (
    id,                               -- the connection's row in outlets
    path,                             -- the IB file, relative to the root
    kind,                             -- outlet, outletCollection or action
    owner_class,                      -- the class that must declare the member
    member,                           -- outlet property, or action selector
    destination_element,              -- the destination's element name
    destination_class,                -- the destination's customClass
    line                              -- line of the connection
) AS
SELECT o.id, f.path, o.kind, o.owner_class, coalesce(o.property, o.selector),
       o.destination_element, o.destination_class, o.line
FROM outlets o
JOIN files f ON f.id = o.file_id;
