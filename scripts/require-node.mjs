/**
 * Runs before `npm start`, `npm run dev`, `npm test` and `npm run build`, under whichever Node
 * npm found first on PATH: the bundled one (Linux x64) or the machine's own. Plain JavaScript,
 * so that an old Node can still run it and say which Node is needed in one line.
 */
import { readFileSync } from 'node:fs';

/** The minimum `major.minor` from an `>=X.Y` range such as package.json's engines.node. */
export function minimumNode(range) {
  const match = /^>=\s*(\d+)\.(\d+)/.exec(range);
  if (!match) throw new Error(`engines.node must read ">=MAJOR.MINOR", not "${range}"`);
  return { major: Number(match[1]), minor: Number(match[2]) };
}

/** The one line to stop with when `version` (e.g. "v20.20.2") is older than `range`, else null. */
export function nodeVersionProblem(version, range) {
  const required = minimumNode(range);
  const [major = 0, minor = 0] = version.replace(/^v/, '').split('.').map(Number);
  const oldEnough = major > required.major || (major === required.major && minor >= required.minor);
  if (oldEnough) return null;
  return `Pub Golf needs Node.js ${required.major}.${required.minor} or newer, and this is Node.js ${version.replace(/^v/, '')}: install a newer Node.js (nodejs.org, nvm, fnm or Homebrew) and run npm ci again.`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
  const problem = nodeVersionProblem(process.version, engines.node);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
}
