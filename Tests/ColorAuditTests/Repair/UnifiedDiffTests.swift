import Testing

@testable import ColorAudit

/// `SourceRewrite.unifiedDiff` writes what `git apply` and `patch -p1` accept (tester9 B24): paths without
/// `./` or a leading `/`, and GNU diff's `\ No newline at end of file` after a last line that has none.
/// Expected diffs are written by hand from the unified format (GNU diffutils manual, "Unified Format";
/// `git apply` refuses a path with a `.` segment).
@Suite struct UnifiedDiffTests {
    private func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    @Test func lastLineWithoutNewlineIsMarkedOnBothSides() {
        let diff = SourceRewrite.unifiedDiff(
            file: "theme.css", before: bytes(":root {\n  --a: #777;\n}"), after: bytes(":root {\n  --a: #555;\n}"))
        #expect(
            diff == """
                --- a/theme.css
                +++ b/theme.css
                @@ -1,3 +1,3 @@
                 :root {
                -  --a: #777;
                +  --a: #555;
                 }
                \\ No newline at end of file

                """)
    }

    @Test func changedLastLineWithoutNewline() {
        let diff = SourceRewrite.unifiedDiff(file: "c.txt", before: bytes("x\n#777"), after: bytes("x\n#555"))
        #expect(
            diff == """
                --- a/c.txt
                +++ b/c.txt
                @@ -1,2 +1,2 @@
                 x
                -#777
                \\ No newline at end of file
                +#555
                \\ No newline at end of file

                """)
    }

    @Test func fileEndingInNewlineHasNoMarker() {
        let diff = SourceRewrite.unifiedDiff(file: "c.txt", before: bytes("#777\n"), after: bytes("#555\n"))
        #expect(diff == "--- a/c.txt\n+++ b/c.txt\n@@ -1,1 +1,1 @@\n-#777\n+#555\n")
    }

    @Test func pathsLoseDotSegmentsRepeatedAndLeadingSlashes() {
        #expect(SourceRewrite.diffPath("./iosched/res/values/colors.xml", in: "/w") == "iosched/res/values/colors.xml")
        #expect(SourceRewrite.diffPath("/tmp/x/theme.css", in: "/w") == "tmp/x/theme.css")
        #expect(SourceRewrite.diffPath("a//b/./c.css", in: "/w") == "a/b/c.css")
        let diff = SourceRewrite.unifiedDiff(
            file: "./a/c.txt", before: bytes("#777\n"), after: bytes("#555\n"), folder: "/w")
        #expect(diff.hasPrefix("--- a/a/c.txt\n+++ b/a/c.txt\n"))
    }

    /// `git apply` (outside a repository, and for a diff without a `diff --git` line inside one too) and
    /// `patch -p1` read the paths after `a/` and `b/` from the folder they run in: a file given as
    /// `/tmp/x/sub/p.yaml` in `/tmp/x` is `sub/p.yaml` there (`a/tmp/x/sub/p.yaml` is "No such file"),
    /// and `..` is resolved (`git apply` refuses "invalid path 'sub/../sub/p.yaml'"). A file outside the
    /// folder keeps its absolute path without the leading `/`, as before. Each expected path is the
    /// input's segments resolved by hand.
    @Test func pathsAreRelativeToTheWorkingFolder() {
        #expect(SourceRewrite.diffPath("/tmp/x/sub/p.yaml", in: "/tmp/x") == "sub/p.yaml")
        #expect(SourceRewrite.diffPath("sub/../sub/p.yaml", in: "/tmp/x") == "sub/p.yaml")
        #expect(SourceRewrite.diffPath("/tmp/x/sub/../sub/p.yaml", in: "/tmp/x/") == "sub/p.yaml")
        #expect(SourceRewrite.diffPath("/tmp/x/./sub//p.yaml", in: "/tmp/./x") == "sub/p.yaml")
        // Outside the folder: `../y/p.yaml` from /tmp/x is /tmp/y/p.yaml; /tmp/xy is not inside /tmp/x.
        #expect(SourceRewrite.diffPath("../y/p.yaml", in: "/tmp/x") == "tmp/y/p.yaml")
        #expect(SourceRewrite.diffPath("/tmp/xy/p.yaml", in: "/tmp/x") == "tmp/xy/p.yaml")
        #expect(SourceRewrite.diffPath("/../../etc/p.yaml", in: "/tmp/x") == "etc/p.yaml")
        // Every file is inside the root folder.
        #expect(SourceRewrite.diffPath("/tmp/x/p.yaml", in: "/") == "tmp/x/p.yaml")
        let diff = SourceRewrite.unifiedDiff(
            file: "/tmp/x/sub/../sub/p.yaml", before: bytes("#777\n"), after: bytes("#555\n"), folder: "/tmp/x")
        #expect(diff.hasPrefix("--- a/sub/p.yaml\n+++ b/sub/p.yaml\n"))
    }
}
