import ChevGenCompare
import Testing

/// The one link of a job summary, the run's page, is made of GitHub's own
/// values only: anything else in them leaves the link out rather than adding
/// Markdown to the summary.
@Suite struct GitHubReportTests {
  @Test func theRunsPageIsLinkedFromGitHubsOwnValuesOnly() {
    #expect(
      GitHubReport.runPage(server: "https://github.com", repository: "octo/app", runID: "42")
        == "https://github.com/octo/app/actions/runs/42")
    #expect(
      GitHubReport.runPage(
        server: "https://git.example.com:8443/", repository: "team.a/app-2_x", runID: "7")
        == "https://git.example.com:8443/team.a/app-2_x/actions/runs/7")
    let refused: [(String?, String?, String?)] = [
      (nil, "octo/app", "42"), ("https://github.com", nil, "42"),
      ("https://github.com", "octo/app", nil), ("ftp://github.com", "octo/app", "42"),
      ("https://github.com)[x](y", "octo/app", "42"), ("https://github.com", "octo/app/x", "42"),
      ("https://github.com", "octo/a p", "42"), ("https://github.com", "octo/app", "4 2"),
      ("https://github.com", "octo/app", ""), ("https://github.com", "octo/app)", "42"),
    ]
    for (server, repository, run) in refused {
      #expect(
        GitHubReport.runPage(server: server, repository: repository, runID: run) == nil,
        "\(String(describing: server)) \(String(describing: repository)) \(String(describing: run))"
      )
    }
  }
}
