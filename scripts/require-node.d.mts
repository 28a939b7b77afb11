export function minimumNode(range: string): { major: number; minor: number };
export function nodeVersionProblem(version: string, range: string): string | null;
