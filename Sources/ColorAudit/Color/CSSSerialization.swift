import Foundation

/// TEMPORARY minimal serialisation until the full one lands.
public enum CSSSerialization {
    /// CSS text for a colour in its own space.
    public static func css(_ color: Color) -> String {
        let c = color.components
        let body = "\(c.x) \(c.y) \(c.z)"
        return "color(\(color.space.rawValue) \(body))"
    }
}
