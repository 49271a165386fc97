/*
 * Material's search worker, fed only the pages of the reader's language.
 *
 * The site has one search index for all languages (search/search_index.json); the pages of a
 * non-default language live under its prefix ("zh/"). partials/search-language.html starts this
 * worker as  search-by-language.js?worker=<Material's worker>&prefix=zh/  (prefix "" for the
 * default language, plus &other=zh/ for each other language). The index reaches the worker in
 * Material's SETUP message; this listener runs first, keeps the reader's pages and hands the
 * smaller index on to Material's own listener, so counts, ranking and paging all stay Material's.
 *
 * The file sits next to Material's worker on purpose: Material's worker loads its language
 * support from "../lunr/", relative to the worker's own URL.
 */
const params = new URL(self.location.href).searchParams
const prefix = params.get("prefix") || ""
const others = params.getAll("other").filter(other => other && other !== prefix)
const SETUP = 0 // SearchMessageType.SETUP in Material's sources

function ownLanguage(doc) {
  const location = doc.location || ""
  return location.startsWith(prefix) && !others.some(other => location.startsWith(other))
}

addEventListener("message", ev => {
  const message = ev.data
  if (!ev.isTrusted || !message || message.type !== SETUP) return
  ev.stopImmediatePropagation()
  const data = { ...message.data, docs: message.data.docs.filter(ownLanguage) }
  dispatchEvent(new MessageEvent("message", { data: { ...message, data } }))
})

importScripts(params.get("worker"))
