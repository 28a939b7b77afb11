/** Installs Debian packages the tests need: with apt-get when run as root, else says which to install. */
import { run } from './run.ts';

export async function installDebianPackages(need: string, packages: readonly string[]): Promise<void> {
  if (packages.length === 0) return;
  const list = packages.join(' ');
  if (process.getuid?.() !== 0) {
    throw new Error(`${need}. Install Debian's packages: sudo apt-get install -y ${list}`);
  }
  console.log(`${need}: installing Debian's ${list}…`);
  await run('apt-get', ['update']);
  await run('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
    env: { DEBIAN_FRONTEND: 'noninteractive' },
  });
}
