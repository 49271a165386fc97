/*
 * Material's search worker (?material=), reading queries better: English words stemmed like the
 * index, Chinese runs split by the longest index word. Why and how: the comment of
 * overrides/partials/search-language.html; tests/browser/test_search.py fails without either.
 */
importScripts(new URL(location.href).searchParams.get("material"))

;(function (lunr) {
  const clause = lunr.Query.prototype.clause
  lunr.Query.prototype.clause = function (spec) {
    const word = /^([a-z][a-z']+)\*$/.exec(spec.term || "")
    if (word && spec.usePipeline === false) {
      const stem = lunr.stemmer(new lunr.Token(word[1])).toString()
      spec = { ...spec, term: `${stem}*` }
    }
    return clause.call(this, spec)
  }

  let words = null  // the index's words: the inverted index of the last index built
  const build = lunr.Builder.prototype.build
  lunr.Builder.prototype.build = function () {
    const index = build.call(this)
    words = index.invertedIndex
    return index
  }

  function segment(run) {
    const segments = []
    let pending = ""
    for (let i = 0; i < run.length;) {
      let length = 0
      for (let j = run.length; j > i; j--)
        if (run.slice(i, j) in words) { length = j - i; break }
      if (!length) { pending += run[i++]; continue }
      if (pending) segments.push(pending)
      pending = ""
      segments.push(run.slice(i, i + length))
      i += length
    }
    if (pending) segments.push(pending)
    return segments
  }

  const HAN = /\p{sc=Han}+/gu
  const replace = String.prototype.replace
  String.prototype.replace = function (pattern, replacement) {
    if (words && pattern instanceof RegExp && pattern.source === HAN.source &&
        pattern.flags === HAN.flags && typeof replacement === "function")
      return replace.call(this, pattern, run => segment(run).join(" "))
    return replace.apply(this, arguments)
  }
})(self.lunr)
