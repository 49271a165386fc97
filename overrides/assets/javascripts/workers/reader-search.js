/*
 * Material's search worker (?material=), reading queries better: other names readers use read as
 * the site's terms, English words stemmed like the index, Chinese runs split by the longest index
 * word. Why and how: the comment of overrides/partials/search-language.html;
 * tests/browser/test_search.py fails without any of them.
 */
;(function () {
  // Registered before Material's own listener: a query reaches it with the synonyms replaced.
  const SETUP = 0, QUERY = 2  // Material's SearchMessageType
  let synonyms = []
  const pattern = name => {
    const words = name.split(/[\s_-]+/).map(word => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    return /^\p{sc=Han}/u.test(name) ? words.join("") : `(?<![\\w])${words.join("[\\s_-]+")}s?(?![\\w])`
  }
  addEventListener("message", ({ data: message }) => {
    if (message.type === SETUP)
      synonyms = Object.entries(message.data.config.synonyms || {})
        .sort(([a], [b]) => b.length - a.length)
        .map(([name, term]) => [new RegExp(pattern(name), "giu"), term])
    else if (message.type === QUERY)
      for (const [name, term] of synonyms) message.data = message.data.replace(name, term)
  })
})()
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
    // a stop word (的) is not in the index: it would only show as missing on every result
    const stop = lunr.zh && lunr.zh.stopWordFilter
    return stop ? segments.filter(word => stop(new lunr.Token(word))) : segments
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

// Results: pages ordered by their best match: the one that holds more of the query's words, and
// of those the one Material scores higher. Material orders pages by their highest score alone,
// in which a page's own text counts extra: a page whose intro repeated one common word ("detach")
// came before the section holding every word, and showed "Missing: ..." on top.
;(function () {
  const RESULT = 3  // Material's SearchMessageType
  const post = self.postMessage
  const found = item => Object.values(item.terms).filter(Boolean).length
  const best = group => group.reduce((a, item) => {
    const key = [found(item), item.score]
    return key[0] > a[0] || (key[0] === a[0] && key[1] > a[1]) ? key : a
  }, [0, 0])
  self.postMessage = function (message, ...rest) {
    if (message && message.type === RESULT) {
      // the index's word breaks (U+200B, Chinese) are no part of a result's text
      for (const item of message.data.items.flat())
        for (const field of ["title", "text"])
          if (typeof item[field] === "string") item[field] = item[field].replaceAll("\u200b", "")
      const keys = new Map(message.data.items.map(group => [group, best(group)]))
      message.data.items.sort((a, b) => keys.get(b)[0] - keys.get(a)[0] || keys.get(b)[1] - keys.get(a)[1])
    }
    return post.call(this, message, ...rest)
  }
})()
