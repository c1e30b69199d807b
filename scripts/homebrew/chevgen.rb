# Homebrew formula for chevgen: `brew install --HEAD ./scripts/homebrew/chevgen.rb`
# builds the main branch with exactly the steps of scripts/install. Until a
# release is tagged there is no stable url; then `url` and `sha256` name the
# tag's archive and the version is read from it.
class Chevgen < Formula
  desc "Draw chevron back-button art, build asset catalogs and diff images pixel by pixel"
  homepage "https://github.com/chevgen/chevgen"
  license "Apache-2.0"
  head "https://github.com/chevgen/chevgen.git", branch: "main"

  depends_on "pkgconf" => :build
  depends_on "cairo"
  depends_on "libdeflate"
  depends_on "libpng"
  depends_on "pango"
  uses_from_macos "swift" => :build
  uses_from_macos "zlib"

  def install
    system "scripts/install", "--prefix", prefix, "--scratch-path", buildpath/".build"
  end

  test do
    system bin/"chevgen", "--title", "Menu", "--out", testpath/"back.png"
    assert_path_exists testpath/"back@3x.png"
    assert_equal "0 of 1740 pixels differ (0.00%)\n",
      shell_output("#{bin}/chevgen diff #{(testpath/"back.png").to_s.shellescape} " \
                   "#{(testpath/"back.png").to_s.shellescape}")
    assert_match "chevgen build", shell_output("#{bin}/chevgen build --help")
  end
end
