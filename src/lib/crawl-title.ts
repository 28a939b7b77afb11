/**
 * The plan's heading and the button that opens it: apart from the rest of the plan's words
 * (crawl-words.ts) because the card's first load shows the button and must carry nothing else.
 */
export const PLAN_TITLE = 'Plan the evening';
