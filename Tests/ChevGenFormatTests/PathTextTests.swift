import ChevGenFormat
import Testing

/// Scalars that join the character before them into one grapheme cluster
/// (`Character`), one of each class Unicode's segmentation rules glue on:
/// a nonspacing, a spacing and an enclosing mark, the two zero-width
/// joiners, a variation selector from each block and an emoji modifier.
let joiningScalars: [Unicode.Scalar] = [
  "\u{0301}", "\u{0903}", "\u{20DD}", "\u{200D}", "\u{200C}", "\u{FE0F}", "\u{E0100}",
  "\u{1F3FB}", "\u{0E33}",
]

/// A scalar that joins the character after it (Unicode's Prepend class): the
/// `/` that follows is glued to it.
let prependScalar: Unicode.Scalar = "\u{0600}"

/// `scalar` as a one-scalar string.
func text(_ scalar: Unicode.Scalar) -> String { String(Character(scalar)) }

/// Paths as the kernel reads them: every `/` byte separates, whatever
/// precedes or follows it, and `..` is `..` byte for byte.
@Suite struct PathTextTests {
  @Test(arguments: joiningScalars)
  func aMarkAfterASlashDoesNotHideIt(_ mark: Unicode.Scalar) {
    let path = "../" + text(mark) + "x.png"
    // The premise: Swift's Characters glue the slash to the mark.
    #expect(path.split(separator: "/").count == 1)
    #expect(PathText.components(of: path).map(String.init) == ["..", text(mark) + "x.png"])
    #expect(!PathText.isConfined(path))
    #expect(PathText.lastComponent(of: path) == Substring(text(mark) + "x.png"))
    #expect(PathText.folder(of: path) == "..")
  }

  @Test func aPrependedScalarBeforeASlashDoesNotHideIt() {
    let path = "a" + text(prependScalar) + "/../x.png"
    #expect(path.split(separator: "/").count == 2)
    #expect(PathText.components(of: path).count == 3)
    #expect(!PathText.isConfined(path))
  }

  @Test(arguments: joiningScalars)
  func aNameThatStartsWithAMarkIsAName(_ mark: Unicode.Scalar) {
    let path = "sub/" + text(mark) + "x.png"
    #expect(PathText.isConfined(path))
    #expect(PathText.components(of: path).map(String.init) == ["sub", text(mark) + "x.png"])
    #expect(PathText.join("sub", text(mark) + "x.png") == path)
    #expect(PathText.isWithin("/a/" + text(mark) + "b", "/a"))
    #expect(!PathText.isWithin("/a" + text(mark) + "/b", "/a"))
  }

  @Test func componentsKeepOrDropEmptyOnes() {
    #expect(PathText.components(of: "/a//b/").map(String.init) == ["a", "b"])
    #expect(
      PathText.components(of: "/a//b/", keepingEmpty: true).map(String.init)
        == ["", "a", "", "b", ""])
    #expect(PathText.components(of: "").isEmpty)
    #expect(PathText.components(of: "", keepingEmpty: true).map(String.init) == [""])
  }

  @Test func confinedPathsAreRelativeAndPlain() {
    for bad in ["", "/a", "a/", "a//b", "./a", "a/.", "a/../b", "..", "a\u{0}b"] {
      #expect(!PathText.isConfined(bad), "\(bad.debugDescription)")
    }
    for good in ["a", "a/b.png", "...", "..a", ".a", "a..", "é/e\u{301}"] {
      #expect(PathText.isConfined(good), "\(good.debugDescription)")
    }
  }

  @Test func folderAndNameSplitAtTheLastSlashByte() {
    #expect(PathText.folder(of: "/x") == "/")
    #expect(PathText.folder(of: "x") == nil)
    #expect(PathText.folder(of: "a/b/c") == "a/b")
    #expect(PathText.folderPrefix(of: "a/b/c") == "a/b/")
    #expect(PathText.folderPrefix(of: "c") == "")
    #expect(PathText.lastComponent(of: "a/b/") == "")
    #expect(PathText.lastComponent(of: "c") == "c")
  }

  /// Canonically equivalent names are two files: compared as bytes.
  @Test func equivalentSpellingsAreDifferentPaths() {
    let composed = "caf\u{E9}.png"
    let decomposed = "cafe\u{301}.png"
    #expect(composed == decomposed)
    #expect(!PathText.same(composed, decomposed))
    #expect(!PathText.isWithin("/r/" + decomposed, "/r/" + composed))
  }
}
