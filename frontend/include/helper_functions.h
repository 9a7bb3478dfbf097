/* helper_functions.h */
