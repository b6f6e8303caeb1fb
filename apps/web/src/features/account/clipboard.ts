/**
 * Copies text: the Clipboard API where the browser allows it (secure
 * contexts), else the older selection-and-execCommand way, which still works
 * on plain http and in embedded browsers. Resolves to whether it worked.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard && window.isSecureContext) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or no focus: try the old way below.
    }
  }
  return copyWithSelection(text);
}

function copyWithSelection(text: string): boolean {
  const active = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  // Off screen, but not display:none: a hidden element cannot be selected.
  Object.assign(area.style, { position: 'fixed', top: '0', left: '-9999px', opacity: '0' });
  document.body.appendChild(area);
  area.select();
  let copied = false;
  try {
    // Deprecated, yet the only fallback that works without the Clipboard API.
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  }
  area.remove();
  active?.focus();
  return copied;
}
