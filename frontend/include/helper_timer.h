/* helper_timer.h */
