/**
 * How many product cards home's first screen shows on a phone. On a 390x844 screen home's top (the header, the cutoff
 * line, 上次購買, 常用清單, the search and the category selectors) ends about 620 px down and a card takes 112 px: two
 * cards show whole, and a taller phone shows the third. React's first render of the list, the copy of home painted
 * before React and the images the start-up asks for first all stop here; the other cards arrive after the first
 * paint (features/catalogue/use-progressive-count.ts), below the screen's edge, so nothing moves under the finger.
 */
export const FIRST_SCREEN_CARDS = 3;
