/*
 * Two small things on every page (no navigation.instant: each page is a full load).
 *
 * 1. The language selector keeps the reader's place: both languages share the section ids
 *    ({ #id } on every heading), so the current #fragment is carried to the other language.
 * 2. Shown output: a code line that starts with "#>" is what the example prints. Pygments marks
 *    it as a comment; it gets the class "reader-output" (styled in reader.css). It stays a
 *    comment in the text, so the copy button still copies valid Python.
 */
;(function () {
  function keepSection(event) {
    const link = event.target.closest && event.target.closest(".md-select__link[hreflang]")
    if (!link || !location.hash) return
    const url = new URL(link.href, location.href)
    url.hash = location.hash
    link.href = url.href
  }
  document.addEventListener("click", keepSection, true)
  document.addEventListener("keydown", event => {
    if (event.key === "Enter") keepSection(event)
  }, true)

  function markOutput() {
    document.querySelectorAll(".highlight code .c1, .highlight code .c").forEach(span => {
      if (span.textContent.startsWith("#>")) span.classList.add("reader-output")
    })
  }
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", markOutput)
  else markOutput()
})()
