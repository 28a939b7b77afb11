/** Longest course name, counted after trimming: on a course and on a round played from one. */
export const MAX_COURSE_NAME_LENGTH = 80;
