import ChevronAssets
print("todo")
