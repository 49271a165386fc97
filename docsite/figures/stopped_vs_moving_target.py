"""Draw docs/<lang>/assets/stopped-vs-moving-target.svg: two losses, one value, opposite slopes.

    python -m docsite.figures.stopped_vs_moving_target          # rewrite the figures
    python -m docsite.figures.stopped_vs_moving_target --check  # exit 1 if one is out of date

At x0 = 2 the stopped-target loss (x - 6)^2 and the moving-target loss 4x^2 both equal 16; their
slopes there are -8 and 16 (the numbers the page's examples assert with autograd).
"""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
X0, LOSS, SLOPES = 2, 16, {"stopped": -8, "moving": 16}
CURVES = {"stopped": lambda x: (x - 6) ** 2, "moving": lambda x: 4 * x**2}
COLORS = {"stopped": "#1565c0", "moving": "#e65100"}
LABELS = {
    "en": {
        "title": "Stopped target (x − 6)², moving target 4x²: both 16 at x = 2, slopes −8 and 16",
        "stopped": "target stopped: (x − 6)², slope −8",
        "moving": "target moving: 4x², slope 16",
    },
    "zh": {
        "title": "目标停止梯度 (x − 6)² 与目标随 x 变化 4x²：在 x = 2 处都为 16，斜率为 −8 和 16",
        "stopped": "目标停止梯度：(x − 6)²，斜率 −8",
        "moving": "目标随 x 变化：4x²，斜率 16",
    },
}
W, H, LEFT, RIGHT, TOP, BOTTOM = 640, 340, 50, 620, 20, 300
XMIN, XMAX, YMIN, YMAX = -1.0, 5.0, 0.0, 64.0


def px(x: float, y: float) -> str:
    sx = LEFT + (x - XMIN) / (XMAX - XMIN) * (RIGHT - LEFT)
    sy = BOTTOM - (y - YMIN) / (YMAX - YMIN) * (BOTTOM - TOP)
    return f"{sx:.1f},{sy:.1f}"


def polyline(f, x0: float, x1: float, color: str, width: float, dash: str = "") -> str:
    xs = [x0 + (x1 - x0) * i / 120 for i in range(121)]
    points = " ".join(px(x, f(x)) for x in xs if YMIN <= f(x) <= YMAX)
    extra = f' stroke-dasharray="{dash}"' if dash else ""
    style = f'fill="none" stroke="{color}" stroke-width="{width}"{extra}'
    return f'<polyline points="{points}" {style}/>'


def figure(lang: str) -> str:
    text = LABELS[lang]
    parts = [
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" width="{W}" height="{H}"'
        f' role="img" aria-label="{text["title"]}">',
        f'<rect width="{W}" height="{H}" rx="10" fill="#ffffff"/>',
        f'<g stroke="#9e9e9e"><line x1="{LEFT}" y1="{BOTTOM}" x2="{RIGHT}" y2="{BOTTOM}"/>',
        f'<line x1="{px(0, 0).split(",")[0]}" y1="{TOP}" x2="{px(0, 0).split(",")[0]}"'
        f' y2="{BOTTOM}"/></g>',
    ]
    for name, f in CURVES.items():
        parts.append(polyline(f, XMIN, XMAX, COLORS[name], 2.5))
        tangent = lambda x, s=SLOPES[name]: LOSS + s * (x - X0)  # noqa: E731
        parts.append(polyline(tangent, X0 - 1.6, X0 + 1.6, COLORS[name], 1.5, "6 4"))
    cx, cy = px(X0, LOSS).split(",")
    parts += [
        f'<circle cx="{cx}" cy="{cy}" r="5" fill="#212121"/>',
        '<g font-family="sans-serif" font-size="14" fill="#212121">',
        f'<text x="{float(cx) - 12}" y="{float(cy) - 10}" text-anchor="end">(2, 16)</text>',
        f'<text x="{float(px(0, 0).split(",")[0]) - 8}" y="{TOP + 12}" text-anchor="end">L</text>',
        f'<text x="{RIGHT - 4}" y="{BOTTOM + 20}" text-anchor="end">x</text>',
    ]
    for i, name in enumerate(CURVES):
        y = TOP + 18 + 22 * i
        parts.append(
            f'<line x1="{LEFT + 115}" y1="{y - 5}" x2="{LEFT + 145}" y2="{y - 5}"'
            f' stroke="{COLORS[name]}" stroke-width="2.5"/>'
        )
        parts.append(f'<text x="{LEFT + 153}" y="{y}">{text[name]}</text>')
    parts += ["</g>", "</svg>", ""]
    return "\n".join(parts)


def main(argv: list[str]) -> int:
    from docsite.model import OneLineParser

    parser = OneLineParser(prog="python -m docsite.figures.stopped_vs_moving_target")
    parser.add_argument("--check", action="store_true", help="exit 1 if a figure is out of date")
    check = parser.parse_args(argv).check
    stale = []
    for lang in LABELS:
        path = ROOT / "docs" / lang / "assets" / "stopped-vs-moving-target.svg"
        if check:
            if not path.is_file() or path.read_text(encoding="utf-8") != figure(lang):
                rel = path.relative_to(ROOT)
                stale.append(
                    f"{rel}: out of date; run python -m docsite.figures.stopped_vs_moving_target"
                )
        else:
            path.write_text(figure(lang), encoding="utf-8")
    if stale:
        print("\n".join(stale))
    return 1 if stale else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
