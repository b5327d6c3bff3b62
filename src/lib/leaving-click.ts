// Whether a click on a link leaves the page a person is editing (so unsaved edits would be lost).

export type ClickLike = {
  button: number;
  metaKey: boolean;
  ctrlKey: boolean;
  shiftKey: boolean;
  altKey: boolean;
  defaultPrevented: boolean;
};
export type LinkLike = { href: string; target: string; hasDownload: boolean };

/**
 * A plain left click on a link to another page of this window leaves; a click that opens a new tab or
 * window, a download, a jump within the page, or one something else already handled does not.
 */
export function isLeavingClick(click: ClickLike, link: LinkLike, current: string): boolean {
  if (click.defaultPrevented || click.button !== 0) return false;
  if (click.metaKey || click.ctrlKey || click.shiftKey || click.altKey) return false;
  if (link.hasDownload || (link.target !== "" && link.target !== "_self")) return false;
  let to: URL;
  let here: URL;
  try {
    here = new URL(current);
    to = new URL(link.href, here);
  } catch {
    return false;
  }
  if (to.protocol !== "http:" && to.protocol !== "https:") return false; // mailto:, tel:, javascript:
  // the same address, or a jump to a part of it, keeps the page and its edits
  return !(to.origin === here.origin && to.pathname === here.pathname && to.search === here.search);
}
