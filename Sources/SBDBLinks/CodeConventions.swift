import GRDB

/// Class-name conventions (ib-links.md §4.3): a conformance is the whole link.
extension CodeLinks {
    /// What a protocol loads, and which declared constant overrides the class name.
    struct Convention {
        var target: LinkTargetKind
        /// The constant (`Type.<name>`) that names the storyboard or nib, if the type declares it.
        var nameConstant: String?
        /// The class name is the default name; false when the name must be declared.
        var nameDefaultsToClass: Bool
        /// For storyboards: the constant naming the scene, or nil for the initial view controller.
        var sceneConstant: String?
        /// The type names its storyboard with code of its own (Reusable's `sceneStoryboard`):
        /// the storyboard a `UIStoryboard(name:)` call inside the type names.
        var storyboardFromOwnCode = false
        /// Reusable's cell conventions, registered with a table or collection view by generic calls.
        var registersCells = false
    }

    /// Keep every name containing "Storyboard" or "Nib": `conventions()` filters on those words.
    static let conventions: [String: Convention] = [
        "StoryboardInitialInstantiable": Convention(target: .storyboard, nameConstant: "storyboardName", nameDefaultsToClass: true),
        "StoryboardInstantiable": Convention(
            target: .storyboard, nameConstant: "storyboardName", nameDefaultsToClass: false, sceneConstant: "viewControllerIdentifier"),
        "StoryboardBased": Convention(target: .storyboard, nameDefaultsToClass: true, storyboardFromOwnCode: true),
        "StoryboardSceneBased": Convention(
            target: .storyboard, nameDefaultsToClass: false, sceneConstant: "sceneIdentifier", storyboardFromOwnCode: true),
        "NibInstantiable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true),
        "NibLoadable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true),
        "NibOwnerLoadable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true),
        "NibReusable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true, registersCells: true),
        "TableViewCellNibReusable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true, registersCells: true),
        "CollectionViewCellNibReusable": Convention(target: .nib, nameConstant: "nibName", nameDefaultsToClass: true, registersCells: true),
    ]

    /// The storyboard a type's own code opens (`static var sceneStoryboard = UIStoryboard(name: "Shop", …)`).
    private func ownStoryboard(_ className: String) throws -> String? {
        try String.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT resolved_value FROM code_references
                    WHERE kind = 'storyboard' AND enclosing_type = ? AND resolved_value IS NOT NULL ORDER BY line LIMIT 1
                    """), arguments: [className])
    }

    /// Whether code calls a nib-loading member on the class (`CGMStatusHUDView.nib()`, recorded as
    /// a helper call), for conventions whose nib is loaded only on request; Reusable's cell
    /// conventions are registered through generic calls sbdb does not follow, so they always count.
    private func isLoadedByCall(_ className: String, _ convention: Convention) throws -> Bool {
        guard convention.target == .nib, !convention.registersCells else { return true }
        return try Bool.fetchOne(
            db.cachedStatement(
                sql: """
                    SELECT EXISTS (SELECT 1 FROM code_references WHERE value = ? AND api GLOB 'class-name helper *')
                    """), arguments: [className]) ?? false
    }

    func conventions() throws -> [LinkCandidate] {
        var result: [LinkCandidate] = []
        // Every convention's name contains "Storyboard" or "Nib": the filter skips the many classes
        // that only adopt UIKit protocols before any Swift code sees them (a superset; checked below).
        for row in try Row.fetchAll(
            db,
            sql: """
                SELECT file_id, name, conformances, line FROM classes
                WHERE (conformances LIKE '%Storyboard%' OR conformances LIKE '%Nib%')\(FileFilter.clause("file_id", files))
                ORDER BY file_id, line
                """)
        {
            let className: String = row[1]
            let conformances = (row[2] as String).split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            for conformance in conformances {
                guard let convention = Self.conventions[conformance.split(separator: ".").last.map(String.init) ?? conformance]
                else { continue }
                var declared = try convention.nameConstant.flatMap { try constantValue("\(className).\($0)") }
                if convention.storyboardFromOwnCode { declared = try ownStoryboard(className) ?? declared }
                let name = declared ?? (convention.nameDefaultsToClass ? className : nil)
                // A conformance added to a class of another module (a framework not checked in)
                // loads that module's nib: when no nib of the name is here, there is nothing to check.
                if declared == nil, name == className, try !isRepositoryClass(className), try !nibExists(className) { continue }
                // A conformance that only makes a nib loadable (`NibLoadable`'s `nib()`), to a nib that
                // does not exist, is no broken link until code asks that class to load it.
                if declared == nil, name == className, try !nibExists(className), try !isLoadedByCall(className, convention) { continue }
                let scene = try convention.sceneConstant.map { try constantValue("\(className).\($0)") ?? className }
                result.append(
                    LinkCandidate(
                        sourceFileID: row[0], sourceSceneID: nil, sourceViewID: nil, line: row[3], mechanism: "code",
                        targetKind: convention.target, name: name, identifier: scene, bundle: nil,
                        defaultsToInitial: convention.target == .storyboard,
                        detail: "conformance to \(conformance)" + (name == nil ? ": the type declares no storyboard name" : ""),
                        problem: name == nil ? .unconfigured : nil, sourceClass: className, resolution: "convention"))
            }
        }
        return result
    }
}
