import CJPEG
import CListPreviewPNG
import CWebP
import Foundation

/// Small image files made in the test from known pixels, through the same libraries' encoders.
enum ImageFixtures {
    /// Premultiplied ARGB32 of straight RGBA.
    static func argb(_ r: UInt32, _ g: UInt32, _ b: UInt32, _ a: UInt32 = 255) -> UInt32 {
        func multiply(_ c: UInt32) -> UInt32 {
            let t = a * c + 0x80
            return (t + (t >> 8)) >> 8
        }
        return a << 24 | multiply(r) << 16 | multiply(g) << 8 | multiply(b)
    }

    /// A PNG of premultiplied ARGB32 pixels (libpng; RGB when opaque, else RGBA).
    static func png(width: Int, height: Int, pixels: [UInt32]) -> Data {
        var buffer = lp_png_buffer()
        var status = lp_png_status()
        let code = pixels.withUnsafeBytes {
            lp_png_encode_libpng($0.baseAddress!.assumingMemoryBound(to: UInt8.self), Int32(width), Int32(height),
                                 Int32(width * 4), 1, &buffer, &status)
        }
        precondition(code == 0, "PNG fixture")
        defer { lp_png_buffer_free(&buffer) }
        return Data(bytes: buffer.bytes, count: buffer.count)
    }

    /// A lossless WebP of opaque or translucent premultiplied pixels (straight alpha goes into the file).
    static func webp(width: Int, height: Int, straightBGRA: [UInt8]) -> Data {
        var output: UnsafeMutablePointer<UInt8>?
        let size = straightBGRA.withUnsafeBufferPointer {
            WebPEncodeLosslessBGRA($0.baseAddress, Int32(width), Int32(height), Int32(width * 4), &output)
        }
        precondition(size > 0, "WebP fixture")
        defer { WebPFree(output) }
        return Data(bytes: output!, count: size)
    }

    /// A JPEG of RGB pixels (quality 100, no chroma subsampling, optionally progressive).
    static func jpeg(width: Int, height: Int, rgb: [UInt8], progressive: Bool = false) -> Data {
        var info = jpeg_compress_struct()
        var error = jpeg_error_mgr()
        info.err = jpeg_std_error(&error)
        jpeg_CreateCompress(&info, JPEG_LIB_VERSION, MemoryLayout<jpeg_compress_struct>.size)
        var output: UnsafeMutablePointer<UInt8>?
        var count: UInt = 0
        jpeg_mem_dest(&info, &output, &count)
        info.image_width = JDIMENSION(width)
        info.image_height = JDIMENSION(height)
        info.input_components = 3
        info.in_color_space = JCS_RGB
        jpeg_set_defaults(&info)
        jpeg_set_quality(&info, 100, 1)
        for index in 0..<Int(info.num_components) { info.comp_info[index].h_samp_factor = 1; info.comp_info[index].v_samp_factor = 1 }
        if progressive { jpeg_simple_progression(&info) }
        jpeg_start_compress(&info, 1)
        rgb.withUnsafeBufferPointer { buffer in
            while info.next_scanline < info.image_height {
                var row: UnsafeMutablePointer<UInt8>? = UnsafeMutablePointer(
                    mutating: buffer.baseAddress! + Int(info.next_scanline) * width * 3
                )
                jpeg_write_scanlines(&info, &row, 1)
            }
        }
        jpeg_finish_compress(&info)
        jpeg_destroy_compress(&info)
        defer { free(output) }
        return Data(bytes: output!, count: Int(count))
    }

    /// One PNG chunk: length, type, data and CRC.
    static func pngChunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        let crc = body.withUnsafeBufferPointer { lp_crc32(0, $0.baseAddress, $0.count) }
        return withUnsafeBytes(of: UInt32(data.count).bigEndian, Array.init) + body
            + withUnsafeBytes(of: crc.bigEndian, Array.init)
    }

    /// A PNG of 8-bit palette indices (one row), with `PLTE`, `tRNS` and the `extra` chunks before its `IDAT`, and
    /// `trailing` after it; the pixel data is one stored deflate block.
    static func palettePNG(
        indices: [UInt8], palette: [(UInt8, UInt8, UInt8)], alphas: [UInt8],
        extra: [[UInt8]] = [], trailing: [[UInt8]] = []
    ) -> Data {
        var header = withUnsafeBytes(of: UInt32(indices.count).bigEndian, Array.init)
        header += withUnsafeBytes(of: UInt32(1).bigEndian, Array.init) + [8, 3, 0, 0, 0]
        let row: [UInt8] = [0] + indices
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in row {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        let length = UInt16(row.count)
        var zlib: [UInt8] = [0x78, 0x01, 0x01]
        zlib += withUnsafeBytes(of: length.littleEndian, Array.init) + withUnsafeBytes(of: (~length).littleEndian, Array.init)
        zlib += row + withUnsafeBytes(of: (b << 16 | a).bigEndian, Array.init)
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk("IHDR", header)
        bytes += pngChunk("PLTE", palette.flatMap { [$0.0, $0.1, $0.2] }) + pngChunk("tRNS", alphas)
        for chunk in extra { bytes += chunk }
        bytes += pngChunk("IDAT", zlib)
        for chunk in trailing { bytes += chunk }
        return Data(bytes + pngChunk("IEND", []))
    }

    /// A PNG header alone (signature and IHDR with a valid CRC) claiming a size, without pixel data.
    static func pngHeader(width: UInt32, height: UInt32) -> Data {
        var chunk: [UInt8] = Array("IHDR".utf8)
        for value in [width, height] { chunk += withUnsafeBytes(of: value.bigEndian, Array.init) }
        chunk += [8, 6, 0, 0, 0]
        let crc = chunk.withUnsafeBufferPointer { lp_crc32(0, $0.baseAddress, $0.count) }
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        bytes += chunk + withUnsafeBytes(of: crc.bigEndian, Array.init)
        return Data(bytes)
    }
}
