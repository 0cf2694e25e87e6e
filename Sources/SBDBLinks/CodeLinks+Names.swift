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
}
