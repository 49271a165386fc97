import torch


def message(backward):
    try:
        backward()
    except RuntimeError as error:
        return str(error)


x = torch.tensor([0.0, 1.0], requires_grad=True)
# a parameter (a leaf) is named by its type and shape only
# zh: 参数（叶子张量）只以类型和形状出现在报错信息里
weight = torch.ones(2, requires_grad=True)
product = x * weight
weight.detach().add_(1)
assert "[torch.FloatTensor [2]] is at" in message(product.sum().backward)
# a compiled function is one node, and what it saved was made inside it,
# where autograd records nothing ("aot_eager" needs no C compiler)
# zh: 编译后的函数是一个节点，它保存的张量在函数内部生成，
# zh: autograd 在那里什么都不记录（"aot_eager" 不需要 C 编译器）
compiled_sigmoid = torch.compile(torch.sigmoid, backend="aot_eager")
s = compiled_sigmoid(x)
print(type(s.grad_fn).__name__)
#> CompiledFunctionBackward
s.detach().add_(1)
# so the message gives only the type and shape, as for a parameter
# zh: 所以报错信息只给出类型和形状，和参数一样
found = message(s.sum().backward)
assert "output 0 of" not in found
print(found.split(": ", 1)[1].split(" instead")[0])
#> [torch.FloatTensor [2]] is at version 1; expected version 0
