import type { Locator, Page } from 'playwright-core';

/**
 * A link of the page's header as a thumb reaches it: in the row from a tablet's width up, in the
 * Menu on a phone (opened here when the link is not in the row).
 */
export async function headerLink(page: Page, name: string): Promise<Locator> {
  const header = page.getByRole('banner');
  const inRow = header.getByRole('link', { name, exact: true });
  const menuButton = header.getByRole('button', { name: 'Menu', exact: true });
  await inRow.or(menuButton).first().waitFor();
  if (await inRow.isVisible()) return inRow;
  await menuButton.click();
  return page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name, exact: true });
}
