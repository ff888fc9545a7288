#if THEMEPACK_FUZZ
  import Foundation

  /// The readers `make fuzz` can aim at (`FUZZ_TARGET=…`).
  enum FuzzTarget: String, CaseIterable {
    /// The PNG decoder (`PNGDecoderFuzzer`).
    case png
    /// The zip central-directory reader, the verifier, the client's zlib reader, the
    /// extractor (`ZipFuzzer`).
    case zip
    /// The strict JSON parser and the readers built on it (`JSONFuzzer`).
    case json
    /// The client's index and manifest readers (`IndexFuzzer`).
    case index
    /// The SwiftTheme theme-file reader: binary and XML plists, JSON (`PlistFuzzer`).
    case plist
    /// The vector-master reader on SVG: the safety scan, librsvg, a rendering (`VectorFuzzer`).
    case svg
    /// The vector-master reader on PDF: the header checks, poppler's tools run as programs,
    /// their output read back (`VectorFuzzer`); slow, a process per input.
    case pdf
    /// The font-file reader: FreeType's faces, names, fsType and coverage (`FontFuzzer`).
    case font

    func fuzz(_ bytes: [UInt8]) {
      switch self {
      case .png: PNGDecoderFuzzer.fuzz(bytes)
      case .zip: ZipFuzzer.fuzz(bytes)
      case .json: JSONFuzzer.fuzz(bytes)
      case .index: IndexFuzzer.fuzz(bytes)
      case .plist: PlistFuzzer.fuzz(bytes)
      case .svg: VectorFuzzer.fuzz(bytes, format: .svg)
      case .pdf: VectorFuzzer.fuzz(bytes, format: .pdf)
      case .font: FontFuzzer.fuzz(bytes)
      }
    }

    var seeds: [(String, [UInt8])] {
      switch self {
      case .png: return SeedCorpus.seeds().map { ($0.0 + ".png", $0.1) }
      case .zip: return ArchiveSeeds.seeds()
      case .json, .index: return JSONSeeds.seeds(for: self)
      case .plist: return PlistFuzzer.seeds()
      case .svg: return VectorFuzzer.seeds(for: .svg)
      case .pdf: return VectorFuzzer.seeds(for: .pdf)
      case .font: return FontFuzzer.seeds()
      }
    }

    /// Writes the seeds into `folder`; the exit status.
    func writeSeeds(to folder: String) -> Int32 {
      do {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        for (name, bytes) in seeds {
          try Data(bytes).write(to: URL(fileURLWithPath: folder).appendingPathComponent("seed-\(name)"))
        }
        print("wrote \(seeds.count) \(rawValue) seeds to \(folder)")
        return 0
      } catch {
        print("cannot write seeds: \(error)")
        return 1
      }
    }
  }
#endif
