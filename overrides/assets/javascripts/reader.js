/*
 * On every page (full loads: no navigation.instant, which breaks mkdocs-static-i18n's links):
 * 1. The language links carry the #id of the section being read (both languages share the ids):
 *    the last heading above the top quarter of the window; at the page's bottom, a #fragment
 *    whose heading is on screen. No #id at the top of the page.
 * 2. "#>" comment lines get the class "reader-output" (reader.css); they stay comments, so the
 *    copy button copies the snippet file exactly.
 * 3. A code block that scrolls sideways is a Tab stop at any width (Material: only where the
 *    device can hover, not on a phone).
 * 4. Long inline code may break after a "." (<wbr>), never inside a name.
 * 5. The search results' scroll area is a Tab stop only while it shows results (partials/search.html).
 */
;(function () {
  const LANGUAGE_LINKS = ".md-select__link[hreflang]"

  function headerBottom() {
    const header = document.querySelector(".md-header")
    return header ? header.getBoundingClientRect().bottom : 0
  }

  function inView(el) {
    const box = el.getBoundingClientRect()
    return box.bottom > headerBottom() && box.top < window.innerHeight
  }

  function currentSection() {
    const headings = [...document.querySelectorAll(".md-content article :is(h2, h3, h4, h5, h6)[id]")]
    const atBottom =
      window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (atBottom && target && headings.includes(target) && inView(target)) return target.id
    const line = headerBottom() + window.innerHeight / 4
    let current = ""
    for (const heading of headings) {
      if (heading.getBoundingClientRect().top > line) break
      current = heading.id
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
  for (const type of ["pointerdown", "focusin", "mouseover"]) {
    document.addEventListener(type, event => {
      if (event.target.closest && event.target.closest(LANGUAGE_LINKS)) keepSection()
    }, true)
  }
  document.addEventListener("click", event => {
    if (event.target.closest && event.target.closest(LANGUAGE_LINKS)) keepSection()
  }, true)
  window.addEventListener("scroll", keepSectionSoon, { passive: true })
  window.addEventListener("hashchange", keepSectionSoon)
  window.addEventListener("resize", keepSectionSoon)

  function markOutput() {
    document.querySelectorAll(".highlight code .c1, .highlight code .c").forEach(span => {
      if (span.textContent.startsWith("#>")) span.classList.add("reader-output")
    })
  }

  function keyboardScrolling() {
    const blocks = document.querySelectorAll(".md-content pre > code")
    const update = code => {
      if (code.scrollWidth > code.clientWidth + 1) {
        if (code.getAttribute("tabindex") !== "0") code.setAttribute("tabindex", "0")
      }
    }
    const resized = new ResizeObserver(entries => entries.forEach(entry => update(entry.target)))
    // Material removes it again where the device cannot hover
    const changed = new MutationObserver(records => records.forEach(record => update(record.target)))
    blocks.forEach(code => {
      resized.observe(code)
      changed.observe(code, { attributes: true, attributeFilter: ["tabindex"] })
      update(code)
    })
  }

  function breakableInlineCode() {
    document.querySelectorAll(".md-content :not(pre) > code").forEach(code => {
      if (code.children.length || code.textContent.length < 16) return
      const parts = code.textContent.split(/(?<=\.)(?=[A-Za-z_])/)
      if (parts.length < 2) return
      code.textContent = ""
      parts.forEach((part, i) => {
        if (i) code.append(document.createElement("wbr"))
        code.append(part)
      })
    })
  }

  function searchResultsTabStop() {
    const wrap = document.querySelector(".md-search__scrollwrap")
    const list = wrap && wrap.querySelector(".md-search-result__list")
    if (!list) return
    const update = () => wrap.setAttribute("tabindex", list.children.length ? "0" : "-1")
    new MutationObserver(update).observe(list, { childList: true })
    update()
  }

  function ready() {
    markOutput()
    keyboardScrolling()
    breakableInlineCode()
    searchResultsTabStop()
    keepSection()
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", ready)
  else ready()
  window.addEventListener("load", keepSectionSoon)
})()
