# semantics/local.mk
