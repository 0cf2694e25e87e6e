/// Which type names the code of each type mentions (`type_mentions`): from these sbdb follows
/// which classes code can reach from the app's entry points, so that a nib only a class nothing
/// reaches loads is unreachable (`LiveTypes` in SBDBLinks).
///
/// A mention is a word that starts upper-case, outside comments and strings, written in the
/// body of a type (`type`), or outside every type (`type` nil: code any file may run, as
/// `main.swift`, a global or a free function). Not mentions: the type's own name in its own body
/// or extensions, a declaration's name and its inheritance clause (a subclass reaches its
/// superclass through `classes.superclass`), an `import`'s module.
///
/// The app's entry point is a mention from the pseudo-type `@main` (`entryPoint`): the type
/// that `@main`, `@UIApplicationMain` or `@NSApplicationMain` marks, which the system creates,
/// or `main` for a C `main` function (`int main(int argc, …)` calling `UIApplicationMain`).
public struct TypeMention: Sendable, Hashable {
    /// The `type` of an entry point's mention.
    public static let entryPoint = "@main"

    /// The innermost type whose code mentions the names (an extension's extended type); nil
    /// outside every type.
    public var type: String?
    /// The names it mentions, each once, sorted.
    public var names: [String]

    public init(type: String?, names: [String]) {
        self.type = type
        self.names = names
    }

    /// One mention per type of `pairs`, the types sorted, nil first.
    public static func grouped(_ pairs: some Sequence<(type: String?, name: String)>) -> [TypeMention] {
        var byType: [String?: Set<String>] = [:]
        for (type, name) in pairs { byType[type, default: []].insert(name) }
        return byType.map { TypeMention(type: $0.key, names: $0.value.sorted()) }.sorted { ($0.type ?? "") < ($1.type ?? "") }
    }
}

/// Collects a file's type mentions as the scan meets its words, each distinct pair once.
struct TypeMentionCollector {
    /// The types whose code mentions names, in the order met (nil: outside every type), and the
    /// names each mentions: one set per type, so a word hashes only its bytes.
    private var types: [String?] = []
    private var names: [Set<ByteKey>] = []
    /// The innermost type when `current`, its index in `types`, was last found: found again only
    /// when another type's code starts (the same string compares equal at once).
    private var currentType: String?
    private var current = -1
    /// `@main` (or its older forms) was read: the next type declared is an entry point.
    private var marksEntry = false

    /// The word at `word`, which starts upper-case; `previous` is the word before it.
    mutating func note(_ bytes: [UInt8], _ word: Range<Int>, previous: Range<Int>, tracker: CallArguments.Tracker) {
        if let pending = tracker.pendingType {
            // A declaration's name and inheritance clause; `@main` marks the type declared.
            if marksEntry, pending.name.utf8.elementsEqual(bytes[word]) {
                marksEntry = false
                names[index(of: TypeMention.entryPoint)].insert(ByteKey(bytes[word]))
            }
            return
        }
        if previous.count == 6, bytes[previous].elementsEqual("import".utf8) { return }
        let length = word.count
        for scope in tracker.typeScopes where scope.name.utf8.count == length && scope.name.utf8.elementsEqual(bytes[word]) {
            return
        }
        let type = tracker.typeScopes.last?.name
        if current < 0 || type != currentType {
            currentType = type
            current = index(of: type)
        }
        names[current].insert(ByteKey(bytes[word]))
    }

    private mutating func index(of type: String?) -> Int {
        if let found = types.firstIndex(of: type) { return found }
        types.append(type)
        names.append([])
        return types.count - 1
    }

    /// An attribute's word (after `@`): `@main` and its older forms mark an entry point.
    mutating func noteAttribute(_ bytes: [UInt8], _ word: Range<Int>) {
        let length = word.count
        guard length == 4 || length == 17 || length == 18 else { return }
        let text = bytes[word]
        if text.elementsEqual("main".utf8) || text.elementsEqual("UIApplicationMain".utf8)
            || text.elementsEqual("NSApplicationMain".utf8)
        {
            marksEntry = true
        }
    }

    var mentions: [TypeMention] {
        zip(types, names).map { type, names in
            // Sorted by their bytes, before strings are made of them: names are ASCII words or
            // compare alike as UTF-8.
            let sorted = names.map(\.bytes).sorted { $0.lexicographicallyPrecedes($1) }
            return TypeMention(type: type, names: sorted.map { String(decoding: $0, as: UTF8.self) })
        }
        .sorted { ($0.type ?? "") < ($1.type ?? "") }
    }
}
