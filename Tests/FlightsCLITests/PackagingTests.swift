import Foundation
import Testing
import TestSupport

/// `Packaging/install.sh` and `Packaging/deb.sh` over the built binary (`--binary`, so that no
/// release build runs here; `.ci/run` builds the release package, checks it with lintian,
/// installs and removes it): every file where the system looks for it.
@Suite struct PackagingTests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("flights-package-\(UUID().uuidString)").path

    private func script(_ name: String, _ arguments: [String]) throws -> ChildProcess.Output {
        try ChildProcess.run(Self.repository.appendingPathComponent("Packaging/\(name)").path, arguments,
                             environment: ["PATH": "/usr/bin:/bin", "HOME": scratch])
    }

    @Test func installPutsTheBinaryTheManualAndTheCompletionsUnderThePrefix() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let prefix = scratch + "/local"
        let result = try script("install.sh", ["--prefix", prefix, "--binary", FlightsBinary.url.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.hasPrefix("Installed flights in \(prefix)/bin"))
        // Relative paths are taken from where the script is run, not from the repository.
        let staged = try ChildProcess.run("/usr/bin/env", ["-C", scratch, Self.repository.appendingPathComponent("Packaging/install.sh").path,
                                                           "--prefix", "/usr", "--stage", "root", "--binary", FlightsBinary.url.path],
                                          environment: ["PATH": "/usr/bin:/bin", "HOME": scratch])
        #expect(staged.status == 0, "\(staged.stderr)")
        #expect(FileManager.default.isExecutableFile(atPath: scratch + "/root/usr/bin/flights"))
        #expect(FileManager.default.isExecutableFile(atPath: prefix + "/bin/flights"))
        let manual = try Data(contentsOf: URL(fileURLWithPath: prefix + "/share/man/man1/flights.1.gz"))
        #expect(manual.prefix(2) == Data([0x1F, 0x8B]), "gzip")
        for (shell, path) in [("bash", "share/bash-completion/completions/flights"), ("zsh", "share/zsh/site-functions/_flights"),
                              ("fish", "share/fish/vendor_completions.d/flights.fish")] {
            let installed = try String(contentsOfFile: prefix + "/" + path, encoding: .utf8)
            #expect(installed == (try FlightsBinary.run(["completion", shell])).stdout, "\(shell)")
        }
        #expect(try script("install.sh", ["--prefix", "relative"]).status == 64)
    }

    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/dpkg-deb"), "dpkg-deb is not installed"))
    func theDebianPackageHoldsEveryPathWhereTheSystemLooks() throws {
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        // The debug binary needs the Swift runtime's libraries: refused, unless allowed for a try.
        #expect(try script("deb.sh", [scratch + "/out", "--binary", FlightsBinary.url.path]).status == 65)
        let result = try script("deb.sh", [scratch + "/out", "--binary", FlightsBinary.url.path, "--allow-dynamic"])
        #expect(result.status == 0, "\(result.stderr)")
        let package = result.stdout.trimmingCharacters(in: .newlines)
        let version = try FlightsBinary.run(["--version"]).stdout.split(separator: " ").last.map { $0.trimmingCharacters(in: .newlines) } ?? ""
        let architecture = try ChildProcess.run("/usr/bin/dpkg", ["--print-architecture"], environment: ["PATH": "/usr/bin:/bin"])
            .stdout.trimmingCharacters(in: .newlines)
        #expect(package == scratch + "/out/flights_\(version)_\(architecture).deb")
        let listing = try ChildProcess.run("/usr/bin/dpkg-deb", ["-c", package], environment: ["PATH": "/usr/bin:/bin"]).stdout
        for path in ["./usr/bin/flights", "./usr/share/man/man1/flights.1.gz", "./usr/share/bash-completion/completions/flights",
                     "./usr/share/zsh/vendor-completions/_flights", "./usr/share/fish/vendor_completions.d/flights.fish",
                     "./usr/share/doc/flights/copyright", "./usr/share/doc/flights/changelog.gz"] {
            #expect(listing.contains(" \(path)\n"), "\(path) is not in the package")
        }
        let control = try ChildProcess.run("/usr/bin/dpkg-deb", ["-f", package, "Package", "Version", "Architecture"], environment: ["PATH": "/usr/bin:/bin"]).stdout
        #expect(control == "Package: flights\nVersion: \(version)\nArchitecture: \(architecture)\n")
        // Unpacked, every file is as its md5sums line says, and the modes are a package's.
        let unpacked = scratch + "/unpacked"
        #expect(try ChildProcess.run("/usr/bin/dpkg-deb", ["-R", package, unpacked], environment: ["PATH": "/usr/bin:/bin"]).status == 0)
        let check = try ChildProcess.run("/usr/bin/env", ["-C", unpacked, "md5sum", "--check", "--quiet", "DEBIAN/md5sums"],
                                         environment: ["PATH": "/usr/bin:/bin"])
        #expect(check.status == 0, "\(check.stdout)\(check.stderr)")
        let modes = try ChildProcess.run("/usr/bin/find", [unpacked + "/usr", "-printf", "%m %y %P\\n"], environment: ["PATH": "/usr/bin:/bin"]).stdout
        for line in modes.split(separator: "\n") {
            let expected = line.hasSuffix(" bin/flights") || line.contains(" d ") ? "755" : "644"
            #expect(line.hasPrefix(expected + " "), "\(line)")
        }
    }
}
