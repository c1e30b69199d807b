/// The asset manifest the build's issue gave as its example, word for word:
/// three locales, two states, three scales, every output, a back button and
/// the ✕. Tests of the loader and of `chevgen build` start from it.
public enum ExampleManifest {
  public static let text = """
    theme: {style: classic, tint: "#4A6FA5"}
    locales: [en, de, ar]
    states: [normal, highlighted]
    scales: [1, 2, 3]
    outputs: [xcassets, android, css]
    buttons:
      - {name: Back, role: back, titles: {en: Back, de: Zurück, ar: رجوع}}
      - {name: Close, role: close}
    """
}
