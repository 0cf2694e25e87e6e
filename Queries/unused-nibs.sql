-- summary: Xibs that nothing reaches: no link of any mechanism from an IB file, no code reference, no class-name convention or implicit nib, not an entry point; vendored is 1 for a file of a vendored folder or a separate project (vendored_files), listed last.
-- columns: nib, path, owner_class, root_classes, vendored
SELECT
    f.name AS nib,
    f.path AS path,
    (SELECT group_concat(DISTINCT n.custom_class) FROM nib_owners n
      WHERE n.file_id = f.id AND n.role = 'files-owner') AS owner_class,
    (SELECT group_concat(DISTINCT v.custom_class) FROM views v
      WHERE v.file_id = f.id AND v.parent_id IS NULL AND v.custom_class IS NOT NULL
        AND v.id NOT IN (SELECT view_id FROM nib_owners WHERE file_id = f.id)) AS root_classes,
    f.id IN (SELECT file_id FROM vendored_files) AS vendored
FROM include_depths d
JOIN files f ON f.id = d.file_id
WHERE f.kind = 'xib'
  AND NOT EXISTS (SELECT 1 FROM includes i WHERE i.target_file_id = f.id)
ORDER BY vendored, f.path;
