"""The glossary, in one place: each English term, its Chinese term, and the competing translations
the Chinese pages must not use.

docs/en/glossary.md and docs/zh/glossary.md show every pair in a table row;
scripts/docsite/checks/glossary.py
checks that they do and that no Chinese page (outside code) uses a forbidden variant. A variant is
only reported where it is not part of the term itself (版本计数 inside 版本计数器 is fine).

List only real competing translations (ones a Chinese engineer might write), not every synonym:
a forbidden variant must never be a correct word in another sense on these pages.
"""

from __future__ import annotations

from typing import NamedTuple


class Term(NamedTuple):
    en: str
    zh: str
    forbidden: tuple[str, ...] = ()
    # Other names readers search for (d2l-zh, blogs). The Chinese glossary cites each one in quotes
    # in the term's row, so a search finds the entry; a quoted name there is a citation, not a use.
    also: tuple[str, ...] = ()


TERMS: tuple[Term, ...] = (
    # 運算/圖: traditional characters; 运算图 is a competing rendering of "computation graph".
    Term("computation graph", "计算图", ("运算图", "计算圖", "運算圖")),
    # 储存 is the everyday word for keeping goods; 存儲 is traditional.
    Term("storage", "存储", ("储存", "存儲")),
    Term("alias", "别名", ("别称",)),
    Term("snapshot", "快照", ("快照副本",)),
    # 梯度截断 usually means gradient clipping, a different thing.
    Term("stop-gradient", "停止梯度", ("阻断梯度", "梯度截断", "截断梯度", "梯度阻断")),
    # 原地操作 (d2l-zh) is not wrong, and the glossary cites it for search; the site writes
    # 原地修改, and 操作 is not its word for an operation (see WORD_CHOICES).
    Term(
        "in-place",
        "原地修改",
        ("就地", "原位修改", "原位操作", "原位运算"),
        also=("原地操作", "就地修改", "原位操作"),
    ),
    Term("version counter", "版本计数器", ("版本计数", "版本号计数器"), also=("版本号",)),
    Term("gradient", "梯度", ()),
    Term("backward", "反向传播", ("后向传播", "逆向传播", "反向传递")),
    Term("leaf tensor", "叶子张量", ("叶张量", "叶节点张量"), also=("叶子节点",)),
    Term("view", "视图", ()),
    # 缓存 is a cache; a module buffer is not one.
    Term("buffer", "缓冲区", ("缓存区", "缓冲器")),
    Term("partial derivative", "偏导数", ("偏微商",)),
    Term("total derivative", "全导数", ("全微商",)),
    Term("finite difference", "有限差分", ("有限差值",)),
)

# The site's word choices that are not glossary terms (the glossary's "other words" section gives
# the reason for each): the Chinese pages keep to one word, and no table row is needed.
WORD_CHOICES: tuple[Term, ...] = (
    # 前向传播 pairs with 反向传播, as d2l-zh writes it.
    Term("forward pass", "前向传播", ("前向计算",)),
    Term("code example", "示例", ("例子",)),
    # Python's Chinese docs write 深层复制; Chinese engineers write 深拷贝.
    Term("deep copy", "深拷贝", ("深层复制", "浅层复制")),
    # The pitfalls page labels every fix **修复**; 改法 ("a way of changing it") is vaguer.
    Term("fix", "修复", ("改法", "修法")),
    # `fused` is the argument the reader types (fused=True), kept as code like `foreach`;
    # 融合 also means kernel fusion in general.
    Term("fused implementation", "`fused` 实现", ("融合实现", "融合内核", "融合版本")),
    # The box at the end of each page is named by the title it shows on screen, 本页出处.
    Term("the provenance box", "“本页出处”框", ("信息框", "说明框")),
    # A tensor made under torch.inference_mode(); 推理模式下的张量 also reads as "a tensor, while
    # in inference mode".
    Term("inference tensor", "推理张量", ("推理模式下的张量", "推理模式张量")),
    # What autograd records and what a tensor's grad_fn names: 运算, the computation itself, as in
    # the glossary's 计算图 and 叶子张量 rows. 操作 is vaguer (any action, 操作系统) and would pair
    # with 原地操作, which the site writes 原地修改. No other sense of 操作 occurs on these pages;
    # a page that needs one words it otherwise (复制 for "a copy operation").
    Term("operation", "运算", ("操作",)),
    # Readers say 共享内存; the pages say storage (存储), so they write 共享存储.
    Term("share storage", "共享存储", (), also=("共享内存", "内存共享", "share memory")),
    # What detach() and clone() each do to one of the two edges. Readers say the graph is 断开
    # ("disconnected"); the pages write 切断, and 断开 typed in search reads as 切断.
    Term("cut (an edge)", "切断", (), also=("断开",)),
)
