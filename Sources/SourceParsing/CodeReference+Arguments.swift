// How a call's argument is kept when it is not a plain name: a constant to look up, a type to look
// a case up in, or the classes a class method is called on.
extension CodeReference {
    /// A constant passed as an argument (`StoryboardName.settings`), kept as `$(CONST …)` and
    /// looked up when links are made.
    public static func constantArgument(_ name: String) -> String { "$(CONST \(name))" }

    /// The type of a parameter whose raw value a load reads (`board.rawValue` for `board: Board`),
    /// kept beside the parameter's arguments: a case passed as `.settings` is looked up in it.
    public static func typeArgument(_ type: String) -> String { "$(TYPE \(type))" }

    /// The value of `self` passed in a `class` or `static` method `function`
    /// (`loadFromNib(viewType: self)` in `loadFromNib()`): each class the method is called on
    /// (`TicketView.loadFromNib()`), bound when links are made.
    public static func calledOnArgument(_ function: String) -> String { "$(CALLEDON \(function))" }

    /// The method a `calledOnArgument` value names; nil for any other value.
    public static func calledOnFunction(_ value: String) -> String? {
        guard value.hasPrefix("$(CALLEDON "), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(11).dropLast())
    }

    /// The type a `typeArgument` value holds; nil for any other value.
    public static func passedType(_ value: String) -> String? {
        guard value.hasPrefix("$(TYPE "), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(7).dropLast())
    }

    /// A parameter passed on as an argument (`present(storyboard: name)` inside
    /// `func show(name: String)`), kept as `$(ARG show#name)`: the values `show`'s callers pass.
    public static func forwardedArgument(_ key: String) -> String { "$(ARG \(key))" }

    /// The parameter key a `forwardedArgument` value names; nil for any other value.
    public static func forwardedKey(_ value: String) -> String? {
        guard value.hasPrefix("$(ARG "), value.hasSuffix(")") else { return nil }
        return String(value.dropFirst(6).dropLast())
    }

    /// The key under which the values a type's initialisers give one of its stored properties are
    /// kept (`Spec.identifier#set`): a read of the property passes `$(ARG Spec.identifier#set)`.
    public static func propertyKey(type: String, property: String) -> String { "\(type).\(property)#set" }
}
