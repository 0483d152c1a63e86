import Testing

@testable import ColorAudit
@testable import ColorScience

@Suite struct CompositingTests {
    @Test func sourceOverInGammaEncodedSRGB() {
        // spot-values.json: rgba(0, 102, 161, 0.5) over white = (127.5, 178.5, 208)/255.
        let top = Color(.srgb, 0, 102.0 / 255, 161.0 / 255, alpha: 0.5)
        let result = Compositing.sourceOver(top, Color(.srgb, 1, 1, 1))
        #expect(result.isOpaque)
        let expected = SIMD3(127.5, 178.5, 208) / 255
        for i in 0..<3 { #expect(abs(result.components[i] - expected[i]) < 1e-12) }
    }

    @Test func translucentOnTranslucent() {
        // Porter–Duff: α = 0.5 + 0.5·(1 − 0.5) = 0.75; colour = (1·0.5 + 0·0.5·0.5)/0.75 = 2/3.
        let result = Compositing.sourceOver(Color(.srgb, 1, 1, 1, alpha: 0.5), Color(.srgb, 0, 0, 0, alpha: 0.5))
        #expect(abs(result.alpha - 0.75) < 1e-12)
        #expect(abs(result.components.x - 2.0 / 3) < 1e-12)
    }

    @Test func translucentBackgroundIsJudgedOverBlackAndWhite() {
        // Black text on 50% white: over a white backdrop the background is white (21:1);
        // over black it is (0.5, 0.5, 0.5) whose luminance is 0.21404 → (0.21404+0.05)/0.05 = 5.28.
        let stack = LayerStack(foreground: Color(.srgb, 0, 0, 0), background: Color(.srgb, 1, 1, 1, alpha: 0.5))
        #expect(stack.dependsOnBackdrop)
        #expect(abs(stack.bestRatio - 21) < 1e-4)
        let gray = 0.21404114048223255  // ((0.5+0.055)/1.055)^2.4
        #expect(abs(stack.worstRatio - (gray + 0.05) / 0.05) < 1e-4)
    }

    @Test func opaqueBackdropDecides() {
        // 50% white over an opaque black backdrop is (0.5,0.5,0.5): one case only.
        let stack = LayerStack(
            foreground: Color(.srgb, 0, 0, 0), background: Color(.srgb, 1, 1, 1, alpha: 0.5),
            backdrop: [Color(.srgb, 0, 0, 0)])
        #expect(!stack.dependsOnBackdrop)
        #expect(abs(stack.worstRatio - (0.21404114048223255 + 0.05) / 0.05) < 1e-4)
    }
}
