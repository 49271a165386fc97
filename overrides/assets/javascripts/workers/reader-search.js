// Material's search worker (?material=), reading queries better and ordering results: what and
// why in overrides/partials/search-language.html
;(function () {
  const SETUP = 0, QUERY = 2  // Material's SearchMessageType
  let synonyms = []
  self.readerWords = {}
  const pattern = name => {
    const words = name.split(/[\s_-]+/).map(word => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    return /^\p{sc=Han}/u.test(name) ? words.join("") : `(?<![\\w])${words.join("[\\s_-]+")}s?(?![\\w])`
  }
  addEventListener("message", ({ data: message }) => {
    if (message.type === SETUP)
      synonyms = Object.entries(message.data.config.synonyms || {})
        .sort(([a], [b]) => b.length - a.length)
        .map(([name, term]) => [new RegExp(pattern(name), "giu"), term])
    else if (message.type === QUERY) {
      self.readerWords = {}  // the stems of this query's words: the word each came from
      message.data = message.data.replace(/(?<![\w.])[-−](?=\d)/g, " ")
      for (const [name, term] of synonyms)
        message.data = message.data.replace(name, typed => {
          for (const word of term.toLowerCase().split(/\s+/)) self.readerWords[word] = typed
          return term
        })
    }
  })
})()
importScripts(new URL(location.href).searchParams.get("material"))


;(function (lunr) {
  // lunr-languages' zh stop words, simplified characters
  const STOP_WORDS = new Set(("的 一 不 在 人 有 是 为 以 于 上 他 而 后 之 来 及 了 因 下 可 到 由 这 与 也 " +
    "此 但 并 个 其 已 无 小 我 们 起 最 再 今 去 好 只 又 或 很 亦 某 把 那 你 乃 它 吧 被 比 别 趁 当 从 得 打 凡 " +
    "儿 尔 该 各 给 跟 和 何 还 即 几 既 看 据 距 靠 啦 另 么 每 嘛 拿 哪 您 凭 且 却 让 仍 啥 如 若 使 谁 虽 随 同 " +
    "所 她 哇 嗡 往 些 向 沿 哟 用 咱 则 怎 曾 至 致 着 诸 自 什么 时候 为什么 怎么 怎样 怎么样 如何 " +
    "可以 能 会 吗 呢 之后 以后 还会 还能 是否 哪个 哪些 一些 部分 才 就").split(" "))
  const EXACT = 10
  const { presence } = lunr.Query
  const clause = lunr.Query.prototype.clause
  lunr.Query.prototype.clause = function (spec) {
    const word = /^([a-z][\w']+)\*$/.exec(spec.term || "")
    if (word && spec.usePipeline === false) {
      const stem = lunr.stemmer(new lunr.Token(word[1])).toString()
      self.readerWords[`${stem}*`] = self.readerWords[word[1]] ||= word[1]
      spec = { ...spec, term: `${stem}*` }
    }
    const exact = /^([^*]+)\*$/.exec(spec.term || "")
    if (exact && spec.presence !== presence.PROHIBITED)
      clause.call(this, { ...spec, term: exact[1], usePipeline: false,
        presence: presence.OPTIONAL, boost: (spec.boost || 1) * EXACT })
    return clause.call(this, spec)
  }

  let words = null  // the index's words: the inverted index of the last index built
  const build = lunr.Builder.prototype.build
  lunr.Builder.prototype.build = function () { return ({ invertedIndex: words } = build.call(this)) }

  const likely = w => Math.log((w in words ? Object.keys(words[w].text).length + 1 : 0.5) / 1e3)
  const alone = w => !(w in words) || w.length === 1 && !STOP_WORDS.has(w)
  function segment(run) {
    const best = [[0, []]], segments = []
    for (let i = 1; i <= run.length; i++)
      for (let j = 0; j < i; j++) {
        const piece = run.slice(j, i), score = best[j][0] + likely(piece)
        if ((i - j === 1 || piece in words) && !(best[i] && best[i][0] >= score))
          best[i] = [score, [...best[j][1], piece]]
      }
    for (const piece of best[run.length][1]) {
      const last = segments[segments.length - 1]
      if (last && alone(piece) && alone(last) && !(piece in words && last in words))
        segments[segments.length - 1] += piece
      else segments.push(piece)
    }
    return segments.filter(word => !STOP_WORDS.has(word))
  }

  const HAN = /\p{sc=Han}+/gu
  const replace = String.prototype.replace
  String.prototype.replace = function (pattern, replacement) {
    if (words && pattern instanceof RegExp && pattern.source === HAN.source &&
        pattern.flags === HAN.flags && typeof replacement === "function")
      return replace.call(this, pattern, run => ` ${segment(run).join(" ")} `)
    return replace.apply(this, arguments)
  }

})(self.lunr)

;(function () {
  const RESULT = 3, SHOWN = 160  // Material's SearchMessageType; the characters a result shows
  const WORD_BREAK = /\u200b|(?<=\p{sc=Han}(?:<\/?mark>)*) (?=(?:<\/?mark>)*\p{sc=Han})/gu
  // a typed word is found with its stem or a word it stands for; "Missing:" names typed words
  const wordOf = term => self.readerWords[term] || self.readerWords[`${term}*`] || term
  const words = (terms, hit = true) => new Set(Object.keys(terms)
    .filter(term => !terms[term] === !hit).map(wordOf).filter(self.lunr.stopWordFilter))
  const readerTerms = terms => Object.fromEntries([
    ...Object.entries(terms).filter(([, hit]) => hit),
    ...[...words(terms, false)].filter(word => !words(terms).has(word)).map(word => [word, false])])
  // A result's text starts at the sentence of its first match if that lies beyond what it shows
  const fromMatch = (text, mark = text.indexOf("<mark>")) => {
    const cut = Math.max(text.lastIndexOf(". ", mark) + 2, text.lastIndexOf("。", mark) + 1)
    return mark > SHOWN && cut > 2 ? `… ${text.slice(cut)}` : text
  }
  const post = self.postMessage
  const found = item => words(item.terms).size - (item.boost < 1) * 9
  const before = (a, b) => found(b) - found(a) || b.score - a.score
  self.postMessage = function (message, ...rest) {
    if (message && message.type === RESULT) {
      const items = message.data.items
      for (const item of items.flat()) {
        for (const field of ["title", "text"])
          if (typeof item[field] === "string") item[field] = item[field].replace(WORD_BREAK, "")
        item.terms = readerTerms(item.terms)
        if (typeof item.text === "string") item.text = fromMatch(item.text)
      }
      items.forEach(group => group.sort(before))
      items.sort((a, b) => before(a[0], b[0]))
    }
    return post.call(this, message, ...rest)
  }
})()
