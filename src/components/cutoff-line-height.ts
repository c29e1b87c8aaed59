/**
 * The cutoff line's height on a 390 px phone, where it wraps to two lines of 14 px text (2 × 22.4 px, plus 8 px of
 * padding). Its own module: home reserves this space before the line's code (and dayjs) has arrived.
 */
export const CUTOFF_LINE_HEIGHT = 54;
