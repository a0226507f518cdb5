import { i18n } from '@/lib/i18n';

/**
 * The notice for browsers that run modules but lack what the portal needs (spec core §1). Loaded
 * only in such a browser (main.tsx imports it on demand), so it is no part of anyone's first
 * load; browsers without modules get the same notice from /unsupported.js (index.html).
 */
export function renderUnsupported(root: HTMLElement): void {
  const t = (key: 'notice' | 'supported' | 'edge' | 'chrome' | 'firefox') => i18n.t(`common:unsupported.${key}`);
  const notice = document.createElement('p');
  notice.textContent = t('notice');
  const lead = document.createElement('p');
  lead.textContent = t('supported');
  const list = document.createElement('ul');
  for (const name of [t('edge'), t('chrome'), t('firefox')]) {
    const item = document.createElement('li');
    item.textContent = name;
    list.append(item);
  }
  root.replaceChildren(notice, lead, list);
  root.setAttribute('role', 'alert');
  root.style.cssText = 'font-family: system-ui, sans-serif; padding: 24px; max-width: 40rem';
}
