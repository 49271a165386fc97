// The reader's page: what each part does and why in overrides/assets/README.md
;(function () {
  const LANGUAGE_LINKS = ".md-select__link[hreflang]"
  const PLACE = "reader-place"

  const headerBottom = () => document.querySelector(".md-header")?.getBoundingClientRect().bottom ?? 0

  function currentSection() {
    const header = headerBottom()
    const title = document.querySelector(".md-content article h1")
    if (title && title.getBoundingClientRect().bottom > header) return ""
    const headings = [...document.querySelectorAll(".md-content article :is(h2, h3, h4, h5, h6)[id]")]
    const above = headings.filter(heading => heading.getBoundingClientRect().top < header - 1)
    const next = headings[above.length]
    return (next?.getBoundingClientRect().top <= header + window.innerHeight / 4 ? next : above.at(-1))?.id ?? ""
  }

  function section(id) {
    const blocks = [id ? document.getElementById(id) : document.querySelector(".md-content article h1")]
    for (let b = blocks[0]?.nextElementSibling; b && !/^H\d$/.test(b.tagName); b = b.nextElementSibling) blocks.push(b)
    return [blocks, blocks.flatMap((block, i) => (!i || block.matches(".highlight") ? [i] : []))]
  }

  function place(id) {
    const header = headerBottom()
    const [blocks, code] = section(id)
    const i = blocks.findIndex(block => block.getBoundingClientRect().bottom > header)
    const box = blocks[i].getBoundingClientRect()
    const last = code.findLastIndex(c => c <= i)
    return { id, code: last, after: i - code[last], gap: Math.max(0, box.top - header),
      into: Math.max(0, header - box.top) / (box.height || 1) }
  }

  function land({ id, code: c, after, gap, into }) {
    const [blocks, code] = section(id)
    const at = Math.min(code[Math.min(c, code.length - 1)] + after, (code[c + 1] ?? blocks.length) - 1)
    const box = blocks[at].getBoundingClientRect()
    window.scrollBy({ top: box.top + into * box.height - headerBottom() - gap, behavior: "instant" })
  }

  // right before anything follows a link: a click, Enter, a long press, a copy
  for (const type of ["pointerdown", "focusin", "mouseover", "click"]) {
    document.addEventListener(type, event => {
      const link = event.target.closest?.(LANGUAGE_LINKS)
      if (!link) return
      const id = currentSection()
      for (const each of document.querySelectorAll(LANGUAGE_LINKS)) {
        const url = new URL(each.getAttribute("href"), location.href)
        url.hash = id ? "#" + id : ""
        each.href = url.href
      }
      if (type === "click") try {
        sessionStorage.setItem(PLACE, JSON.stringify({ to: link.href, ...place(id) }))
      } catch {}
    }, true)
  }
  window.addEventListener("load", () => {
    try {
      const left = JSON.parse(sessionStorage.getItem(PLACE))
      sessionStorage.removeItem(PLACE)
      if (left?.to === location.href) land(left)
    } catch {}
  })

  function markLanguage() {
    for (const link of document.querySelectorAll(LANGUAGE_LINKS))
      if (document.documentElement.lang.startsWith(link.hreflang)) link.setAttribute("aria-current", "page")
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
