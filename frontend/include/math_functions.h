/* math_functions.h */
