# A Homebrew formula that builds sbdb from source, for a tap of this repository:
#   brew tap OWNER/sbdb https://github.com/OWNER/sbdb && brew install --HEAD sbdb
# Each release attaches sbdb.rb (Formula/sbdb.rb.in filled in), which installs the release binary.
# Xcode 16.3 or later (swift-tools 6.1); not yet tried on a Mac (see docs/install.md).
class Sbdb < Formula
  desc "Index iOS and macOS Interface Builder files into SQLite and report on them"
  homepage "https://github.com/OWNER/sbdb"
  head "https://github.com/OWNER/sbdb.git", branch: "main"

  depends_on xcode: ["16.3", :build]

  uses_from_macos "libxml2"
  uses_from_macos "sqlite"

  def install
    # Homebrew's sandbox refuses SwiftPM's own.
    ENV["SBDB_SWIFT_FLAGS"] = "--disable-sandbox"
    system "Scripts/install.sh", prefix
  end

  test do
    system bin/"sbdb", "--version"
    (testpath/"App/Main.storyboard").write <<~XML
      <?xml version="1.0" encoding="UTF-8"?>
      <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
        <scenes><scene sceneID="s"><objects><viewController id="v"/></objects></scene></scenes>
      </document>
    XML
    system bin/"sbdb", "index", testpath, "-q"
    assert_match "Main", shell_output("#{bin}/sbdb query scene-counts --db #{testpath}/.sbdb/index.sqlite")
  end
end
