# checker/local.mk
