# man/local.mk — the manual page, installed by `make install`; tests/test-manpage.sh checks that it
# renders without warnings.
dist_man_MANS += man/cudak.1
