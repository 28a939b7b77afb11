/** A live game's page width: one column on a phone, the card and the board side by side from a laptop's width. */
export const LIVE_PAGE_WIDTH = 'max-w-3xl lg:max-w-6xl';
