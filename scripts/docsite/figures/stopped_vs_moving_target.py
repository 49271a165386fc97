"""Draw docs/<lang>/assets/stopped-vs-moving-target.svg (`python -m
docsite.figures.stopped_vs_moving_target [--root .]`; the `figures` check fails while it differs):
at x0 = 2 the losses (x - 6)^2 and 4x^2 both equal 16, their slopes -8 and 16."""

import sys
from pathlib import Path

import yaml

FILE = "stopped-vs-moving-target.svg"
COMMAND = "python -m docsite.figures.stopped_vs_moving_target"
X0, LOSS, SLOPES = 2, 16, {"stopped": -8, "moving": 16}
CURVES = {"stopped": lambda x: (x - 6) ** 2, "moving": lambda x: 4 * x**2}
COLORS = {"stopped": "#1565c0", "moving": "#bf360c"}
# The figure's words in each language (title, stopped, moving): the YAML file beside this one.
LABELS = yaml.safe_load(Path(__file__).with_suffix(".yml").read_text(encoding="utf-8"))
# Narrow on purpose: shown 358 px wide on a 390 px phone, 15-unit text renders at about 11.7 px.
W, H, LEFT, RIGHT, TOP, BOTTOM = 460, 400, 44, 448, 14, 364
XMIN, XMAX, YMIN, YMAX = -1.0, 5.0, 0.0, 80.0
FONT = 15
INK, GRID = "#212121", "#e0e0e0"


def sx(x: float) -> float:
    return LEFT + (x - XMIN) / (XMAX - XMIN) * (RIGHT - LEFT)


def sy(y: float) -> float:
    return BOTTOM - (y - YMIN) / (YMAX - YMIN) * (BOTTOM - TOP)


def px(x: float, y: float) -> str:
    return f"{sx(x):.1f},{sy(y):.1f}"


def polyline(f, x0: float, x1: float, color: str, width: float, dash: str = "") -> str:
    xs = [x0 + (x1 - x0) * i / 120 for i in range(121)]
    points = " ".join(px(x, f(x)) for x in xs if YMIN <= f(x) <= YMAX)
    extra = f' stroke-dasharray="{dash}"' if dash else ""
    style = f'fill="none" stroke="{color}" stroke-width="{width}"{extra}'
    return f'<polyline points="{points}" {style}/>'


def axes() -> list[str]:
    """Grid lines and tick labels: x from -1 to 5 in steps of 1, L from 0 to 80 in steps of 16."""
    parts = [f'<g stroke="{GRID}" stroke-width="1">']
    xs, ys = range(int(XMIN), int(XMAX) + 1), range(int(YMIN), int(YMAX) + 1, 16)
    parts += [f'<line x1="{sx(x):.1f}" y1="{TOP}" x2="{sx(x):.1f}" y2="{BOTTOM}"/>' for x in xs]
    parts += [f'<line x1="{LEFT}" y1="{sy(y):.1f}" x2="{RIGHT}" y2="{sy(y):.1f}"/>' for y in ys]
    parts.append("</g>")
    parts.append('<g stroke="#757575" stroke-width="1.5">')
    parts.append(f'<line x1="{LEFT}" y1="{BOTTOM}" x2="{RIGHT}" y2="{BOTTOM}"/>')
    parts.append(f'<line x1="{sx(0):.1f}" y1="{TOP}" x2="{sx(0):.1f}" y2="{BOTTOM}"/></g>')
    parts.append(f'<g font-family="sans-serif" font-size="{FONT}" fill="{INK}">')
    for x in xs:
        label = str(x).replace("-", "−")
        parts.append(f'<text x="{sx(x):.1f}" y="{BOTTOM + 18}" text-anchor="middle">{label}</text>')
    for y in ys:
        if 0 < y < YMAX:  # 0 is the x axis; the legend sits beside the top line
            parts.append(
                f'<text x="{sx(0) - 5:.1f}" y="{sy(y) + 5:.1f}" text-anchor="end">{y}</text>'
            )
    parts.append(f'<text x="{sx(-0.5):.1f}" y="{sy(YMAX) + 14:.1f}" text-anchor="middle">L</text>')
    parts.append(f'<text x="{sx(4.5):.1f}" y="{BOTTOM + 18}" text-anchor="middle">x</text>')
    parts.append("</g>")
    return parts


def figure(lang: str) -> str:
    text = LABELS[lang]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}"'
        f' role="img" aria-label="{text["title"]}">',
        f'<rect width="{W}" height="{H}" rx="10" fill="#ffffff"/>',
        *axes(),
    ]
    for name, f in CURVES.items():
        parts.append(polyline(f, XMIN, XMAX, COLORS[name], 2.5))
        tangent = lambda x, s=SLOPES[name]: LOSS + s * (x - X0)  # noqa: E731
        parts.append(polyline(tangent, X0 - 1.2, X0 + 1.2, COLORS[name], 1.5, "6 4"))
    parts += [
        f'<circle cx="{sx(X0):.1f}" cy="{sy(LOSS):.1f}" r="5" fill="{INK}"/>',
        f'<g font-family="sans-serif" font-size="{FONT}" fill="{INK}">',
        # below the point, between the two curves and clear of both tangents
        f'<text x="{sx(1.72):.1f}" y="{sy(4.5):.1f}">(2, 16)</text>',
    ]
    # the legend, in the band above both curves (L from 64 to 80)
    for i, name in enumerate(CURVES):
        y = sy(YMAX) + 20 + 22 * i
        x = sx(-0.1)
        parts.append(
            f'<line x1="{x:.1f}" y1="{y - 5:.1f}" x2="{x + 28:.1f}" y2="{y - 5:.1f}"'
            f' stroke="{COLORS[name]}" stroke-width="2.5"/>'
        )
        parts.append(f'<text x="{x + 34:.1f}" y="{y:.1f}">{text[name]}</text>')
    parts += ["</g>", "</svg>", ""]
    return "\n".join(parts)


def path(docs_dir: Path, lang: str) -> Path:
    return docs_dir / lang / "assets" / FILE


def stale(docs_dir: Path, root: Path) -> list[str]:
    """One line for each figure under `docs_dir` that is not what this script draws."""
    from docsite.model import shown_path

    problems = []
    for lang in LABELS:
        found = path(docs_dir, lang)
        if not found.is_file() or found.read_text(encoding="utf-8") != figure(lang):
            problems.append(f"{shown_path(found, root)}: out of date; run {COMMAND}")
    return problems


def main(argv: list[str]) -> int:
    from docsite.cli import OneLineParser
    from docsite.model import SiteError, load_config

    parser = OneLineParser(prog=COMMAND)
    parser.add_argument("--root", type=Path, default=Path.cwd(), help="the folder of mkdocs.yml")
    args = parser.parse_args(argv)
    try:
        docs_dir = load_config(args.root.resolve() / "mkdocs.yml").docs_dir
    except SiteError as err:
        print(err)
        return 1
    for lang in LABELS:
        path(docs_dir, lang).write_text(figure(lang), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
