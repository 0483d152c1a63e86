/// Hand-made Android resource text for the layout suites (`AndroidLayoutUsesTests`,
/// `AndroidLayoutSurfacesTests`).
enum AndroidFixture {
    /// `body` (`<color>`, `<attr>`, `<style>` elements) as a `res/values/*.xml` file.
    static func resources(_ body: String) -> String {
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<resources>\n\(body)\n</resources>\n"
    }

    /// The `android`, `app` and `tools` namespace declarations of a layout's root element.
    static let namespaces =
        #"xmlns:android="http://schemas.android.com/apk/res/android""#
        + #" xmlns:app="http://schemas.android.com/apk/res-auto" xmlns:tools="http://schemas.android.com/tools""#
}
