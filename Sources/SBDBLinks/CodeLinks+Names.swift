import GRDB
import SourceParsing

extension CodeLinks {
    /// The names a source file declares that links of other files depend on: its constants, its
    /// types, and the types whose storyboard its code opens (Reusable's `sceneStoryboard`).
    static func declaredNames(_ db: Database, fileID: Int64) throws -> Set<String> {
        Set(
            try String.fetchAll(
                db.cachedStatement(
                    sql: """
                        SELECT name FROM code_constants WHERE file_id = ?1
                        UNION SELECT name FROM code_arguments WHERE file_id = ?1
                        UNION SELECT name FROM classes WHERE file_id = ?1
                        UNION SELECT '\(helperMark)' || enclosing_member FROM code_references
                            WHERE file_id = ?1 AND varies_by_subclass = 1 AND enclosing_member IS NOT NULL
                        UNION SELECT enclosing_type FROM code_references WHERE file_id = ?1 AND kind = 'storyboard' AND enclosing_type IS NOT NULL
                        -- The class methods it calls on a class: `self` passed in them is that class.
                        UNION SELECT '\(calledMark)' || substr(api, \(CodeReference.helperAPIPrefix.count + 1)) FROM code_references
                            WHERE file_id = ?1 AND api GLOB 'class-name helper *' AND value_kind = 'class-name'
                              AND varies_by_subclass = 0
                        -- The classes it creates: whether a class runs from code moves depths (IncludeRebuilder).
                        UNION SELECT '\(createdMark)' || value FROM code_references
                            WHERE file_id = ?1 AND api = '\(CodeReference.implicitNibAPI)' AND value_kind = 'class-name'
                        """), arguments: [fileID]))
    }

    /// The source files whose code links may read a fact named in `names`: references to those
    /// constants, conventions of those types or of the types owning those constants (`Type.nibName`),
    /// and types whose storyboard code naming those constants opens.
    static func filesUsing(_ db: Database, names changed: Set<String>) throws -> Set<Int64> {
        guard !changed.isEmpty else { return [] }
        let names = try forwardedThrough(db, changed)
        // Calls of helpers that came, went or changed (migration 0010's partial index).
        let helperCalls = names.filter { $0.hasPrefix(helperMark) }
            .map { CodeReference.helperAPI(String($0.dropFirst(helperMark.count))) }
        var files = Set(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM code_references
                    WHERE api GLOB 'class-name helper *' AND api IN (SELECT value FROM json_each(?))
                    """, arguments: [try jsonList(Set(helperCalls))]))
        var types = names
        for name in names {
            if let dot = name.lastIndex(of: ".") { types.insert(String(name[..<dot])) }
        }
        let namesJSON = try jsonList(names)
        for type in try String.fetchAll(
            db,
            sql: """
                SELECT DISTINCT enclosing_type FROM code_references
                WHERE kind = 'storyboard' AND enclosing_type IS NOT NULL AND value IN (SELECT value FROM json_each(?))
                """, arguments: [namesJSON])
        {
            types.insert(type)
        }
        files.formUnion(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM code_references
                    WHERE value IN (SELECT value FROM json_each(?1)) OR storyboard_value IN (SELECT value FROM json_each(?1))
                    -- A class's conventions (the only links a class declaration makes) read its constants
                    -- declared elsewhere; every model's nested `CodingKeys` is no reason to re-link its file.
                    UNION SELECT file_id FROM classes WHERE name IN (SELECT value FROM json_each(?2))
                        AND (conformances LIKE '%Storyboard%' OR conformances LIKE '%Nib%')
                    UNION SELECT file_id FROM views WHERE custom_class IN (SELECT value FROM json_each(?2)) AND element GLOB '*Controller'
                    UNION SELECT file_id FROM plist_entries WHERE setting = 'NSExtensionPrincipalClass'
                        AND (value IN (SELECT value FROM json_each(?2))
                             OR EXISTS (SELECT 1 FROM json_each(?2) n WHERE plist_entries.value GLOB '*.' || n.value))
                    """, arguments: [namesJSON, try jsonList(types)]))
        // Loads that ask a class or self (`[X cellIdentifier]`, `[self mainNibName]`) depend on
        // every class and provider of a hierarchy: any declared name that changed may change
        // them (migration 0011's partial index).
        files.formUnion(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM code_references WHERE value_kind = 'constant' AND value GLOB '*.-*'
                    """))
        // And so do loads of a class's property no constant names (`MovieCell.nibName`), asked of
        // its chain's providers.
        files.formUnion(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM code_references
                    WHERE value_kind = 'constant' AND resolved_value IS NULL AND value GLOB '*[A-Z]*.[a-z]*' AND value NOT GLOB '*#*'
                    """))
        // Loads naming what a function returns for an argument (`withRTLSuffix:#return(Login)`)
        // depend on that function's summary (`withRTLSuffix:#return`).
        files.formUnion(
            try Int64.fetchAll(
                db,
                sql: """
                    SELECT file_id FROM code_references
                    WHERE value_kind = 'constant' AND value GLOB '*#return(*'
                      AND substr(value, 1, instr(value, '#return(') + 6) IN (SELECT value FROM json_each(?1))
                    UNION
                    -- Loads of a parameter a class method passes `self` to, whose callers changed
                    -- (`$(CALLEDON loadFromNib)`); a provider asked of it (`key.-name`) is re-linked
                    -- on any change, above.
                    SELECT r.file_id FROM code_arguments c JOIN code_references r ON r.value = c.name
                    WHERE c.value GLOB '$(CALLEDON *'
                      AND c.value IN (SELECT '$(CALLEDON ' || substr(value, \(calledMark.count + 1)) || ')' FROM json_each(?1)
                                      WHERE value GLOB '\(calledMark)*')
                    UNION
                    -- Loads of a parameter some call passes a constant that changed (`$(CONST Boards.shop)`).
                    SELECT r.file_id FROM code_arguments c JOIN code_references r ON r.value = c.name
                    WHERE c.value GLOB '$(CONST *' AND c.value IN (SELECT '$(CONST ' || value || ')' FROM json_each(?1))
                    """, arguments: [try jsonList(names.union(names.compactMap(Self.shorthand)))]))
        return files
    }
}
