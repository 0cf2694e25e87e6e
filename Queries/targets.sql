-- summary: Every target of the repository's Xcode projects and SwiftPM packages: its product type, platform, bundle identifier and Info.plist (.xcconfig settings included), and how many storyboards, xibs and Swift and Objective-C files it builds, so each IB file's app is known (file_targets has the files).
-- columns: target, project, product_type, platform, bundle_identifier, info_plist, storyboards, xibs, sources
-- key: project, target
-- kind: inventory
SELECT
    t.name AS target,
    p.path AS project,
    t.product_type AS product_type,
    t.platform AS platform,
    t.bundle_identifier AS bundle_identifier,
    t.info_plist AS info_plist,
    (SELECT count(*) FROM file_targets m JOIN files f ON f.id = m.file_id
     WHERE m.target_id = t.id AND f.kind = 'storyboard') AS storyboards,
    (SELECT count(*) FROM file_targets m JOIN files f ON f.id = m.file_id
     WHERE m.target_id = t.id AND f.kind = 'xib') AS xibs,
    (SELECT count(*) FROM file_targets m JOIN files f ON f.id = m.file_id
     WHERE m.target_id = t.id AND f.kind IN ('swift', 'objc')) AS sources
FROM targets t
JOIN files p ON p.id = t.file_id
ORDER BY p.path, t.name;
