// The reader's page: what each part does and why in overrides/assets/README.md
;(function () {
  const LANGUAGE_LINKS = ".md-select__link[hreflang]"

  function headerBottom() {
    const header = document.querySelector(".md-header")
    return header ? header.getBoundingClientRect().bottom : 0
  }

  function currentSection() {
    const headings = [...document.querySelectorAll(".md-content article :is(h2, h3, h4, h5, h6)[id]")]
    const header = headerBottom()
    const line = header + window.innerHeight / 4
    const title = document.querySelector(".md-content article h1")
    if (title && title.getBoundingClientRect().bottom > header) return ""
    let current = ""
    for (const heading of headings) {
      const top = heading.getBoundingClientRect().top
      if (top > line) break
      current = heading.id
      if (top >= header - 1) break
    }
    return current
  }

  function keepSection() {
    const id = currentSection()
    for (const link of document.querySelectorAll(LANGUAGE_LINKS)) {
      const url = new URL(link.getAttribute("href"), location.href)
      url.hash = id ? "#" + id : ""
      link.href = url.href
    }
  }

  let pending = false
  function keepSectionSoon() {
    if (pending) return
    pending = true
    requestAnimationFrame(() => {
      pending = false
      keepSection()
    })
  }

  // right before anything follows a link: a click, Enter, a long press, a copy
  for (const type of ["pointerdown", "focusin", "mouseover", "click"]) {
    document.addEventListener(type, event => {
      if (event.target.closest && event.target.closest(LANGUAGE_LINKS)) keepSection()
    }, true)
  }
  window.addEventListener("scroll", keepSectionSoon, { passive: true })
  window.addEventListener("hashchange", keepSectionSoon)
  window.addEventListener("resize", keepSectionSoon)

  function markLanguage() {
    for (const link of document.querySelectorAll(LANGUAGE_LINKS))
      if (link.hreflang === document.documentElement.lang) link.setAttribute("aria-current", "page")
  }

  function search() {
    const query = document.querySelector("input.md-search__input")
    const wrap = document.querySelector(".md-search__scrollwrap")
    const list = wrap && wrap.querySelector(".md-search-result__list")
    if (!query || !list) return
    query.addEventListener("input", () => query.dispatchEvent(new KeyboardEvent("keyup")))
    const update = () => {
      wrap.setAttribute("tabindex", list.children.length ? "0" : "-1")
      for (const item of list.querySelectorAll(".md-search-result__item")) {
        const [page, section] = item.querySelectorAll("a.md-search-result__link")
        const words = link => (new URL(link.href).searchParams.get("h") || "").match(/\S+/g)?.length || 0
        if (section && !new URL(page.href).hash && words(page) < words(section)) page.href = section.href
      }
    }
    new MutationObserver(update).observe(list, { childList: true, subtree: true })
    update()
  }

  function unlandmarkCodeButtons() {
    document.querySelectorAll("nav.md-code__nav").forEach(nav => nav.setAttribute("role", "none"))
  }

  function printLight() {
    let shown = null
    window.addEventListener("beforeprint", () => {
      shown = document.body.getAttribute("data-md-color-scheme")
      document.body.setAttribute("data-md-color-scheme", "default")
    })
    window.addEventListener("afterprint", () => {
      if (shown) document.body.setAttribute("data-md-color-scheme", shown)
    })
  }

  function printLinks() {
    const list = document.createElement("ol")
    list.className = "reader-print-links"
    window.addEventListener("beforeprint", () => {
      const numbers = new Map()
      list.replaceChildren()
      for (const link of document.querySelectorAll(".md-content article :is(p, li, td) a[href]")) {
        if (!numbers.has(link.href))
          list.append(Object.assign(document.createElement("li"), { textContent: link.href }))
        link.dataset.printRef = numbers.set(link.href, numbers.get(link.href) ?? numbers.size + 1)
          .get(link.href)
      }
      document.querySelector(".md-content article").append(list)
    })
    window.addEventListener("afterprint", () => list.remove())
  }

  function ready() {
    markLanguage()
    search()
    printLight()
    printLinks()
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready)
  else ready()
  window.addEventListener("load", unlandmarkCodeButtons)
})()
