import type { TransferLink } from '@/contract/integrations';

type TitledLink = Pick<TransferLink, 'transferLinkId' | 'serviceName' | 'parsedParametersJson'>;

/** The service with the address it sends to, so two Email or Zapier links read apart ("Email (a@b.example)"). */
export function linkTitle(link: Pick<TransferLink, 'serviceName' | 'parsedParametersJson'>): string {
  const address = link.parsedParametersJson?.email ?? link.parsedParametersJson?.phone ?? link.parsedParametersJson?.webhookUrl;
  return address ? `${link.serviceName} (${address})` : link.serviceName;
}

/**
 * Every link's title, by transferLinkId. Links that would read the same (two Zapier links without
 * a webhook address) are numbered in the order they were made, "Zapier #1" and "Zapier #2": the
 * cards, their menus and the activity's Transfer to menu name each one apart, for the eye and for
 * a screen reader. A title no other link shares stays as it is.
 */
export function linkTitles(links: readonly TitledLink[]): Map<number, string> {
  const byTitle = new Map<string, TitledLink[]>();
  for (const link of [...links].sort((a, b) => a.transferLinkId - b.transferLinkId)) {
    const title = linkTitle(link);
    const same = byTitle.get(title);
    if (same) same.push(link);
    else byTitle.set(title, [link]);
  }
  const titles = new Map<number, string>();
  for (const [title, same] of byTitle) {
    same.forEach((link, index) => titles.set(link.transferLinkId, same.length === 1 ? title : `${title} #${index + 1}`));
  }
  return titles;
}
