"""Each page's Markdown (`docsite.llms`, written next to the built page) is the page: its code
blocks are the page's examples as the page shows them, and its links lead to pages of the site
(to sections they have) or to files of the page's language (once the page's own links are right:
the links check names a wrong one at its line)."""

from __future__ import annotations

from urllib.parse import urlsplit

from docsite import llms
from docsite.model import Site

from . import register
from .links import anchors, link_problems


@register("markdown")
def check_markdown(site: Site) -> list[str]:
    url, problems = site.config.site_url, []
    for page in site.all_pages():
        tokens = site.reader.markdown_it.parse(llms.page_markdown(page, url))
        code = [t.content.rstrip() for t in tokens if t.type == "fence" and t.info == "python"]
        if code != [example.code.rstrip() for example in page.examples]:
            problems.append(f"{page.rel}: its Markdown's code blocks are not the page's examples")
        if link_problems(site, page):  # the page's own links are wrong: the links check names them
            continue
        children = [child for t in tokens if t.type == "inline" for child in t.children or []]
        for link in (child for child in children if child.type in ("link_open", "image")):
            target = str(link.attrs.get("href") or link.attrs.get("src"))
            path, _, anchor = target.removeprefix(url).partition("#")
            prefix = site.language_prefix(page.lang)  # "" for the default language
            inside = path.startswith(prefix)  # a page of the page's own language
            path = path.removeprefix(prefix) or "index.md"
            file = site.docs_dir / page.lang / (path[:-1] + ".md" if path.endswith("/") else path)
            # another site's address (the browser tests follow those); this site's host outside
            # its path is a wrong link, not another site
            outside = urlsplit(target).scheme and urlsplit(target).netloc != urlsplit(url).netloc
            ids = anchors(site.page(file)) if file.suffix == ".md" and file.is_file() else set()
            if not (outside or inside and file.is_file() and (not anchor or anchor in ids)):
                problems.append(f"{page.rel}: its Markdown links to {target}: not on the site")
    return problems
