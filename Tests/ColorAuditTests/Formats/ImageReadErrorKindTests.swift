import Foundation
import Testing

@testable import ColorAudit

/// `ImageReadError.kind` sorts every reason an image's colour information cannot be read: one hand-made
/// broken file per kind (PNG Third Edition §5.2–5.4: signature, chunk layout, CRC; RFC 1950 zlib;
/// JPEG APP2 `ICC_PROFILE` parts, ICC.1:2022 Annex B.4).
@Suite struct ImageReadErrorKindTests {
    typealias Build = ImageFixtureBuilder

    /// A broken file of each kind, by an exhaustive switch (a new kind does not compile until it has one).
    static func brokenFile(_ kind: ImageReadError.Kind) -> [UInt8] {
        switch kind {
        case .notAnImage:
            // A GIF's signature.
            return Array("GIF89a".utf8) + [0, 0, 0, 0]
        case .truncated:
            // The signature, then IHDR's length (13) and type, and only 4 of its 13 data bytes.
            return Array(Build.png().prefix(20))
        case .corrupt:
            // IHDR's first width byte changed after its CRC was computed.
            var file = Build.png()
            file[16] ^= 0xFF
            return file
        case .compressedData:
            // An iCCP chunk whose zlib stream has a valid header and a deflate block of the reserved
            // type 11 (RFC 1951 §3.2.3).
            return Build.png(chunks: [Build.chunk("iCCP", Array("x".utf8) + [0, 0, 0x78, 0x01, 0xFF, 0xFF, 0xFF])])
        case .limitExceeded:
            // An iCCP profile that decompresses to 17 MiB of zeros (more than any ICC profile).
            let zeros = [UInt8](repeating: 0, count: 17 * 1024 * 1024)
            return Build.png(chunks: [Build.chunk("iCCP", Array("x".utf8) + [0, 0] + Build.zlibCompressed(zeros))])
        case .invalidProfile:
            // A JPEG whose ICC profile is split in two APP2 parts, the first of them written twice.
            return Build.jpeg(profile: [UInt8](repeating: 7, count: 10), partSize: 5, order: [1, 1])
        }
    }

    @Test(arguments: ImageReadError.Kind.allCases)
    func aBrokenImageHasItsKind(kind: ImageReadError.Kind) {
        do {
            _ = try ImageProfileReader.read(Data(Self.brokenFile(kind)))
            Issue.record("no error for \(kind)")
        } catch {
            #expect(error.kind == kind, "\(error)")
        }
    }

    /// A profile LittleCMS cannot open, in an image that is otherwise sound, is an invalid profile too.
    @Test func aProfileLittleCMSRefusesIsAnInvalidProfile() throws {
        let info = try ImageProfileReader.read(Data(Build.png(chunks: [Build.iccp([1, 2, 3, 4])])))
        do {
            _ = try ImageColorSpace.stated(by: info)
            Issue.record("no error")
        } catch {
            #expect(error.kind == .invalidProfile)
        }
    }
}
