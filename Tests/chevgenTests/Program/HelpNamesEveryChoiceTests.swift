import ChevGenTestSupport
import Foundation
import Testing

/// Every command's help names every style and purpose the code accepts: the
/// accepted values are read from the refusal of a bad one, which lists the
/// code's own cases, so a style added to the code and not to the help fails.
@Suite struct HelpNamesEveryChoiceTests {
  let cli: CLI

  init() throws {
    cli = try CLI()
  }

  /// The values a refusal of `arguments` lists after "use " or "one of ".
  func accepted(_ arguments: [String]) throws -> [String] {
    let result = try cli.run(arguments)
    #expect(result.status == 64, "\(result.stderr)")
    let line = result.stderr.trimmingCharacters(in: .newlines)
    let list = try #require(
      line.range(of: "one of ").map { line[$0.upperBound...] }
        ?? line.range(of: "use ").map { line[$0.upperBound...] })
    let choices = list.components(separatedBy: ", e.g.").first ?? ""
    return choices.replacing(" or ", with: ", ").components(separatedBy: ", ")
  }

  /// The help text of `option` in `help`: its line and the lines that continue it.
  func optionHelp(_ option: String, in help: String) throws -> String {
    let lines = help.split(separator: "\n", omittingEmptySubsequences: false)
    let start = try #require(lines.firstIndex { $0.hasPrefix("  \(option) ") })
    var text = String(lines[start])
    for line in lines[(start + 1)...] {
      guard line.hasPrefix("    "), !line.hasPrefix("  -") else { break }
      text += " " + line.trimmingCharacters(in: .whitespaces)
    }
    return text
  }

  /// Whether `text` names `word` as a word.
  func names(_ word: String, in text: String) -> Bool {
    text.range(of: "\\b\(word)\\b", options: .regularExpression) != nil
  }

  func help(_ arguments: [String]) throws -> String {
    let result = try cli.run(arguments)
    #expect(result.status == 0)
    return result.stdout
  }

  @Test func everyHelpNamesEveryStyle() throws {
    let styles = try accepted(["--style", "bogus", "--out", "x.png"])
    #expect(styles == ["classic", "plain", "minimal", "capsule", "close", "glass"])
    let root = try help(["--help"])
    let renderLine = try #require(
      root.components(separatedBy: "render (default)").last?.components(separatedBy: "animate")
        .first)
    let render = try help(["help", "render"])
    let overview = try #require(render.components(separatedBy: "\n\n").first)
    let block = try #require(
      render.components(separatedBy: "The styles (--style):").last?.components(
        separatedBy: "--purpose"
      ).first)
    for style in styles {
      #expect(names(style, in: renderLine), "chevgen --help: \(style)")
      #expect(names(style, in: overview), "chevgen help render's overview: \(style)")
      #expect(block.contains("\n  \(style) "), "chevgen help render's styles: \(style)")
    }
    for command in ["render", "animate", "preview"] {
      let text = try optionHelp("--style <style>", in: try help(["help", command]))
      for style in styles {
        #expect(names(style, in: text), "chevgen help \(command), --style: \(style)")
      }
    }
    #expect(try accepted(["animate", "--to-style", "bogus", "--out", "x"]) == styles)
  }

  @Test func everyHelpNamesEveryPurpose() throws {
    let purposes = try accepted(["--purpose", "bogus", "--out", "x.png"])
    #expect(purposes.count == 10 && purposes.first == "back")
    let render = try help(["help", "render"])
    let paragraph = try #require(
      render.components(separatedBy: "--purpose draws").last?.components(separatedBy: "\n\n")
        .first)
    let animate = try help(["help", "animate"])
    for purpose in purposes {
      #expect(names(purpose, in: try optionHelp("--purpose <purpose>", in: render)), "\(purpose)")
      #expect(names(purpose, in: try optionHelp("--purpose <purpose>", in: animate)), "\(purpose)")
      #expect(purpose == "back" || names(purpose, in: paragraph), "render's paragraph: \(purpose)")
    }
    #expect(try accepted(["animate", "--to-purpose", "bogus", "--out", "x"]) == purposes)
    let actions = try accepted(["preview", "--title", "T", "--trailing", "bogus", "--out", "x.png"])
    let trailing = try optionHelp("--trailing <list>", in: try help(["help", "preview"]))
    for action in actions {
      #expect(names(action, in: trailing), "chevgen help preview, --trailing: \(action)")
    }
  }

  /// No help says a default twice (an argument's own words and
  /// ArgumentParser's), and build's points to a heading the README has.
  @Test func noHelpRepeatsADefaultAndBuildsNamesARealHeading() throws {
    for command in ["render", "animate", "preview", "diff", "sheet", "build", "review"] {
      let text = try help(["help", command]).split(whereSeparator: \.isWhitespace).joined(
        separator: " ")
      let repeated = text.range(
        of: #"\(default: ([^)]*)\)\.? \(default: \1\)"#, options: .regularExpression)
      #expect(repeated == nil, "chevgen help \(command): \(repeated.map { text[$0] } ?? "")")
    }
    let build = try help(["help", "build"]).split(whereSeparator: \.isWhitespace).joined(
      separator: " ")
    let heading = try #require(
      build.firstMatch(of: /see README, "([^"]+)"/).map { String($0.1) })
    let readme = try String(
      contentsOf: SourceTree.url("README.md"), encoding: .utf8)
    #expect(readme.contains("\n## \(heading)\n"), "README has no heading '\(heading)'")
  }
}
