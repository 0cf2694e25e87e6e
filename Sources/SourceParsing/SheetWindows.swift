/// Rule: a window that code only ever runs as a sheet never shows its title: AppKit draws a
/// sheet without a title bar (`NSWindow.beginSheet(_:completionHandler:)`,
/// `beginCriticalSheet(_:completionHandler:)`, `NSApplication.beginSheet(_:modalFor:…)`).
/// A class's code that passes its own member to one (`hostWindow.beginSheet(window)`,
/// `[NSApp beginSheet:[self window] …]`, `[parent beginSheet:self.progressPanel …]`) marks that
/// member `name#sheet` in code_mentions; the view `sheet_windows` joins the mark to the window
/// the member's outlet holds. Another object's member (`beginSheet(controller.window!)`) marks
/// nothing: which window it is depends on that object's class.
public enum SheetWindows {
    public static let suffix = "#sheet"

    static let methods = ["beginSheet", "beginCriticalSheet"]

    /// Adds the marks of `scan`'s members when the file mentions a sheet method at all.
    public static func mark(in mentions: inout [String: Int], _ scan: () -> [String]) {
        guard methods.contains(where: { mentions[$0] != nil }) else { return }
        for member in scan() { mentions[member + suffix, default: 0] += 1 }
    }

    /// The own members a Swift file passes to a sheet method: `beginSheet(window)`,
    /// `beginSheet(self.panel!, completionHandler: …)`, `await host.beginCriticalSheet(sheet)`.
    public static func swift(_ bytes: [UInt8]) -> [String] {
        var members: [String] = []
        var index = 0
        while index < bytes.count {
            // Comments and strings run no sheet (`// hostWindow.beginSheet(window)` is no call).
            if let next = MemberMentions.skipCommentOrString(bytes, at: index) {
                index = next
                continue
            }
            guard bytes[index] == 0x62, index == 0 || !MemberMentions.isWordByte(bytes[index - 1]) else {
                index += 1
                continue
            }
            var end = index
            while end < bytes.count, MemberMentions.isWordByte(bytes[end]) { end += 1 }
            let word = bytes[index..<end]
            index = end
            guard word.elementsEqual("beginSheet".utf8) || word.elementsEqual("beginCriticalSheet".utf8),
                end < bytes.count, bytes[end] == 0x28
            else { continue }
            var at = TypedReceivers.skipBlanks(bytes, from: end + 1)
            if TypedReceivers.startsWord("self", bytes, at: at), at + 4 < bytes.count, bytes[at + 4] == 0x2E { at += 5 }
            guard at < bytes.count, MemberMentions.isWordStart(bytes[at]) else { continue }
            var nameEnd = at
            while nameEnd < bytes.count, MemberMentions.isWordByte(bytes[nameEnd]) { nameEnd += 1 }
            var after = nameEnd
            if after < bytes.count, bytes[after] == 0x21 || bytes[after] == 0x3F { after += 1 }
            after = TypedReceivers.skipBlanks(bytes, from: after)
            guard after < bytes.count, bytes[after] == 0x2C || bytes[after] == 0x29 else { continue }
            members.append(ownName(bytes[at..<nameEnd]))
        }
        return members
    }

    /// A member's name without the `_` of its instance variable (`_panel` is `panel`).
    package static func ownName<Bytes: Collection>(_ word: Bytes) -> String where Bytes.Element == UInt8 {
        let name = String(decoding: word, as: UTF8.self)
        return name.hasPrefix("_") && name.count > 1 ? String(name.dropFirst()) : name
    }
}
