/* helper_string.h */
