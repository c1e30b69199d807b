import Foundation

/// Headless Chromium, driven by a small Selenium program run by Debian's
/// `/usr/bin/python3`, that loads pages and screenshots them.
///
/// Tests see what a browser really draws from chevgen's output (which image
/// a stylesheet picks at a device-pixel ratio, in dark mode, pressed), not only
/// the text it is made of. One browser runs per ``Session``, since the
/// device-pixel ratio is fixed when Chromium starts; sessions run two at a
/// time. The screenshots are PNG files for the caller to decode.
public enum Browser {
  /// One page state to capture.
  public struct Shot: Codable, Sendable {
    /// The page, e.g. a `file://` URL; loaded only when it differs from the
    /// session's previous shot's.
    public var url: String
    /// Whether `prefers-color-scheme: dark` matches, as the system's dark mode would.
    public var dark: Bool
    /// A CSS selector of an element held down with the mouse (so `:active`
    /// matches) while the page is captured, or nil for none.
    public var press: String?
    /// A CSS selector of an element the mouse rests on, not pressed (so
    /// `:hover` matches and `:active` does not). Without `press` or `hover`
    /// the mouse rests on the viewport's top-left corner.
    public var hover: String?
    /// A JavaScript function body run just before the capture; what it returns
    /// comes back as JSON in ``Capture/json``.
    public var script: String?
    /// Where the screenshot (PNG at device pixels) is written.
    public var screenshot: String
    /// The part of the page to capture, `[x, y, width, height]` in CSS pixels
    /// (the same pixels as a capture of the whole viewport, cut out), or nil
    /// for the whole viewport. Smaller captures are quicker to write and decode.
    public var clip: [Double]?

    public init(
      url: URL, dark: Bool = false, press: String? = nil, hover: String? = nil,
      script: String? = nil, screenshot: URL, clip: [Double]? = nil
    ) {
      self.url = url.absoluteString
      self.dark = dark
      self.press = press
      self.hover = hover
      self.script = script
      self.screenshot = screenshot.path
      self.clip = clip
    }
  }

  /// One browser, its device-pixel ratio and viewport, and the shots it takes in order.
  public struct Session: Codable, Sendable {
    /// Chromium's `--force-device-scale-factor`.
    public var dpr: Double
    /// The viewport in CSS pixels (the window is resized until it is this, or
    /// a pixel more where a fractional ratio rounds the window).
    public var width: Int
    public var height: Int
    public var shots: [Shot]

    public init(dpr: Double, width: Int, height: Int, shots: [Shot]) {
      self.dpr = dpr
      self.width = width
      self.height = height
      self.shots = shots
    }
  }

  /// What one shot produced.
  public struct Capture: Sendable {
    public var shot: Shot
    /// The screenshot's file.
    public var screenshot: URL { URL(fileURLWithPath: shot.screenshot) }
    /// The shot's script's result as JSON text (`null` without a script).
    public var json: Data
  }

  /// The paths of the browser, its WebDriver and the Python with Selenium.
  static let chromium = "/usr/bin/chromium"
  static let chromedriver = "/usr/bin/chromedriver"
  static let python = "/usr/bin/python3"

  /// Runs every session and returns their captures, session by session, shot
  /// by shot. `directory` holds the driver program and its job files.
  public static func run(_ sessions: [Session], in directory: URL) throws -> [[Capture]] {
    for tool in [chromium, chromedriver, python] {
      try RequirementFailure.check(
        FileManager.default.isExecutableFile(atPath: tool),
        "\(tool) is missing: run scripts/setup, which installs it")
    }
    let program = directory.appendingPathComponent("chevgen-browser.py")
    let job = directory.appendingPathComponent("chevgen-browser-job.json")
    let result = directory.appendingPathComponent("chevgen-browser-result.json")
    try driver.write(to: program, atomically: true, encoding: .utf8)
    // Chromium's profiles and the caches and settings it and its libraries
    // keep (dconf, fontconfig) go in `directory`, which the caller removes.
    // Not TMPDIR: Chromium's socket there must have a path of at most 107 bytes.
    let home = directory.appendingPathComponent("chromium-home")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    let request = Job(
      chromium: chromium, chromedriver: chromedriver, profiles: home.path, sessions: sessions)
    try JSONEncoder().encode(request).write(to: job)
    let run = try CLI.execute(
      URL(fileURLWithPath: python), [program.path, job.path, result.path], in: directory,
      environment: [
        "XDG_CACHE_HOME": home.path + "/cache", "XDG_CONFIG_HOME": home.path + "/config",
        "XDG_DATA_HOME": home.path + "/data",
      ])
    try RequirementFailure.check(run.status == 0, "the browser driver failed: \(run.stderr)")
    let values = try JSONDecoder().decode([[JSONText]].self, from: Data(contentsOf: result))
    try RequirementFailure.check(
      values.map(\.count) == sessions.map(\.shots.count), "the driver skipped shots")
    return zip(sessions, values).map { session, values in
      zip(session.shots, values).map { Capture(shot: $0, json: Data($1.text.utf8)) }
    }
  }

  /// The driver's input: the tools' paths and the sessions.
  struct Job: Codable {
    var chromium: String
    var chromedriver: String
    /// The folder each browser's profile is made in.
    var profiles: String
    var sessions: [Session]
  }

  /// A script's result, which the driver passes on as JSON text.
  struct JSONText: Codable {
    var text: String
  }

  /// The Selenium program: reads the job, runs the sessions two at a time (each
  /// Chromium mostly waits on its own start-up), writes each shot's script
  /// result as JSON text. Images are decoded and two frames drawn before each
  /// capture, so a swapped image (dark, pressed) is on screen.
  static let driver = #"""
    import base64, json, sys, tempfile, time
    from concurrent.futures import ThreadPoolExecutor
    from selenium import webdriver
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.action_chains import ActionChains
    from selenium.webdriver.common.actions.action_builder import ActionBuilder
    from selenium.webdriver.common.by import By

    # Waits for fonts and images, then for two frames, and calls back.
    SETTLE = (
        "const done = arguments[arguments.length - 1];"
        # Images off screen or not shown are left out: a lazy one is not
        # fetched until it nears the viewport, and waiting for it would never end.
        "const seen = (i) => { const r = i.getBoundingClientRect();"
        "  return r.width > 0 && r.height > 0 && r.bottom >= 0 && r.top <= innerHeight"
        "    && r.right >= 0 && r.left <= innerWidth; };"
        "Promise.all([document.fonts.ready].concat("
        "  [...document.images].filter(seen).map(i => i.decode().catch(() => null))))"
        ".then(() => requestAnimationFrame(() => requestAnimationFrame(() => done(null))));")

    def start(job, session):
        options = webdriver.ChromeOptions()
        options.binary_location = job["chromium"]
        width, height = session["width"], session["height"]
        for argument in ["--headless=new", "--no-sandbox", "--hide-scrollbars",
                         "--force-device-scale-factor=%r" % session["dpr"],
                         "--window-size=%d,%d" % (width, height + 300),
                         "--user-data-dir=" + tempfile.mkdtemp(dir=job["profiles"])]:
            options.add_argument(argument)
        driver = webdriver.Chrome(service=Service(executable_path=job["chromedriver"]), options=options)
        # The window's frame around the viewport is not known in advance: measure
        # it. A fractional ratio rounds the window to device pixels, which may
        # leave a CSS pixel more. A busy machine applies a resize late: ask
        # again until it shows, for up to 20 seconds.
        deadline = time.monotonic() + 20
        while True:
            inner = driver.execute_script("return [innerWidth, innerHeight]")
            if width <= inner[0] <= width + 1 and height <= inner[1] <= height + 1:
                return driver
            if time.monotonic() > deadline:
                raise RuntimeError("viewport stays %r, not %r" % (inner, [width, height]))
            outer = driver.get_window_size()
            driver.set_window_size(outer["width"] + width - inner[0], outer["height"] + height - inner[1])
            time.sleep(0.2)

    def shoot(driver, shot):
        scheme = "dark" if shot["dark"] else "light"
        driver.execute_cdp_cmd("Emulation.setEmulatedMedia",
                               {"features": [{"name": "prefers-color-scheme", "value": scheme}]})
        pressed = None
        if shot.get("press"):
            pressed = driver.find_element(By.CSS_SELECTOR, shot["press"])
            ActionChains(driver, duration=0).click_and_hold(pressed).perform()
        elif shot.get("hover"):
            hovered = driver.find_element(By.CSS_SELECTOR, shot["hover"])
            ActionChains(driver, duration=0).move_to_element(hovered).perform()
        else:
            corner = ActionBuilder(driver, duration=0)
            corner.pointer_action.move_to_location(0, 0)
            corner.perform()
        driver.execute_async_script(SETTLE)
        value = driver.execute_script(shot["script"]) if shot.get("script") else None
        if shot.get("clip"):
            x, y, width, height = shot["clip"]
            area = {"x": x, "y": y, "width": width, "height": height, "scale": 1}
            capture = driver.execute_cdp_cmd("Page.captureScreenshot", {"format": "png", "clip": area})
            png = base64.b64decode(capture["data"])
        else:
            png = driver.get_screenshot_as_png()
        with open(shot["screenshot"], "wb") as file:
            file.write(png)
        if pressed is not None:
            ActionChains(driver, duration=0).release().perform()
        return {"text": json.dumps(value)}

    def run(job, session):
        driver = start(job, session)
        try:
            results, loaded = [], None
            for shot in session["shots"]:
                if shot["url"] != loaded:
                    driver.get(shot["url"])
                    loaded = shot["url"]
                results.append(shoot(driver, shot))
            return results
        finally:
            driver.quit()

    def main():
        with open(sys.argv[1]) as file:
            job = json.load(file)
        with ThreadPoolExecutor(max_workers=2) as pool:
            results = list(pool.map(lambda session: run(job, session), job["sessions"]))
        with open(sys.argv[2], "w") as file:
            json.dump(results, file)

    main()
    """#
}
