# man/local.mk
