/// The review page's style and script, inline in every report so that it
/// opens offline, from any folder, with nothing fetched.
///
/// The style follows the system's light or dark appearance; images are drawn
/// with crisp pixels at every zoom; cards off screen are not laid out, so a
/// report of thousands of images scrolls smoothly.
enum ReviewPageAssets {
  static let style = """
    :root { color-scheme: light dark; --bg: #ffffff; --fg: #1d1d1f; --muted: #5f5f66;
      --card: #f5f5f7; --line: #d2d2d7; --accent: #0a5fcc; --changed: #c52a14;
      --added: #17753a; --removed: #8a5200; --unchanged: #5f5f66; --tolerated: #6a3fb0;
      --bounds: #e3007d; --on-accent: #ffffff; }
    @media (prefers-color-scheme: dark) {
      :root { --bg: #161618; --fg: #f2f2f7; --muted: #a7a7ad; --card: #242427; --line: #48484c;
        --accent: #4da3ff; --changed: #ff7a66; --added: #5ad68a; --removed: #ffbf47;
        --unchanged: #a7a7ad; --tolerated: #c3a4ff; --bounds: #ff5cbf;
        --on-accent: #111114; }
    }
    body { margin: 0; font: 14px/1.45 system-ui, sans-serif; background: var(--bg);
      color: var(--fg); }
    header { position: sticky; top: 0; z-index: 2; background: var(--bg);
      border-bottom: 1px solid var(--line); padding: 10px 20px; }
    h1 { font-size: 20px; margin: 0 0 2px; }
    .folders, .keys, .figures { color: var(--muted); margin: 2px 0; }
    code { overflow-wrap: anywhere; }
    button { font: inherit; color: var(--fg); background: var(--card);
      border: 1px solid var(--line); border-radius: 6px; padding: 1px 10px; margin: 2px 4px 2px 0;
      cursor: pointer; }
    button[aria-pressed="true"] { color: var(--on-accent); background: var(--accent);
      border-color: var(--accent); }
    main { padding: 12px 20px; }
    .card { background: var(--card); border: 1px solid var(--line); border-radius: 10px;
      padding: 12px; margin-bottom: 14px; content-visibility: auto;
      contain-intrinsic-size: auto 360px; }
    .card:focus { outline: 2px solid var(--accent); outline-offset: 2px; }
    h2 { font-size: 15px; margin: 0 0 2px; font-weight: 600; }
    .badge { display: inline-block; font-size: 11px; text-transform: uppercase; color: var(--on-accent);
      background: var(--unchanged); border-radius: 4px; padding: 0 6px; }
    [data-status="changed"] .badge { background: var(--changed); }
    [data-status="added"] .badge { background: var(--added); }
    [data-status="removed"] .badge { background: var(--removed); }
    [data-status="within-tolerance"] .badge { background: var(--tolerated); }
    .stage { --zoom: 1; --mix: 50; position: relative; display: flex; flex-wrap: wrap;
      gap: 12px; align-items: flex-start; margin: 8px 0; max-height: 75vh; overflow: auto; }
    .stage figure { margin: 0; }
    .stage img { display: block; width: calc(var(--iw) * var(--zoom));
      height: calc(var(--ih) * var(--zoom)); image-rendering: pixelated;
      image-rendering: crisp-edges; background: repeating-conic-gradient(#c8c8cc 0 25%,
      #ffffff 0 50%) 0 0 / 16px 16px; }
    .stage figcaption { color: var(--muted); font-size: 12px; }
    .view-side .diff { display: none; }
    .stage:not(.view-side) { display: grid; gap: 0; }
    .stage:not(.view-side) figure { grid-area: 1 / 1; }
    .stage:not(.view-side) figcaption { display: none; }
    .view-swipe .actual img { clip-path: inset(0 0 0 calc(var(--mix) * 1%)); }
    .view-swipe .diff, .view-onion .diff { display: none; }
    .view-onion .actual { opacity: calc(var(--mix) / 100); }
    .view-diff .expected { visibility: hidden; }
    .view-diff .diff { opacity: calc(var(--mix) / 100); }
    .bounds { position: absolute; left: calc(var(--x) * var(--zoom));
      top: calc(var(--y) * var(--zoom)); width: calc(var(--bw) * var(--zoom));
      height: calc(var(--bh) * var(--zoom)); outline: 2px solid var(--bounds);
      pointer-events: none; }
    [data-status="accepted"] .badge { background: var(--accent); }
    .actions button { font-weight: 600; }
    #message { color: var(--muted); }
    h2 .accept { margin-left: 8px; font-size: 13px; font-weight: 600; }
    .controls label { margin-right: 16px; color: var(--muted); }
    .controls input { vertical-align: middle; }

    """

  static let script = """
    (() => {
      const cards = Array.from(document.querySelectorAll(".card"));
      let current = -1;
      const views = { "1": "side", "2": "swipe", "3": "onion", "4": "diff" };
      function setView(card, view) {
        card.querySelector(".stage").className = "stage view-" + view;
        for (const button of card.querySelectorAll(".views button")) {
          button.setAttribute("aria-pressed", String(button.dataset.view === view));
        }
      }
      function filter(status) {
        for (const button of document.querySelectorAll("#filters button")) {
          button.setAttribute("aria-pressed", String(button.dataset.filter === status));
        }
        for (const card of cards) {
          card.hidden = status !== "all" && card.dataset.status !== status;
        }
        current = -1;
      }
      function go(step) {
        const shown = cards.filter((card) => !card.hidden);
        if (shown.length === 0) return;
        let index = shown.indexOf(cards[current]);
        index = index < 0 ? (step > 0 ? 0 : shown.length - 1)
          : Math.min(shown.length - 1, Math.max(0, index + step));
        current = cards.indexOf(shown[index]);
        shown[index].focus({ preventScroll: true });
        shown[index].scrollIntoView({ block: "start" });
      }
      function zoom(card, step) {
        const input = card.querySelector(".zoom");
        input.value = String(Number(input.value) + step);
        input.dispatchEvent(new Event("input", { bubbles: true }));
      }
      document.addEventListener("click", (event) => {
        const button = event.target.closest("button");
        if (!button) return;
        if (button.dataset.view) setView(button.closest(".card"), button.dataset.view);
        if (button.dataset.filter) filter(button.dataset.filter);
      });
      document.addEventListener("input", (event) => {
        const card = event.target.closest(".card");
        if (!card) return;
        const name = event.target.classList.contains("zoom") ? "--zoom" : "--mix";
        card.querySelector(".stage").style.setProperty(name, event.target.value);
      });
      document.addEventListener("keydown", (event) => {
        if (event.target.tagName === "INPUT" || event.altKey || event.ctrlKey || event.metaKey) {
          return;
        }
        const card = cards[current];
        if (event.key === "j" || event.key === "ArrowDown") go(1);
        else if (event.key === "k" || event.key === "ArrowUp") go(-1);
        else if (card && views[event.key] && card.querySelector(`[data-view="${views[event.key]}"]`)) {
          setView(card, views[event.key]);
        } else if (card && (event.key === "+" || event.key === "=")) zoom(card, 1);
        else if (card && event.key === "-") zoom(card, -1);
        else return;
        event.preventDefault();
      });
      cards.forEach((card, index) => card.addEventListener("focus", () => { current = index; }));
    })();

    """

  /// Times the page sends a POST again that the server answered 503 (too
  /// busy to read it, see ``ReviewLimits/displaceSeconds``): a burst of
  /// clicks is served within milliseconds, so 5 retries a second apart mean
  /// a server held busy on purpose, and the page says so.
  static let retries = 5

  /// The longest `Retry-After` the page honours, in seconds: 10, so that a
  /// click is answered within a minute whatever a server asks; without the
  /// header, or with a date instead of seconds, it waits 1 s.
  static let longestWait = 10

  /// What `chevgen review` adds to the script: Accept, Accept all and Done,
  /// each a POST to the server that served the page, whose answer updates
  /// the cards and the counts in place. A 503 is sent again after its
  /// `Retry-After`, up to ``retries`` times, so no click is lost to a busy
  /// server.
  static let serverScript = """
    (() => {
      const message = document.getElementById("message");
      const cards = new Map(Array.from(document.querySelectorAll(".card"),
        (card) => [card.dataset.path, card]));
      async function post(path) {
        for (let attempt = 0; ; attempt += 1) {
          const response = await fetch(path, { method: "POST" });
          const text = await response.text();
          if (response.status === 503 && attempt < \(retries)) {
            const after = response.headers.get("Retry-After") ?? "";
            const seconds = /^[0-9]+$/.test(after) ? Math.min(Number(after), \(longestWait)) : 1;
            await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
            continue;
          }
          if (!response.ok) throw new Error(text.trim());
          return JSON.parse(text);
        }
      }
      function update(counts) {
        const summary = document.getElementById("summary");
        for (const [name, value] of Object.entries(counts)) {
          if (name in summary.dataset) summary.dataset[name] = String(value);
          for (const element of document.querySelectorAll(`[data-count="${name}"]`)) {
            element.textContent = String(value);
          }
        }
      }
      function accepted(card) {
        card.dataset.status = "accepted";
        card.querySelector(".badge").textContent = "accepted";
        card.querySelector(".accept")?.remove();
        card.querySelector(".bounds")?.remove();
        const figures = card.querySelector(".figures");
        const expected = card.querySelector(".expected img");
        if (card.querySelector(".actual")) {
          figures.textContent = "accepted: the reference is now the actual image";
          if (expected) expected.src = expected.src.split("?")[0] + "?accepted=" + Date.now();
        } else {
          figures.textContent = "accepted: the reference is removed";
          card.querySelector(".stage")?.remove();
          card.querySelector(".controls")?.remove();
          card.querySelector(".views")?.remove();
        }
      }
      async function accept(card) {
        const button = card.querySelector(".accept");
        if (!button || button.disabled) return;
        button.disabled = true;
        try {
          const answer = await post("accept/" + card.dataset.url);
          accepted(card);
          update(answer.counts);
          message.textContent = "accepted " + card.dataset.path;
        } catch (error) {
          button.disabled = false;
          message.textContent = error.message;
        }
      }
      document.addEventListener("click", async (event) => {
        const button = event.target.closest("button");
        if (!button) return;
        if (button.classList.contains("accept")) {
          await accept(button.closest(".card"));
        } else if (button.id === "accept-all") {
          button.disabled = true;
          try {
            const answer = await post("accept-all");
            for (const path of answer.accepted) if (cards.has(path)) accepted(cards.get(path));
            update(answer.counts);
            message.textContent = answer.message;
          } catch (error) {
            message.textContent = error.message;
          }
          button.disabled = false;
        } else if (button.id === "done") {
          try {
            await post("done");
            document.querySelector("main").remove();
            document.querySelector(".actions").textContent =
              "The review has ended; you can close this page.";
          } catch (error) {
            message.textContent = error.message;
          }
        }
      });
      document.addEventListener("keydown", (event) => {
        if (event.key !== "a" || event.target.tagName === "INPUT" || event.altKey
          || event.ctrlKey || event.metaKey) return;
        const card = document.activeElement?.closest(".card");
        if (card) {
          event.preventDefault();
          accept(card);
        }
      });
    })();

    """
}
